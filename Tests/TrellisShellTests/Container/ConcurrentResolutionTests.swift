import Dispatch
import Foundation
import Testing

@testable import TrellisShell

@Suite struct ConcurrentResolutionTests {
    /// Many tasks resolve singletons, session values and transients at once while the session
    /// scope is dropped under them: every caller of one generation sees one instance.
    @Test func concurrentResolutionIsSafe() async throws {
        let container = catsBuilder(store: .session).build()
        // Instances are kept alive to the end, so an address is never reused by a new one.
        let databases = try await withThrowingTaskGroup(of: [Database].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var seen: [Database] = []
                    for round in 0..<2_000 {
                        let store = try container.resolve(CatStore.self)
                        _ = try container.resolve(CatDetail.self, argument: round)
                        seen.append(store.database)
                        if task == 0, round % 100 == 0 { container.sessionScope.invalidate() }
                    }
                    return seen
                }
            }
            return try await group.reduce(into: [Database]()) { $0 += $1 }
        }
        #expect(Set(databases.map(ObjectIdentifier.init)).count == 1)
    }

    /// The factory holds on until every thread is on its way in, so the first resolutions
    /// overlap for real: several build, one stores, and every caller must get the one stored.
    @Test func racingFirstResolutionsAllGetTheWinner() async throws {
        for _ in 0..<5 {
            let builds = Locked(0)
            let arrivals = Arrivals(expected: 8)
            let container = Container { builder in
                builder.register(Database.self, scope: .app) { _ in
                    builds.withLock { $0 += 1 }
                    arrivals.waitForAll()
                    return Database()
                }
            }
            let instances = Locked<[Database]>([])
            await onThreads(8) { _ in
                arrivals.arrive()
                let database = try? container.resolve(Database.self)
                instances.withLock { $0.append(database ?? Database()) }
            }
            #expect(Set(instances.withLock { $0 }.map(ObjectIdentifier.init)).count == 1)
            #expect(builds.withLock { $0 } >= 1)
        }
    }
}
