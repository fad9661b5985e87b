import Testing

@testable import TrellisShell

@Suite struct ScopeTests {
    @Test func appSingletonsAreBuiltOnce() throws {
        let builds = Locked(0)
        let container = Container { builder in
            builder.register(Database.self, scope: .app) { _ in
                builds.withLock { $0 += 1 }
                return Database()
            }
        }
        let first = try container.resolve(Database.self)
        for _ in 0..<10 { #expect(try container.resolve(Database.self) === first) }
        #expect(builds.withLock { $0 } == 1)
    }

    @Test func graphScopeSharesWithinOneResolutionOnly() throws {
        final class Pair: Sendable {
            let left: CatStore, right: CatStore
            init(left: CatStore, right: CatStore) {
                self.left = left
                self.right = right
            }
        }
        var builder = catsBuilder(store: .graph)
        builder.register(Pair.self) { r in Pair(left: try r.resolve(), right: try r.resolve()) }
        let container = builder.build()
        let pair = try container.resolve(Pair.self)
        #expect(pair.left === pair.right)
        let next = try container.resolve(Pair.self)
        #expect(next.left !== pair.left)
    }

    @Test func sessionScopeIsDroppedWhenTheSessionEnds() throws {
        let container = catsBuilder(store: .session).build()
        let session = Session(invalidating: [container.sessionScope])
        let first = try container.resolve(CatStore.self)
        #expect(try container.resolve(CatStore.self) === first)
        session.invalidate()
        let second = try container.resolve(CatStore.self)
        #expect(second !== first)
        #expect(second.database === first.database)  // app scope survives the session
        #expect(try container.resolve(CatStore.self) === second)
    }

    @Test func weakScopeSharesWhileSomeoneHoldsIt() throws {
        var builder = ContainerBuilder()
        builder.registerWeak(Networker.self) { _ in Networker() }
        let container = builder.build()
        var held: Networker? = try container.resolve(Networker.self)
        let identity = ObjectIdentifier(held!)
        #expect(try ObjectIdentifier(container.resolve(Networker.self)) == identity)
        weak let released = held
        held = nil
        #expect(released == nil)
        let fresh = try container.resolve(Networker.self)
        #expect(try container.resolve(Networker.self) === fresh)
        #expect(container.registrationsDescription.contains("weak"))
    }
}
