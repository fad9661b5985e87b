import Testing

@testable import CatsAPI

@Suite struct CatsLinksTests {
    @Test func linksAreMadeInOnePlace() {
        #expect(CatsLinks.cat(3) == "cats://cat/3")
        #expect(Breed(id: 9, name: "n", origin: "o", coat: "c", pattern: "p", lifespan: "l", description: "d").link == "cats://cat/9")
        #expect(CatsLinks.search("maine c") == "cats://search?q=maine%20c")
    }

    @Test func everyByteOutsideTheUnreservedSetIsEncoded() {
        #expect(CatsLinks.search("a-z_0.9~") == "cats://search?q=a-z_0.9~")
        #expect(CatsLinks.search("&=?/#%") == "cats://search?q=%26%3D%3F%2F%23%25")
        #expect(CatsLinks.search("é") == "cats://search?q=%C3%A9")
    }
}
