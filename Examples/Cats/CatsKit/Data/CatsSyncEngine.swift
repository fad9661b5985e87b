import CatsAPI
import Foundation
import TrellisData

/// The app's side of syncing with `cats-server`, on TrellisData's ``TrellisData/Outbox``:
/// the session token, the offline queue (``OutboxEntry`` rows the ``FavoritesLedger``
/// writes with each change), pulling favorites, and the connectivity the status line shows.
///
/// The outbox keeps the promise (a change the UI called saved is never lost; only a
/// definitive refusal drops one, and the user hears which and why through ``refusals``),
/// sends the queue oldest first one operation at a time, backs off honouring `Retry-After`
/// and cancels what is in flight on sign-out (its epoch). The engine is its delivery: it
/// sends each change, answers a 401 by signing again on the server's clock or signing in
/// again, and settles the answer in the ledger (rolled back when refused). A pull applies
/// the queue on top of the server's list.
actor CatsSyncEngine {
    let networker: Networker
    let ledger: FavoritesLedger
    let session: CurrentAccount
    /// The server's base URL, named in the user's words when it cannot be reached.
    let serverURL: String
    let outbox: Outbox<OutboxEntry>
    let refusals = ModelEvents<SyncRefusal>()
    /// The group every request of the engine is sent in: the session's
    /// (``CurrentAccount/requestGroup``), which the sync loop cancels when it stops and the
    /// shell's `Session` closes when it is invalidated.
    nonisolated var requestGroup: String { session.requestGroup }
    nonisolated var connectivity: ReplayedValue<Connectivity> { outbox.connectivity }
    var version: ServerVersion?
    /// Tests only: runs after a sign-in answered and before its token is taken, to
    /// interleave a sign-out there.
    var afterSignInAnswer: (@Sendable () async -> Void)?

    init(networker: Networker, ledger: FavoritesLedger, session: CurrentAccount, serverURL: String) {
        self.networker = networker
        self.ledger = ledger
        self.session = session
        self.serverURL = serverURL
        outbox = ledger.outbox
    }

    /// The user whose token the networker holds.
    var sessionUser: String? { get async { await outbox.owner } }

    func setAfterSignInAnswer(_ hook: (@Sendable () async -> Void)?) { afterSignInAnswer = hook }

    /// A read through the catalog could not reach the server.
    func noteUnreachable(_ error: NetworkError) async {
        if case .transient(let reason, _) = Failure(error, server: serverURL) { await outbox.markOffline(reason) }
    }

    /// A transient failure: offline, and the next try backs off.
    func noteTransient(_ failure: Failure) async { await outbox.failed(failure.reason, retryAfter: failure.retryAfter) }

    /// The server's version, asked once.
    func serverVersion() async -> ServerVersion? {
        if let version { return version }
        switch await call(.serverVersion(), for: nil, epoch: await outbox.epoch) {
        case .success(let answer):
            version = answer
            return answer
        case .failure(let failure):
            if case .transient = failure { await outbox.markOffline(failure.reason) }
            return nil
        }
    }

    /// Sends `endpoint` and decodes its answer. A 401 is answered once each way: when the
    /// server's `Date` is more than a minute from ours, the request is signed again on the
    /// server's clock; otherwise (the token expired, or the server forgot it) `userID` signs
    /// in again. Then the request is sent again.
    func call<Response>(_ endpoint: Endpoint<Response>, for userID: String?, epoch: Int) async -> Result<Response, Failure> {
        var resigned = false
        var reauthenticated = false
        while await !outbox.isClosed {
            let response: NetworkResponse
            let request = await networker.server.request(for: endpoint)
            do {
                response = try await networker.answer(request, group: requestGroup)
            } catch {
                _ = UserFacingError.report(error, server: serverURL, doing: "\(request.method) \(request.url)")
                return .failure(Failure(error, server: serverURL))
            }
            guard await outbox.epoch == epoch else { return .failure(.cancelled) }
            guard let failure = Failure(response) else {
                do { return .success(try endpoint.decodeResponse(response.body)) } catch {
                    _ = UserFacingError.report(error, server: serverURL, doing: "\(request.method) \(request.url)")
                    return .failure(Failure(error, server: serverURL))
                }
            }
            let body = String(decoding: response.body.prefix(512), as: UTF8.self)
            UserFacingError.logger.warning("\(request.method) \(request.url) answered \(response.status): \(body)")
            guard case .unauthorized(_, let serverDate) = failure else { return .failure(failure) }
            if !resigned, let serverDate, await networker.adoptClock(of: serverDate) {
                resigned = true
                continue
            }
            guard !reauthenticated, let userID else { return .failure(failure) }
            reauthenticated = true
            if case .failure(let failure) = await openSession(userID, epoch: epoch) {
                return .failure(signInFailed(failure, for: userID))
            }
        }
        return .failure(.cancelled)
    }

    /// Signs `userID` in: a new token for the networker, and the outbox's session open.
    func openSession(_ userID: String, epoch: Int) async -> Result<SignInResponse, Failure> {
        let response: SignInResponse
        switch await call(.signIn(userID), for: nil, epoch: epoch) {
        case .success(let answer): response = answer
        case .failure(let failure): return .failure(failure)
        }
        await afterSignInAnswer?()
        // A sign-out while the answer was on its way wins: the token is not taken.
        guard await outbox.open(userID, epoch: epoch) else { return .failure(.cancelled) }
        await networker.setAccessToken(AccessToken(response.token))
        // A server that just created the account holds nothing for it: what this device
        // stored (the server confirmed it once, or it waits in the queue) goes up again
        // instead of the empty list coming down.
        if response.created, case .failure(let error) = await ledger.requeueStored(for: userID) {
            await outbox.markOffline(error.description)
        }
        return .success(response)
    }

    /// A sign-in that failed while sending the queue must not drop the change that needed it:
    /// a definitive refusal of the sign-in is told to the user and keeps the queue waiting.
    func signInFailed(_ failure: Failure, for userID: String) -> Failure {
        guard case .refused(let reason) = failure else { return failure }
        refusals.send(SyncRefusal(.signInRefused(userID: userID), reason: reason))
        return .unauthorized("signing in failed: \(reason)", serverDate: nil)
    }

    /// Sends `change` (the ledger queued it with the change) now when online.
    func submit(_ change: OutboxEntry) async -> OutboxOutcome { await outbox.submit(change, through: self) }

    // MARK: - Sessions

    /// Opens a session for the signed-in user if needed, sends the queue, then takes the
    /// server's favorites with the queue applied on top; with nobody signed in, asks the
    /// server's version.
    ///
    /// - Returns: how many queued changes were sent.
    func connect() async -> Int {
        await outbox.run { epoch in
            guard let userID = self.session.user?.id else {
                if await self.serverVersion() != nil { await self.outbox.markOnline() }
                return 0
            }
            if await self.sessionUser != userID, case .failure(let failure) = await self.openSession(userID, epoch: epoch) {
                // A refused sign-in is told to the user; every failure backs off.
                if failure != .cancelled { await self.noteTransient(await self.signInFailed(failure, for: userID)) }
                return 0
            }
            return await self.sendAndPull(userID, epoch: epoch).sent.count
        }
    }

    /// Signs in with the server: a session, the user's queued changes sent, then the user's
    /// favorites from the server with whatever still waits applied on top.
    func signIn(_ userID: String) async -> Result<CatsUser, AccountError> {
        await outbox.run { epoch in
            switch await self.openSession(userID, epoch: epoch) {
            case .success(let response):
                _ = await self.sendAndPull(userID, epoch: epoch)
                return .success(response.user)
            case .failure(let failure):
                if case .transient = failure { await self.noteTransient(failure) }
                return .failure(.server(failure.reason))
            }
        }
    }

    /// Sends the queue of `userID`, then, if it all went, pulls the server's favorites.
    private func sendAndPull(_ userID: String, epoch: Int) async -> OutboxReport {
        let report = await outbox.flush(userID, epoch: epoch, through: self)
        if report.stopped == nil, await pull(userID, epoch: epoch) != nil { await outbox.markOnline() }
        return report
    }

    /// Takes the server's favorites of `userID` into the ledger (the queue applied on top);
    /// every screen follows the stored list. A list that repeats an id is refused, and the
    /// local list kept.
    ///
    /// - Returns: the favorites now stored, or nil when the pull failed (offline, refused).
    func pull(_ userID: String, epoch: Int) async -> [Int64]? {
        switch await call(.favorites(), for: userID, epoch: epoch) {
        case .success(let list):
            guard await outbox.epoch == epoch, await sessionUser == userID else { return nil }
            switch await ledger.takeServerList(list.breedIDs.filter(session.isKnown), for: userID) {
            case .success(let ids): return ids
            case .failure(let error):
                await outbox.markOffline(error.description)
                return nil
            }
        case .failure(.cancelled):
            return nil
        case .failure(.refused(let reason)):
            // A list that does not decode (a breed named twice is refused by `FavoriteList`'s
            // decoding) or a definitive refusal: the local list is kept, and the user told.
            refusals.send(SyncRefusal(.badFavoritesList, reason: reason))
            await outbox.markOffline(reason)
            return nil
        case .failure(let failure):
            await noteTransient(failure)
            return nil
        }
    }

    /// Ends the session: whatever is in flight stops at its next step (the outbox's epoch),
    /// every request is cancelled now, and the token is dropped once the operation under way
    /// has stopped, so it cannot put the token back or send the queue.
    func signOut() async {
        await outbox.cancel()
        await networker.cancelAll()
        await outbox.run { [networker, outbox] _ in
            // A connect queued before the sign-out may have opened a session since: closed too.
            await outbox.cancel()
            await networker.setAccessToken(nil)
        }
    }

    /// Shutdown: the loop is gone; cancel whatever is in flight.
    func signOutNetwork() async {
        await outbox.close()
        await networker.cancelAll()
    }
}

/// The engine delivers the outbox's changes: a favorite change answers nothing, a sighting
/// answers the sighting as the server stored it.
extension CatsSyncEngine: OutboxDelivery {
    func send(_ change: OutboxEntry) async -> OutboxAnswer<Sighting?> {
        let epoch = await outbox.epoch
        let result: Result<Sighting?, Failure>
        switch change.change {
        case .sighting(let breedID, let report):
            result = await call(.reportSighting(report, of: breedID), for: change.userID, epoch: epoch).map { Optional($0) }
        case .favorite, .order:
            guard let endpoint = change.change.endpoint else { return .delivered(nil) }
            result = await call(endpoint, for: change.userID, epoch: epoch).map { _ -> Sighting? in nil }
        }
        switch result {
        case .success(let stored): return .delivered(stored)
        case .failure(.refused(let reason)): return .refused(reason)
        case .failure(let failure): return failure.answer()
        }
    }

    /// Settles an answered change in the ledger; a refused one goes back (unless a newer
    /// change to the same breed waits; a favorite put back goes at the end), and the user
    /// is told.
    func settle(_ change: OutboxEntry, as settlement: OutboxSettlement<Sighting?>) async -> [Int64] {
        var removed: [Int64] = []
        switch (change.change, settlement) {
        case (.sighting, .delivered(let stored)):
            if case .success = await ledger.settleSighting(change, stored: stored) { removed = [change.id] }
        case (.sighting(let breedID, let report), .refused(let reason)):
            _ = await ledger.settleSighting(change, stored: nil)
            refusals.send(SyncRefusal(.sightingRefused(breedID: breedID, place: report.place), reason: reason))
        case (_, .delivered):
            removed = (try? await ledger.settle(change).get()) ?? []
        case (.favorite(let breedID, let isFavorite), .refused(let reason)):
            _ = await ledger.settle(change, undo: FavoritesEdit.set(breedID, !isFavorite, at: nil))
            refusals.send(SyncRefusal(.favoriteRefused(breedID: breedID, isFavorite: isFavorite), reason: reason))
        case (.order, .refused(let reason)):
            _ = await ledger.settle(change)
            refusals.send(SyncRefusal(.orderRefused, reason: reason))
        }
        return removed
    }
}
