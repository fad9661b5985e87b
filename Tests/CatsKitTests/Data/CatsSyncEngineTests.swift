import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// Collects the sync's refusals in the background.
final class NoticeLog: Sendable {
    let notices = NIOLockedValueBox<[SyncRefusal]>([])
    let task: Task<Void, Never>

    init(_ sync: any CatsSync) {
        let notices = notices
        let stream = sync.refusals.subscribe()
        task = Task { do { for try await notice in stream { notices.withLockedValue { $0.append(notice) } } } catch {} }
    }

    var all: [SyncRefusal] { notices.withLockedValue { $0 } }
    deinit { task.cancel() }
}

/// What the sync engine does with each class of answer: only a definitive refusal drops a
/// queued change (and says so); transient answers keep it and back off; a 401 signs again.
@Suite(.timeLimit(.minutes(1)))
struct CatsSyncEngineTests {
    static let transient: [ScriptedTransport.Reply] = [
        .refuse(408, "timeout"), .refuse(425, "too early"), .refuse(429, "slow down"), .refuse(500, "boom"),
        .refuse(502, "bad gateway"), .refuse(503, "this request failed on purpose (--fail-rate 0.5)"),
        .refuse(504, "gateway timeout"), .unreachable,
    ]

    @Test(arguments: transient)
    func aTransientAnswerKeepsTheChangeQueued(_ reply: ScriptedTransport.Reply) async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1], transport: transport)
        transport.scriptOnce("PUT /favorites/3", reply)
        try await services.favorites.setFavorite(3, true)
        #expect(await services.favorites.storedIDs() == [1, 3])
        #expect(try await DataFixture.queue(of: services).map(\.change) == [.favorite(breedID: 3, isFavorite: true)])
        guard case .offline(_, let pending) = services.sync.connectivity.current else {
            Issue.record("expected offline, got \(services.sync.connectivity.current)")
            return
        }
        #expect(pending == 1)
        #expect(await services.sync.sendPending() == 1)
        #expect(transport.favorites(of: "ada") == [1, 3])
        #expect(await services.favorites.storedIDs() == [1, 3])
        #expect(try await DataFixture.stored(of: services) == [1, 3])
        #expect(services.sync.connectivity.current == .online)
    }

    @Test(arguments: [400, 403, 404, 409, 422])
    func aDefinitiveRefusalDropsTheChangeAndSaysWhich(_ status: Int) async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1], transport: transport)
        let log = NoticeLog(services.sync)
        transport.scriptOnce("PUT /favorites/3", .refuse(status, "no such thing"))
        await #expect(throws: FavoriteError.refused(breedID: 3, reason: "no such thing")) {
            try await services.favorites.setFavorite(3, true)
        }
        #expect(await services.favorites.storedIDs() == [1])
        #expect(try await DataFixture.stored(of: services) == [1])
        #expect(try await DataFixture.queue(of: services).isEmpty)
        #expect(await eventually { log.all == [SyncRefusal(.favoriteRefused(breedID: 3, isFavorite: true), reason: "no such thing")] })
    }

    @Test func aRetryAfterIsHonouredOnTheInjectedClock() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let (clock, advance) = SyncClock.manual()
        transport.setFavorites([], of: "ada")
        let services = try await DataFixture.open(transport: transport, clock: clock)
        _ = try await services.account.signIn("ada")
        let engine = try DataFixture.engine(of: services)
        transport.scriptOnce("PUT /favorites/3", .refuseWith(429, "too many requests", headers: ["retry-after": "30"]))
        try await services.favorites.setFavorite(3, true)
        #expect(await engine.outbox.hasWork() == false)
        advance(.seconds(29))
        #expect(await engine.outbox.hasWork() == false)
        advance(.seconds(1))
        #expect(await engine.outbox.hasWork())

        #expect(await services.sync.sendPending() == 1)
        #expect(await engine.outbox.consecutiveFailures == 0)

        // Without Retry-After: 1 s, then 2 s.
        transport.scriptOnce("PUT /favorites/4", .refuse(503, "busy"), .refuse(503, "busy"))
        try await services.favorites.setFavorite(4, true)
        advance(.milliseconds(999))
        #expect(await engine.outbox.hasWork() == false)
        advance(.milliseconds(1))
        #expect(await engine.outbox.hasWork())
        _ = await services.sync.sendPending()
        advance(.milliseconds(1999))
        #expect(await engine.outbox.hasWork() == false)
        advance(.milliseconds(1))
        #expect(await engine.outbox.hasWork())
        #expect(await services.sync.sendPending() == 1)
        #expect(transport.favorites(of: "ada") == [3, 4])
        #expect(await engine.outbox.consecutiveFailures == 0)
    }

    @Test func aServerThatForgotItsTokensIsSignedIntoAgain() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1], transport: transport)
        transport.forgetTokens()
        try await services.favorites.setFavorite(3, true)
        #expect(transport.favorites(of: "ada") == [1, 3])
        #expect(transport.count("POST /session") == 2)
        #expect(services.sync.connectivity.current == .online)
        #expect(try await DataFixture.queue(of: services).isEmpty)
    }

    @Test func aSkewedClockIsAnsweredBySigningOnTheServersClock() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.setClockOffset(3 * 3600)
        try await services.favorites.setFavorite(3, true)
        #expect(transport.favorites(of: "ada") == [3])
        #expect(transport.count("POST /session") == 1)
        let offset = try await DataFixture.engine(of: services).networker.clockOffset
        #expect(abs(offset.components.seconds - 3 * 3600) <= 2)
    }

    @Test func aSignInRefusedForGoodKeepsTheQueueAndSaysSo() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let log = NoticeLog(services.sync)
        transport.forgetTokens()
        transport.scriptOnce("POST /session", .refuse(403, "ada is suspended"))
        try await services.favorites.setFavorite(3, true)
        #expect(await services.favorites.storedIDs() == [3])
        #expect(try await DataFixture.queue(of: services).count == 1)
        #expect(await eventually { log.all == [SyncRefusal(.signInRefused(userID: "ada"), reason: "ada is suspended")] })
        #expect(await services.sync.sendPending() == 1)
        #expect(transport.favorites(of: "ada") == [3])
    }

    @Test func aWrongSecretKeepsEveryChangeAndTheServerListDoesNotWin() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 2], transport: transport)
        transport.scriptEveryRoute(Array(repeating: .refuse(401, "the signature does not match"), count: 12))
        try await services.favorites.setFavorite(3, true)
        try await services.favorites.setFavorite(1, false)
        #expect(await services.sync.sendPending() == 0)
        #expect(await services.favorites.storedIDs() == [2, 3])
        #expect(try await DataFixture.stored(of: services) == [2, 3])
        transport.scriptEveryRoute([])
        while transport.state.withLockedValue({ !$0.everyRoute.isEmpty }) { _ = await services.sync.sendPending() }
        _ = await services.sync.sendPending()
        #expect(transport.favorites(of: "ada") == [2, 3])
        #expect(await services.favorites.storedIDs() == [2, 3])
    }

    @Test func aPullAppliesTheQueuedChangesOnTop() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 2], transport: transport)
        transport.script("GET /favorites", .hold)
        let pull = Task { await services.sync.sendPending() }
        #expect(await eventually { transport.count("GET /favorites") == 2 })
        // Saved with its queue row while the pull is on its way; sent after it.
        let change = Task { try await services.favorites.setFavorite(3, true) }
        #expect(await eventually { (try? await DataFixture.queue(of: services).count) == 1 })
        transport.release()
        _ = await pull.value
        #expect(await services.favorites.storedIDs() == [1, 2, 3])
        #expect(try await DataFixture.stored(of: services) == [1, 2, 3])
        try await change.value
        #expect(transport.favorites(of: "ada") == [1, 2, 3])
    }

    @Test func aFavoritesListWithARepeatedIDIsRefused() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1], transport: transport)
        let log = NoticeLog(services.sync)
        transport.setFavorites([3, 5, 3], of: "ada")
        _ = await services.sync.sendPending()
        #expect(await services.favorites.storedIDs() == [1])
        #expect(try await DataFixture.stored(of: services) == [1])
        // FavoriteList's decoding refuses it (CatsAPITests); the sync keeps the local list and says so.
        let reason = "The server sent an answer Cats can't read (at breed_ids[2])"
        #expect(services.sync.connectivity.current == .offline(reason: reason, pending: 0))
        #expect(await eventually { log.all == [SyncRefusal(.badFavoritesList, reason: reason)] })
    }

    @Test func aSignOutWhileASignInAnswersKeepsTheUserSignedOut() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        transport.scriptOnce("POST /session", .unreachable)
        let services = try await DataFixture.open(transport: transport)
        _ = await services.sync.sendPending()
        try await services.favorites.setFavorite(6, true)
        let engine = try DataFixture.engine(of: services)
        let before = await engine.outbox.epoch
        // The sign-in has answered; the sign-out starts before its token is taken.
        await engine.setAfterSignInAnswer {
            Task { await services.account.signOut() }
            _ = await eventually { await engine.outbox.epoch > before }
        }
        _ = await services.sync.sendPending()
        #expect(await eventually { services.account.currentUser.current == nil })
        #expect(await engine.sessionUser == nil)
        #expect(transport.count("PUT /favorites/6") == 0)
        #expect(try await DataFixture.queue(of: services, user: "me").count == 1)
    }
}

extension ScriptedTransport.Reply: CustomTestStringConvertible {
    var testDescription: String {
        switch self {
        case .refuse(let status, _), .refuseWith(let status, _, _): "HTTP \(status)"
        case .unreachable: "unreachable"
        case .hold: "hold"
        case .delay(let duration): "delay \(duration)"
        }
    }
}
