import CatsAPI
import Foundation
import TrellisData

/// The app's side of syncing with `cats-server`: the session token, the offline queue of
/// favorite changes, pulling favorites, and the connectivity the status line shows.
///
/// Everything that sends favorites runs one operation at a time, in call order (a change,
/// a retry of the queue, a sign-in), so the queue is sent oldest first and never twice at
/// once. Sign-out does not wait: it cancels the networker's requests, and the operation
/// under way stops at its next step.
actor CatsSyncEngine {
    let networker: Networker
    let store: EntityStore
    let session: CatsSessionState
    let connectivityWriter: ReplayedValue<Connectivity>.Writer
    let connectivity: ReplayedValue<Connectivity>
    /// The user whose token the networker holds.
    var sessionUser: String?
    var nextPendingID: Int64
    var version: ServerVersion?
    /// The last operation in the chain; the next one starts after it.
    var last: Task<Void, Never>?

    /// How a change ended.
    enum Outcome: Equatable, Sendable {
        /// The server holds it.
        case sent
        /// It waits in the queue (offline, or cancelled by sign-out).
        case queued
        /// The server refused it; it was dropped from the queue.
        case refused(String)
        /// It could not be queued: SQLite failed.
        case storage(String)
    }

    /// What one pass over the queue did.
    struct Report {
        var sent: [Int64] = []
        var refused: [Int64: String] = [:]
        /// Why the pass stopped before the end (unreachable or cancelled); nil when it finished.
        var stopped: String?
    }

    init(networker: Networker, store: EntityStore, session: CatsSessionState, nextPendingID: Int64, pending: Int, serverURL: String) {
        self.networker = networker
        self.store = store
        self.session = session
        self.nextPendingID = nextPendingID
        (connectivity, connectivityWriter) = ReplayedValue.make(.offline(reason: "connecting to \(serverURL)", pending: pending))
    }

    /// Runs `body` after every operation started before it.
    func serially<T: Sendable>(_ body: @escaping @Sendable (isolated CatsSyncEngine) async -> T) async -> T {
        let previous = last
        let task = Task {
            await previous?.value
            return await body(self)
        }
        last = Task { _ = await task.value }
        return await task.value
    }

    var isOnline: Bool { connectivity.current == .online }

    /// Whether the background loop has work: not online, no session for the signed-in user,
    /// or changes waiting.
    func needsConnect() async -> Bool {
        guard let user = session.user?.id else { return !isOnline }
        if !isOnline || sessionUser != user { return true }
        return ((try? await pending(of: user).count) ?? 0) > 0
    }

    /// The queued changes of `userID`, oldest first.
    func pending(of userID: String) async throws(StoreError) -> [PendingFavoriteChange] {
        try await store.all(PendingFavoriteChange.self).filter { $0.userID == userID }.sorted { $0.id < $1.id }
    }

    // MARK: - Connectivity

    func markOffline(_ reason: String) async {
        var count = 0
        if let user = session.user?.id { count = (try? await pending(of: user).count) ?? 0 }
        connectivityWriter.send(.offline(reason: reason, pending: count))
    }

    func markOnline() { connectivityWriter.send(.online) }

    /// A read through the catalog reached the server; online unless changes still wait (the
    /// loop sends those first).
    func noteReachable() async {
        guard !isOnline, let user = session.user?.id, sessionUser == user, ((try? await pending(of: user).count) ?? 1) == 0 else { return }
        markOnline()
    }

    /// A read through the catalog could not reach the server.
    func noteUnreachable(_ error: NetworkError) async {
        if case .unreachable(let reason) = Failure(error) { await markOffline(reason) }
    }

    // MARK: - Operations

    /// Queues `change` for `userID` and, online, sends the queue.
    func submit(_ change: PendingFavoriteChange.Change, for userID: String) async -> Outcome {
        await serially { engine in await engine.submitNow(change, for: userID) }
    }

    func submitNow(_ change: PendingFavoriteChange.Change, for userID: String) async -> Outcome {
        let id = nextPendingID
        do {
            let replaced = try await pending(of: userID).filter { $0.change.target == change.target }.map(\.id)
            try await store.write { batch in
                batch.delete(PendingFavoriteChange.self, ids: replaced)
                batch.upsert([PendingFavoriteChange(id: id, userID: userID, change: change)])
            }
            nextPendingID += 1
        } catch {
            return .storage(error.description)
        }
        guard isOnline, sessionUser == userID else {
            if case .offline(let reason, _) = connectivity.current { await markOffline(reason) }
            return .queued
        }
        let report = await flush(userID)
        if let reason = report.refused[id] { return .refused(reason) }
        return report.sent.contains(id) ? .sent : .queued
    }

    /// Sends the queue of `userID`, oldest first, until it is empty or the server is
    /// unreachable; a refused change is dropped.
    func flush(_ userID: String) async -> Report {
        var report = Report()
        let queue: [PendingFavoriteChange]
        do { queue = try await pending(of: userID) } catch {
            report.stopped = error.description
            return report
        }
        for change in queue {
            guard sessionUser == userID else {
                report.stopped = "signed out"
                return report
            }
            do {
                _ = try await networker.send(change.change.endpoint, group: "favorites")
                report.sent.append(change.id)
            } catch {
                switch Failure(error) {
                case .unreachable(let reason):
                    report.stopped = reason
                    await markOffline(reason)
                    return report
                case .cancelled:
                    report.stopped = "cancelled"
                    return report
                case .refused(let reason):
                    report.refused[change.id] = reason
                }
            }
            try? await store.delete(PendingFavoriteChange.self, ids: [change.id])
        }
        return report
    }

    /// Opens a session for the signed-in user if needed, sends the queue, then takes the
    /// server's favorites; with nobody signed in, asks the server's version.
    ///
    /// - Returns: how many queued changes were sent.
    func connect() async -> Int {
        await serially { engine in await engine.connectNow() }
    }

    func connectNow() async -> Int {
        guard let userID = session.user?.id else {
            if await serverVersion() != nil { markOnline() }
            return 0
        }
        if sessionUser != userID {
            do {
                let response = try await networker.send(.signIn(userID))
                await networker.setAccessToken(AccessToken(response.token))
                sessionUser = userID
            } catch {
                await markOffline(Failure(error).reason)
                return 0
            }
        }
        let report = await flush(userID)
        guard report.stopped == nil else { return report.sent.count }
        do {
            let list = try await networker.send(.favorites())
            guard sessionUser == userID, let merged = session.merge(server: list.breedIDs.filter(session.isKnown), for: userID) else {
                return report.sent.count
            }
            try? await store.write { batch in batch.setCollection(CatsStore.favorites(of: userID), of: Breed.self, ids: merged) }
            markOnline()
        } catch {
            await markOffline(Failure(error).reason)
        }
        return report.sent.count
    }

    /// Signs in with the server: a session, the user's queued changes sent, then the user's
    /// favorites from the server saved (the server wins).
    ///
    /// - Returns: the user and their favorites.
    func signIn(_ userID: String) async -> Result<(CatsUser, [Int64]), AccountError> {
        await serially { engine in await engine.signInNow(userID) }
    }

    func signInNow(_ userID: String) async -> Result<(CatsUser, [Int64]), AccountError> {
        let response: SignInResponse
        do {
            response = try await networker.send(.signIn(userID))
        } catch {
            let failure = Failure(error)
            if case .unreachable = failure { await markOffline(failure.reason) }
            return .failure(.server(failure.reason))
        }
        await networker.setAccessToken(AccessToken(response.token))
        sessionUser = userID
        let name = CatsStore.favorites(of: userID)
        let report = await flush(userID)
        var ids: [Int64]
        do { ids = try await store.collection(name, of: Breed.self).map(\.id) } catch { ids = [] }
        if report.stopped == nil {
            do {
                ids = try await networker.send(.favorites()).breedIDs.filter(session.isKnown)
                try? await store.write { batch in batch.setCollection(name, of: Breed.self, ids: ids) }
                markOnline()
            } catch {
                await markOffline(Failure(error).reason)
            }
        }
        return .success((response.user, ids))
    }

    /// Ends the session: every request cancelled, the token dropped.
    func signOut() async {
        sessionUser = nil
        await networker.cancelAll()
        await networker.setAccessToken(nil)
    }

    /// Shutdown: the loop is gone; cancel whatever is in flight.
    func signOutNetwork() async {
        await networker.cancelAll()
    }

    /// The server's version, asked once.
    func serverVersion() async -> ServerVersion? {
        if let version { return version }
        do {
            let answer = try await networker.send(.serverVersion())
            version = answer
            return answer
        } catch {
            if case .unreachable(let reason) = Failure(error) { await markOffline(reason) }
            return nil
        }
    }
}
