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

    /// A child container's instances are its own in every scope, the weak one included.
    @Test func aChildNeverSharesWeakInstancesWithItsParent() throws {
        var builder = ContainerBuilder()
        builder.registerWeak(Networker.self) { _ in Networker() }
        let parent = builder.build()
        let child = parent.child { _ in }
        let held = try parent.resolve(Networker.self)
        #expect(try child.resolve(Networker.self) !== held)
        #expect(try parent.resolve(Networker.self) === held)
        let sibling = builder.build()
        #expect(try sibling.resolve(Networker.self) !== held, "two containers built from one builder share nothing")
    }

    /// `app`, `session` and `graph` registrations with an argument keep one instance per
    /// argument value: the detail for cat 42 is never the one for cat 7.
    @Test(arguments: [Scope.app, .session, .graph])
    func scopedRegistrationsWithAnArgumentKeepOneInstancePerArgument(_ scope: Scope) throws {
        var builder = catsBuilder()
        builder.register(CatDetail.self, argument: Int.self, scope: scope) { r, id in CatDetail(id: id, store: try r.resolve()) }
        let container = builder.build()
        let seven = try container.resolve(CatDetail.self, argument: 7)
        let fortyTwo = try container.resolve(CatDetail.self, argument: 42)
        #expect(seven.id == 7 && fortyTwo.id == 42)
        let again = try container.resolve(CatDetail.self, argument: 7)
        #expect((again === seven) == (scope != .graph), "graph instances live for one resolution")
        if scope == .session {
            container.sessionScope.invalidate()
            #expect(try container.resolve(CatDetail.self, argument: 7) !== seven)
        }
    }

    @Test func aGraphInstanceWithAnArgumentIsSharedWithinOneResolutionPerArgument() throws {
        final class Pair: Sendable {
            let a: CatDetail, b: CatDetail, c: CatDetail
            init(a: CatDetail, b: CatDetail, c: CatDetail) { (self.a, self.b, self.c) = (a, b, c) }
        }
        var builder = catsBuilder()
        builder.register(CatDetail.self, argument: Int.self, scope: .graph) { r, id in CatDetail(id: id, store: try r.resolve()) }
        builder.register(Pair.self) { r in
            Pair(a: try r.resolve(argument: 1), b: try r.resolve(argument: 2), c: try r.resolve(argument: 1))
        }
        let pair = try builder.build().resolve(Pair.self)
        #expect(pair.a.id == 1 && pair.b.id == 2 && pair.a === pair.c)
    }
}
