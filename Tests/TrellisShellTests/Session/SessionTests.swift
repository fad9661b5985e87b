import Dispatch
import Foundation
import Testing

@testable import TrellisShell

/// Records invalidations: stands in for a store's caches or a networker's request groups.
final class Recorder: Invalidating, RequestGroupCancelling {
    let calls = Locked<[String]>([])
    func invalidate() { calls.withLock { $0.append("invalidate") } }
    func cancelRequests(inGroup group: String) { calls.withLock { $0.append("cancel \(group)") } }
    var recorded: [String] { calls.withLock { $0 } }
}

final class FavoritesCache: Invalidating {
    let invalidated = Locked(false)
    func invalidate() { invalidated.withLock { $0 = true } }
}

extension SessionKey where Value == FavoritesCache {
    static let favorites = SessionKey("favorites")
}

@Suite struct SessionTests {
    @Test func valuesAreMadeLazilyAndOnce() throws {
        let session = Session()
        #expect(session.existingValue(for: .favorites) == nil)
        let first = try session.value(for: .favorites) { FavoritesCache() }
        let second = try session.value(for: .favorites) {
            Issue.record("made twice")
            return FavoritesCache()
        }
        #expect(first === second)
        #expect(session.existingValue(for: .favorites) === first)
        // The same name with another type is another value.
        #expect(try session.value(for: SessionKey<Int>("favorites")) { 3 } == 3)
    }

    /// The initializer holds on until every thread is on its way in, so first uses overlap
    /// for real: the others must wait for it, not run it again nor see it half-made.
    @Test func concurrentFirstUseRunsTheInitializerOnce() async {
        for _ in 0..<5 {
            let session = Session()
            let runs = Locked(0)
            let values = Locked<[FavoritesCache?]>([])
            let arrivals = Arrivals(expected: 8)
            await onThreads(8) { _ in
                arrivals.arrive()
                let value = try? session.value(for: .favorites) {
                    runs.withLock { $0 += 1 }
                    arrivals.waitForAll()
                    return FavoritesCache()
                }
                values.withLock { $0.append(value) }
            }
            let made = values.withLock { $0 }
            #expect(made.allSatisfy { $0 != nil })
            #expect(Set(made.compactMap { $0.map(ObjectIdentifier.init) }).count == 1)
            #expect(runs.withLock { $0 } == 1)
        }
    }

    @Test func aFailedInitializerStoresNothingAndAReentrantOneIsAnError() throws {
        struct Offline: Error {}
        let session = Session()
        let key = SessionKey<Int>("count")
        #expect(throws: SessionError.self) { try session.value(for: key) { throw Offline() } }
        #expect(try session.value(for: key) { 5 } == 5)
        let loop = SessionKey<String>("loop")
        let error = try #require(throws: SessionError.self) {
            try session.value(for: loop) { try session.value(for: loop) { "inner" } }
        }
        guard case .initializerFailed(_, let inner as SessionError) = error, case .reentrantInitializer("loop") = inner else {
            Issue.record("expected a re-entrant initializer error, got \(error)")
            return
        }
    }

    @Test func valuesThatRequireAUserRefuseWithoutOne() throws {
        let key = SessionKey<String>("greeting")
        let signedOut = Session()
        #expect(!signedOut.hasUser)
        let error = try #require(throws: SessionError.self) {
            try signedOut.valueRequiringUser(for: key) { user in
                Issue.record("made without a user")
                return user.name
            }
        }
        #expect(error.description == "session value 'greeting' needs a signed-in user, and the session has none")
        let signedIn = Session(user: SessionUser(id: "7", name: "Ada"))
        #expect(try signedIn.valueRequiringUser(for: key) { "Hello, \($0.name)" } == "Hello, Ada")
    }

    @Test func invalidateLetsGoOfEverythingOnce() throws {
        let recorder = Recorder()
        let store = Recorder()
        let target = Recorder()
        var stores = SessionStores()
        stores.insert(store)
        let preferences = InMemoryPreferenceStore(["theme": .string("dark")])
        let session = Session(id: "s1", preferences: preferences, stores: stores, canceller: recorder, invalidating: [target])
        let cache = try session.value(for: .favorites) { FavoritesCache() }
        #expect(session.invalidate() == nil)
        session.invalidate()  // idempotent
        #expect(!session.isValid)
        #expect(recorder.recorded == ["cancel session-s1"])
        #expect(store.recorded == ["invalidate"])
        #expect(target.recorded == ["invalidate"])
        #expect(cache.invalidated.withLock { $0 })
        #expect(preferences.keys.isEmpty)
        #expect(session.existingValue(for: .favorites) == nil)
        #expect(throws: SessionError.self) { try session.value(for: .favorites) { FavoritesCache() } }
        // Registered after the end, a target is invalidated at once.
        let late = Recorder()
        session.invalidateWithSession(late)
        #expect(late.recorded == ["invalidate"])
        // A new session starts clean.
        let next = Session(preferences: preferences)
        #expect(next.isValid)
        #expect(try next.value(for: .favorites) { FavoritesCache() } !== cache)
    }

    /// Targets registered from other threads while `invalidate()` runs are each invalidated
    /// exactly once: with the check and the append under two locks, one registered between
    /// them was never invalidated. Races are found by repetition (a bounded number of
    /// sessions, real threads), so a miss shows as a count.
    @Test func aTargetRegisteredWhileTheSessionEndsIsInvalidatedExactlyOnce() async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(2))
        var sessions = 0
        var missed = 0
        var twice = 0
        while sessions < 2_000 && clock.now < deadline {
            sessions += 1
            let session = Session()
            let registered = Locked<[Recorder]>([])
            let delay = sessions % 50  // vary where the end lands
            await onThreads(3) { index in
                if index == 0 {
                    for _ in 0..<delay { _ = session.isValid }
                    session.invalidate()
                } else {
                    for _ in 0..<100 {
                        let target = Recorder()
                        registered.withLock { $0.append(target) }
                        session.invalidateWithSession(target)
                    }
                }
            }
            for target in registered.withLock({ $0 }) {
                let count = target.recorded.count
                if count == 0 { missed += 1 } else if count > 1 { twice += 1 }
            }
            if missed > 0 || twice > 0 { break }
        }
        #expect(missed == 0 && twice == 0, "after \(sessions) sessions: \(missed) targets never invalidated, \(twice) invalidated twice")
    }

    @Test func storesAreFoundByTypeAndAMissingOneIsNamed() throws {
        var stores = SessionStores()
        stores.insert(Recorder())
        let session = Session(stores: stores)
        _ = try session.store(Recorder.self)
        let error = try #require(throws: SessionError.self) { try session.store(FavoritesCache.self) }
        #expect(error.description == "the session has no store of type FavoritesCache; it has: Recorder")
    }
}
