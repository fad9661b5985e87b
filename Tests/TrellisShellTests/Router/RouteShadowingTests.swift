import Testing
import TrellisTestSupport

@testable import TrellisShell

@Suite struct RouteShadowingTests {
    func router(_ patterns: [String]) throws -> Router<String> {
        var router = Router<String>()
        for pattern in patterns { try router.register(pattern, pattern) }
        return router
    }

    @Test func aWildcardIsShadowedByAParameterInEitherOrder() throws {
        for table in [["cats://cat/*", "cats://cat/:name"], ["cats://cat/:name", "cats://cat/*"]] {
            let shadowed = try router(table).shadowedRoutes()
            #expect(shadowed == [RouteShadowing(pattern: "cats://cat/*", shadowedBy: ["cats://cat/:name"])])
        }
    }

    @Test func aRouteRequiringAQueryItemAfterTheSameRouteWithoutIt() throws {
        let shadowed = try router(["cats://search", "cats://search?q"]).shadowedRoutes()
        #expect(shadowed.map(\.description) == ["route pattern cats://search?q can never match: cats://search takes every URL it would"])
        #expect(try router(["cats://search?q", "cats://search"]).shadowedRoutes().isEmpty, "without q, the second one matches")
    }

    @Test func precedenceThatOnlyNarrowsIsNotShadowing() throws {
        let table = [
            "cats://cat/new", "cats://cat/<int:id>", "cats://cat/:name", "cats://cat/**", "/cat/:name", "cats://cat/:name/edit",
            "cats://search?q", "cats://search?tag",
        ]
        #expect(try router(table).shadowedRoutes().isEmpty)
    }

    @Test func aUnionOfRoutesCanShadowTogether() throws {
        // An int, a UUID and a word: every one-segment URL is taken, though no one route takes them all.
        let shadowed = try router(["cats://x/<int:a>", "cats://x/<uuid:b>", "cats://x/:c", "cats://x/*"]).shadowedRoutes()
        #expect(shadowed.map(\.pattern) == ["cats://x/*"])
        let rest = try router(["/a/**", "/a/:x", "/a/:x/**"]).shadowedRoutes()
        #expect(rest == [RouteShadowing(pattern: "/a/**", shadowedBy: ["/a/:x", "/a/:x/**"])])
    }

    @Test func globalRoutesAreNeverShadowedByASchemesRoutes() throws {
        #expect(try router(["cats://cat/:name", "/cat/:name"]).shadowedRoutes().isEmpty, "unknown schemes reach the global route")
        #expect(try router(["/cat/:name", "/cat/*"]).shadowedRoutes().map(\.pattern) == ["/cat/*"])
    }

    // MARK: - Random tables against the matcher itself

    /// Random route tables: the routes reported are exactly those that no URL reaches, as
    /// found by matching every URL the route accepts, built from the table's constants and
    /// one integer, one UUID and one word besides (every class of segment the routes can
    /// tell apart), up to one segment longer than the longest route.
    @Test func everyShadowedRouteIsReportedAndNoOther() throws {
        let base: UInt64 = 0x5EED_0022
        for offset in 0..<250 as Range<UInt64> {
            let seed = base &+ offset
            var random = SeededGenerator(seed: seed)
            let table = Self.randomTable(using: &random)
            guard let failure = try Self.disagreement(table) else { continue }
            let minimal = try Self.shrink(table)
            Issue.record("seed \(seed): \(failure)\nshrunk to \(minimal): \(try Self.disagreement(minimal) ?? "")")
            return
        }
    }

    static let constants = ["a", "b", "7"]
    static let samples = constants + ["12345", "0b3a5f1e-9c2d-4e8f-a1b2-c3d4e5f6a7b8", "zq"]

    static func randomTable(using random: inout SeededGenerator) -> [String] {
        var table: [String] = []
        for _ in 0..<Int.random(in: 2...7, using: &random) {
            let count = Int.random(in: 1...3, using: &random)
            var segments: [String] = []
            for index in 0..<count {
                let name = "p\(index)"
                switch Int.random(in: 0..<12, using: &random) {
                case 0..<4: segments.append(constants.randomElement(using: &random)!)
                case 4, 5: segments.append("<int:\(name)>")
                case 6: segments.append("<uuid:\(name)>")
                case 7, 8: segments.append(":\(name)")
                case 9, 10: segments.append("*")
                default: segments.append(index == count - 1 ? "**" : "*")
                }
            }
            let scheme = Int.random(in: 0..<4, using: &random) == 0 ? "" : "cats:/"
            let query = [["q"], ["p"], ["p", "q"]].randomElement(using: &random)!.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            table.append(scheme + "/" + segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
        }
        return table
    }

    /// Registers what it can (duplicates are refused at registration) and compares the
    /// report with the matcher; returns what differs, or `nil`.
    static func disagreement(_ table: [String]) throws -> String? {
        var router = Router<String>()
        for pattern in table { try? router.register(pattern, pattern) }
        let reported = Set(router.shadowedRoutes().map(\.pattern))
        let longest = router.table.patterns.map(\.segments.count).max() ?? 0
        var unreachable: Set<String> = []
        for pattern in router.table.patterns where !reaches(router, pattern, upTo: longest + 1) {
            unreachable.insert(pattern.description)
        }
        guard reported != unreachable else { return nil }
        return "table \(router.table.patterns.map(\.description)): reported \(reported.sorted()), unreachable \(unreachable.sorted())"
    }

    /// Whether some URL that `pattern` accepts is routed to it.
    static func reaches(_ router: Router<String>, _ pattern: RoutePattern, upTo maxLength: Int) -> Bool {
        let prefix = pattern.scheme.map { "\($0)://" } ?? "zz://"  // an unknown scheme reaches only global routes
        let query = pattern.requiredQueryItems.isEmpty ? "" : "?" + pattern.requiredQueryItems.map { "\($0)=1" }.joined(separator: "&")
        var found = false
        func extend(_ path: [String]) {
            guard !found else { return }
            if !path.isEmpty, let match = try? router.match(prefix + path.joined(separator: "/") + query),
                match.pattern?.description == pattern.description
            {
                found = true
                return
            }
            guard path.count < maxLength else { return }
            for sample in samples { extend(path + [sample]) }
        }
        extend([])
        return found
    }

    /// Drops routes one at a time while the disagreement stays.
    static func shrink(_ table: [String]) throws -> [String] {
        var current = table
        var index = 0
        while index < current.count {
            var smaller = current
            smaller.remove(at: index)
            if try disagreement(smaller) != nil { current = smaller } else { index += 1 }
        }
        return current
    }
}
