import Testing

@testable import TrellisShell

@Suite struct RouterPrecedenceTests {
    /// Registered in the reverse of their precedence, so registration order cannot be what wins.
    func layered() throws -> Router<String> {
        var router = Router<String>()
        try router.register("cats://cat/**", "rest")
        try router.register("cats://cat/*", "wildcard")
        try router.register("cats://cat/:name", "parameter")
        try router.register("cats://cat/<int:id>", "typed")
        try router.register("cats://cat/new", "constant")
        return router
    }

    @Test func constantBeatsTypedBeatsParameterBeatsWildcardBeatsRest() throws {
        let router = try layered()
        #expect(try router.match("cats://cat/new").value == "constant")
        #expect(try router.match("cats://cat/42").value == "typed")
        #expect(try router.match("cats://cat/bella").value == "parameter")
        #expect(try router.match("cats://cat/bella/photos").value == "rest")
    }

    @Test func wildcardWinsOverRestForOneSegment() throws {
        var router = Router<String>()
        try router.register("cats://cat/**", "rest")
        try router.register("cats://cat/*", "wildcard")
        #expect(try router.match("cats://cat/x").value == "wildcard")
        #expect(try router.match("cats://cat/x/y").value == "rest")
    }

    @Test func matchingBacktracksWhenTheHigherBranchDeadEnds() throws {
        var router = Router<String>()
        try router.register("cats://cat/<int:id>", "detail")
        try router.register("cats://cat/:name/edit", "edit")
        try router.register("cats://cat/new/photo", "new photo")
        #expect(try router.match("cats://cat/42/edit").value == "edit")
        #expect(try router.match("cats://cat/new/edit").value == "edit")
        #expect(try router.match("cats://cat/new/photo").value == "new photo")
    }

    @Test func registrationOrderBreaksTiesBetweenTheSameShape() throws {
        var router = Router<String>()
        try router.register("cats://search?q", "first")
        try router.register("cats://search?tag", "second")
        #expect(try router.match("cats://search?q=a&tag=b").value == "first")
        #expect(try router.match("cats://search?tag=b").value == "second")
    }

    @Test func aSchemesOwnPatternsComeBeforeGlobalOnes() throws {
        var router = Router<String>()
        try router.register("/cat/:name", "global")
        try router.register("cats://cat/:name", "cats")
        #expect(try router.match("cats://cat/x").value == "cats")
        #expect(try router.match("dogs://cat/x").value == "global")
    }

    @Test func manyConstantsUseTheHashedTableAndStillMatchExactly() throws {
        var router = Router<Int>()
        for index in 0..<1_000 { try router.register("cats://route\(index)/:id", index) }
        for index in stride(from: 0, to: 1_000, by: 37) {
            let match = try router.match("cats://route\(index)/x\(index)")
            #expect(match.value == index)
            #expect(match.parameters.string("id") == "x\(index)")
        }
        #expect(throws: RouteError.noRoute("cats://route1000/x")) { try router.match("cats://route1000/x") }
        #expect(throws: RouteError.noRoute("cats://route/x")) { try router.match("cats://route/x") }
    }
}
