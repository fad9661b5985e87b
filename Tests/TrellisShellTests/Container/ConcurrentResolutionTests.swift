import Testing
@testable import TrellisShell

@Suite struct ConcurrentResolutionTests {
    /// Many tasks resolve singletons, session values and transients at once while the session
    /// scope is dropped under them: every caller of one generation sees one instance.
    @Test func concurrentResolutionIsSafe() async throws {
        let container = catsBuilder(store: .session).build()
        let databases = try await withThrowingTaskGroup(of: [ObjectIdentifier].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var seen: [ObjectIdentifier] = []
                    for round in 0..<2_000 {
                        let store = try container.resolve(CatStore.self)
                        _ = try container.resolve(CatDetail.self, argument: round)
                        seen.append(ObjectIdentifier(store.database))
                        if task == 0, round % 100 == 0 { container.sessionScope.invalidate() }
                    }
                    return seen
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1) }
        }
        #expect(databases.count == 1)
    }

    @Test func racingFirstResolutionsAllGetTheWinner() async throws {
        for _ in 0..<50 {
            let container = Container { $0.register(Database.self, scope: .app) { _ in Database() } }
            let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 { group.addTask { ObjectIdentifier(try container.resolve(Database.self)) } }
                return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            #expect(identities.count == 1)
        }
    }
}
