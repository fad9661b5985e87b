import Testing

@testable import TrellisShell

@Suite struct ResolutionErrorTests {
    @Test func aMissingRegistrationNamesTheTypeThePathAndWhatIsRegistered() throws {
        var builder = ContainerBuilder()
        builder.register(CatStore.self) { r in CatStore(database: try r.resolve(), networker: try r.resolve()) }
        builder.register(Database.self, scope: .app) { _ in Database() }
        let error = try #require(throws: ResolutionError.self) { try builder.build().resolve(CatStore.self) }
        guard case let .missing(requested, registered) = error.kind else {
            Issue.record("expected .missing, got \(error)")
            return
        }
        #expect(requested == "Networker")
        #expect(registered == ["CatStore [transient]", "Database [app]"])
        #expect(error.path == ["CatStore"])
        #expect(
            error.description == "no registration for Networker, while resolving CatStore; registered: CatStore [transient], Database [app]"
        )
    }

    @Test func aCycleReportsExactlyItsLoop() throws {
        var builder = ContainerBuilder()
        builder.register(CycleA.self) { r in CycleA(try r.resolve()) }
        builder.register(CycleB.self) { r in CycleB(try r.resolve()) }
        builder.register(CycleC.self) { r in CycleC(try r.resolve()) }
        builder.register(CycleRoot.self) { r in CycleRoot(try r.resolve()) }
        let container = builder.build()
        let fromA = try #require(throws: ResolutionError.self) { try container.resolve(CycleA.self) }
        #expect(fromA.path == ["CycleA", "CycleB", "CycleC", "CycleA"])
        #expect(fromA.description == "dependency cycle: CycleA → CycleB → CycleC → CycleA")
        // Entered from outside the loop, the path is still the loop.
        let fromRoot = try #require(throws: ResolutionError.self) { try container.resolve(CycleRoot.self) }
        #expect(fromRoot.path == ["CycleA", "CycleB", "CycleC", "CycleA"])
    }

    @Test func aSelfCycleIsOneStep() throws {
        var builder = ContainerBuilder()
        builder.register(Int.self) { r in try r.resolve(Int.self) + 1 }
        let error = try #require(throws: ResolutionError.self) { try builder.build().resolve(Int.self) }
        #expect(error.path == ["Int", "Int"])
    }

    @Test func aDeepGraphWithoutACycleIsNotCalledACycle() throws {
        var builder = ContainerBuilder()
        // 200 distinct registrations in a chain, each resolving the next by name.
        for level in 0..<200 {
            builder.register(Int.self, name: "\(level)") { r in try r.resolve(Int.self, name: "\(level + 1)") }
        }
        builder.register(Int.self, name: "200") { _ in 0 }
        let error = try #require(throws: ResolutionError.self) { try builder.build().resolve(Int.self, name: "0") }
        guard case .tooDeep = error.kind else {
            Issue.record("expected .tooDeep, got \(error)")
            return
        }
    }

    @Test func aFailingFactoryIsReportedWithItsPath() throws {
        var builder = catsBuilder()
        builder.register(Networker.self) { _ in throw BrokenFactory() }
        let error = try #require(throws: ResolutionError.self) { try builder.build().resolve(CatDetail.self, argument: 1) }
        guard case let .factoryFailed(underlying) = error.kind else {
            Issue.record("expected .factoryFailed, got \(error)")
            return
        }
        #expect(underlying as? BrokenFactory == BrokenFactory())
        #expect(error.path == ["CatDetail (argument: Int)", "CatStore", "Networker"])
    }
}
