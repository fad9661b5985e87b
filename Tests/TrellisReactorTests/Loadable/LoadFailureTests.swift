import Testing

@testable import TrellisReactor

@Suite struct LoadFailureTests {
    struct CatalogDown: Error, CustomStringConvertible {
        var description: String { "the catalog is down" }
    }
    enum Plain: Error { case gone }

    @Test func anErrorBecomesItsDescription() {
        #expect(LoadFailure(CatalogDown()).message == "the catalog is down")
        #expect(LoadFailure(Plain.gone).message == "gone")
    }

    @Test func aLoadFailureIsKeptAsItIs() {
        let failure = LoadFailure(message: "already words")
        #expect(LoadFailure(failure) == failure)
        #expect(failure.description == "already words")
    }
}
