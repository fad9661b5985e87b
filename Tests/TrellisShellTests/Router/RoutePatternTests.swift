import Testing

@testable import TrellisShell

@Suite struct RoutePatternTests {
    @Test func parsesEverySegmentKind() throws {
        let pattern = try RoutePattern("Cats://cat/<int:id>/:name/<uuid:token>/*/<string:s>/<path:rest>?q&page=…")
        #expect(pattern.scheme == "cats")
        #expect(
            pattern.segments == [
                .constant(Array("cat".utf8)), .int("id"), .parameter("name"), .uuid("token"), .wildcard, .parameter("s"), .rest("rest"),
            ])
        #expect(pattern.requiredQueryItems == ["q", "page"])
        #expect(try RoutePattern("/settings/**").segments == [.constant(Array("settings".utf8)), .rest(nil)])
        #expect(try RoutePattern("/settings").scheme == nil)
    }

    @Test(arguments: [
        ("cats", RoutePatternError.missingSchemeOrSlash(pattern: "cats")),
        ("1cats://x", .invalidScheme(pattern: "1cats://x")),
        ("cats://cat/<int:id", .unterminatedParameter(pattern: "cats://cat/<int:id")),
        ("cats://cat/<float:x>", .unknownParameterType("float", pattern: "cats://cat/<float:x>")),
        ("cats://cat/:", .emptyName(pattern: "cats://cat/:")),
        ("cats://cat/<int:>", .emptyName(pattern: "cats://cat/<int:>")),
        ("cats://search?=x", .emptyName(pattern: "cats://search?=x")),
        ("cats://cat/:id/<int:id>", .duplicateParameter("id", pattern: "cats://cat/:id/<int:id>")),
        ("cats://files/**/x", .restNotLast(pattern: "cats://files/**/x")),
        ("cats://a%zz", .invalidEscape(pattern: "cats://a%zz")),
    ])
    func badPatternsAreTypedErrors(text: String, expected: RoutePatternError) {
        #expect(throws: expected) { try RoutePattern(text) }
    }
}
