import CatsAPI
import Foundation
import TrellisData

/// The app's side of syncing with `cats-server`: the session token, sending the offline
/// queue the ``FavoritesLedger`` keeps, pulling favorites, and the connectivity the status
/// line shows.
///
/// The promise (GRDB's, Drrrible's like button's, Facebook's entity store's): a change the
/// UI called saved is never lost. Only a definitive refusal (400, 403, 404, 409, 410, 422)
/// drops a queued change, and the user hears which one and why (``refusals``). A transient
/// answer (408, 425, 429, 5xx, no answer) keeps it queued and backs off (``SyncBackoff``,
/// honouring `Retry-After`); a 401 re-signs with the server's clock or signs in again and
/// retries. A pull applies the queue on top of the server's list.
///
/// Operations run one at a time, in call order (a `SerialQueue`: a change, a retry of the queue, a sign-in,
/// a sign-out), so the queue is sent oldest first and never twice at once. Sign-out cancels
/// what is in flight at once (``epoch``), and drops the token after it.
actor CatsSyncEngine {
    let networker: Networker
    let store: EntityStore
    let ledger: FavoritesLedger
    let session: CurrentAccount
    let clock: SyncClock
    /// The server's base URL, named in the user's words when it cannot be reached.
    let serverURL: String
    let connectivityWriter: ReplayedValue<Connectivity>.Writer
    let connectivity: ReplayedValue<Connectivity>
    let refusals = ModelEvents<SyncRefusal>()
    /// The group every request of the engine is sent in: the session's
    /// (``CurrentAccount/requestGroup``), which the sync loop cancels when it stops and the
    /// shell's `Session` closes when it is invalidated.
    nonisolated var requestGroup: String { session.requestGroup }
    /// The user whose token the networker holds.
    var sessionUser: String?
    /// Bumped by every sign-out: an operation that started before stops at its next step.
    var epoch = 0
    /// Set by shutdown (``signOutNetwork()``): nothing is sent any more.
    var isClosed = false
    var backoff = SyncBackoff()
    var version: ServerVersion?
    /// Runs the engine's operations one at a time, in call order.
    let queue = SerialQueue()
    /// Tests only: runs after a sign-in answered and before its token is taken, to
    /// interleave a sign-out there.
    var afterSignInAnswer: (@Sendable () async -> Void)?

    /// How a change ended.
    enum Outcome: Equatable, Sendable {
        /// The server holds it.
        case sent
        /// It waits in the queue (offline, backing off, or cancelled by sign-out).
        case queued
        /// The server refused it for good; it was dropped and rolled back.
        case refused(String)
    }

    /// What one pass over the queue did.
    struct Report {
        /// Changes sent (one per request).
        var sent: [Int64] = []
        /// Every queued id the server now holds (sent, or replaced by a newer one that was).
        var settled: Set<Int64> = []
        var refused: [Int64: String] = [:]
        /// Why the pass stopped before the end; nil when it finished.
        var stopped: String?
    }

    init(
        networker: Networker, store: EntityStore, ledger: FavoritesLedger, session: CurrentAccount, clock: SyncClock,
        pending: Int, serverURL: String
    ) {
        self.networker = networker
        self.store = store
        self.ledger = ledger
        self.session = session
        self.clock = clock
        self.serverURL = serverURL
        (connectivity, connectivityWriter) = ReplayedValue.make(.offline(reason: "connecting to \(serverURL)", pending: pending))
    }

    var isOnline: Bool { connectivity.current == .online }

    /// Whether the background loop has work now: not online, no session for the signed-in
    /// user, or changes waiting, and the backoff has run out.
    func needsConnect() async -> Bool {
        guard backoff.isDue(at: clock.now()) else { return false }
        guard let user = session.user?.id else { return !isOnline }
        if !isOnline || sessionUser != user { return true }
        return ((try? await ledger.pending(of: user).count) ?? 0) > 0
    }

    func setAfterSignInAnswer(_ hook: (@Sendable () async -> Void)?) { afterSignInAnswer = hook }

    // MARK: - Connectivity

    /// Offline for `reason`, with the count of changes waiting.
    func markOffline(_ reason: String) async {
        var count = 0
        if let user = session.user?.id { count = (try? await OutboxEntry.coalesced(ledger.pending(of: user)).count) ?? 0 }
        connectivityWriter.send(.offline(reason: reason, pending: count))
    }

    /// A transient failure: offline, and the next try backs off.
    func noteTransient(_ failure: Failure) async {
        if case .transient(_, let retryAfter) = failure {
            backoff.failed(at: clock.now(), retryAfter: retryAfter)
        } else {
            backoff.failed(at: clock.now(), retryAfter: nil)
        }
        await markOffline(failure.reason)
    }

    func markOnline() {
        backoff.succeeded()
        connectivityWriter.send(.online)
    }

    /// A read through the catalog reached the server; online unless changes still wait (the
    /// loop sends those first).
    func noteReachable() async {
        guard !isOnline, let user = session.user?.id, sessionUser == user, ((try? await ledger.pending(of: user).count) ?? 1) == 0 else {
            return
        }
        markOnline()
    }

    /// A read through the catalog could not reach the server.
    func noteUnreachable(_ error: NetworkError) async {
        if case .transient(let reason, _) = Failure(error, server: serverURL) { await markOffline(reason) }
    }

    /// The server's version, asked once.
    func serverVersion() async -> ServerVersion? {
        if let version { return version }
        switch await call(.serverVersion(), for: nil, epoch: epoch) {
        case .success(let answer):
            version = answer
            return answer
        case .failure(let failure):
            if case .transient = failure { await markOffline(failure.reason) }
            return nil
        }
    }
}
