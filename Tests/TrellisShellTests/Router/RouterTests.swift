import Foundation
import Testing

@testable import TrellisShell

@Suite struct RouterTests {
    func catsRouter() throws -> Router<String> {
        var router = Router<String>()
        try router.register("cats://cats", "list")
        try router.register("cats://cat/<int:id>", "detail")
        try router.register("cats://cat/<uuid:token>/share", "share")
        try router.register("cats://search?q", "search")
        try router.register("cats://files/<path:rest>", "files")
        try router.register("/settings/:section", "settings")
        return router
    }

    @Test func everyParameterTypeIsConverted() throws {
        let router = try catsRouter()
        let detail = try router.match("cats://cat/42")
        #expect(detail.value == "detail")
        #expect(detail.parameters.int("id") == 42)
        #expect(detail.parameters.string("id") == nil)  // typed access checks the type
        let token = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(try router.match("cats://cat/\(token)/share").parameters.uuid("token") == UUID(uuidString: token))
        #expect(try router.match("cats://files/a/b/c.txt").parameters.path("rest") == ["a", "b", "c.txt"])
        #expect(try router.match("/settings/sound").parameters.string("section") == "sound")
        #expect(try router.match("cats://cat/-7").parameters.int("id") == -7)
    }

    @Test func integersThatOverflowAreNotIntegers() throws {
        let router = try catsRouter()
        #expect(throws: RouteError.noRoute("cats://cat/99999999999999999999")) { try router.match("cats://cat/99999999999999999999") }
        #expect(try router.match("cats://cat/9223372036854775807").parameters.int("id") == Int.max)
        #expect(try router.match("cats://cat/-9223372036854775808").parameters.int("id") == Int.min)
    }

    @Test func queryItemsAreDecodedAndRequiredOnesChecked() throws {
        let router = try catsRouter()
        let search = try router.match("cats://search?q=maine+coon%21&page=2#top")
        #expect(search.value == "search")
        #expect(search.query == ["q": "maine coon!", "page": "2"])
        #expect(throws: RouteError.noRoute("cats://search?page=2")) { try router.match("cats://search?page=2") }
    }

    @Test func percentEscapesAreDecodedBeforeMatching() throws {
        var router = Router<String>()
        try router.register("cats://café/:name", "café")
        let match = try router.match("cats://caf%C3%A9/Bella%20Luna")
        #expect(match.value == "café")
        #expect(match.parameters.string("name") == "Bella Luna")
        #expect(try router.match("cats://café/x").value == "café")
    }

    @Test func schemesAreCaseInsensitiveAndSlashesForgiving() throws {
        let router = try catsRouter()
        #expect(try router.match("CATS://cats").value == "list")
        #expect(try router.match("cats://cats/").value == "list")
        #expect(try router.match("cats://cat//42").parameters.int("id") == 42)
    }

    @Test func globalPatternsAreTheFallbackForEveryScheme() throws {
        let router = try catsRouter()
        #expect(try router.match("/settings/sound").value == "settings")
        #expect(try router.match("cats://settings/sound").value == "settings")
        #expect(try router.match("dogs://settings/sound").value == "settings")
    }

    @Test func unknownSchemesAndMissesAreTypedErrors() throws {
        var router = try catsRouter()
        #expect(throws: RouteError.unknownScheme("dogs", url: "dogs://dog/1", known: ["cats"])) { try router.match("dogs://dog/1") }
        #expect(throws: RouteError.noRoute("cats://dog/1")) { try router.match("cats://dog/1") }
        router.unmatched = "not found"
        let unmatched = try router.match("cats://dog/1")
        #expect(unmatched.value == "not found")
        #expect(unmatched.pattern == nil)
        // The unmatched value is for known schemes only.
        #expect(throws: RouteError.self) { try router.match("dogs://dog/1") }
    }

    @Test(arguments: [
        ("", MalformedURLReason.empty),
        ("cats", .missingScheme),
        ("cats:cat", .missingScheme),
        ("cats:/cat", .missingScheme),
        ("://cat", .invalidScheme),
        ("1cats://cat", .invalidScheme),
        ("ca ts://cat", .invalidCharacter(offset: 2)),
        ("cats://cat/4\n2", .invalidCharacter(offset: 12)),
        ("cats://cat/%4", .invalidPercentEscape),
        ("cats://cat/%zz", .invalidPercentEscape),
        ("cats://cat/%FF", .invalidPercentEscape),
        ("cats://search?q=%E2%82", .invalidPercentEscape),
    ])
    func malformedURLsAreTypedErrors(url: String, reason: MalformedURLReason) throws {
        let router = try catsRouter()
        #expect(throws: RouteError.malformedURL(url, reason: reason)) { try router.match(url) }
    }

    @Test func duplicatePatternsAreRefusedNamingTheFirst() throws {
        var router = try catsRouter()
        #expect(throws: RoutePatternError.duplicate(pattern: "cats://cat/<int:number>", existing: "cats://cat/<int:id>")) {
            try router.register("cats://cat/<int:number>", "again")
        }
        // Same shape but different required query items is not a duplicate.
        try router.register("cats://search?tag", "tag search")
        #expect(try router.match("cats://search?tag=x").value == "tag search")
    }
}
