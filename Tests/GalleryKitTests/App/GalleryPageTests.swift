import Testing

@testable import GalleryKit

/// Screen names from the command line: each page by its name, anything else a typed error.
@Suite struct GalleryPageTests {
    @Test("every page is found by its name, in any case")
    func names() throws {
        for page in GalleryPage.allCases {
            #expect(try GalleryPage(name: page.id) == page)
            #expect(try GalleryPage(name: page.id.uppercased()) == page)
        }
    }

    @Test("an unknown name is a GalleryError naming it and the screens", arguments: ["nope", "", "lists2", "../lists"])
    func unknown(_ name: String) {
        #expect(throws: GalleryError.unknownScreen(name, known: GalleryPage.allCases.map(\.id))) { try GalleryPage(name: name) }
        let text = "\(GalleryError.unknownScreen(name, known: ["lists"]))"
        #expect(text.contains("'\(name)'") && text.contains("lists"))
    }
}
