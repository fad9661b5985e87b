import CatsAPI
import Foundation
import TrellisData

extension CatsSyncEngine {
    /// Sends `endpoint` and decodes its answer. A 401 is answered once each way: when the
    /// server's `Date` is more than a minute from ours, the request is signed again on the
    /// server's clock; otherwise (the token expired, or the server forgot it) `userID` signs
    /// in again. Then the request is sent again.
    func call<Response>(_ endpoint: Endpoint<Response>, for userID: String?, epoch: Int) async -> Result<Response, Failure> {
        var resigned = false
        var reauthenticated = false
        while !isClosed {
            let response: NetworkResponse
            let request = await networker.server.request(for: endpoint)
            do {
                response = try await networker.answer(request, group: requestGroup)
            } catch {
                _ = UserFacingError.report(error, server: serverURL, doing: "\(request.method) \(request.url)")
                return .failure(Failure(error, server: serverURL))
            }
            guard self.epoch == epoch else { return .failure(.cancelled) }
            guard let failure = Failure(response) else {
                do { return .success(try endpoint.decodeResponse(response.body)) } catch {
                    _ = UserFacingError.report(error, server: serverURL, doing: "\(request.method) \(request.url)")
                    return .failure(Failure(error, server: serverURL))
                }
            }
            let body = String(decoding: response.body.prefix(512), as: UTF8.self)
            UserFacingError.logger.warning("\(request.method) \(request.url) answered \(response.status): \(body)")
            guard case .unauthorized(_, let serverDate) = failure else { return .failure(failure) }
            if !resigned, let serverDate, await adoptClock(of: serverDate) {
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

    /// Signs with the server's clock when it is more than a minute from ours.
    ///
    /// - Returns: whether the offset changed (so a retry may succeed).
    func adoptClock(of serverDate: Date) async -> Bool {
        let offset = serverDate.timeIntervalSinceNow
        let current = await networker.clockOffset
        let known = Double(current.components.seconds)
        guard abs(offset - known) > 60 else { return false }
        await networker.setClockOffset(.seconds(offset.rounded()))
        return true
    }

    /// Signs `userID` in: a new token for the networker.
    func openSession(_ userID: String, epoch: Int) async -> Result<SignInResponse, Failure> {
        let response: SignInResponse
        switch await call(.signIn(userID), for: nil, epoch: epoch) {
        case .success(let answer): response = answer
        case .failure(let failure): return .failure(failure)
        }
        await afterSignInAnswer?()
        // A sign-out while the answer was on its way wins: the token is not taken.
        guard self.epoch == epoch else { return .failure(.cancelled) }
        await networker.setAccessToken(AccessToken(response.token))
        sessionUser = userID
        // A server that just created the account holds nothing for it: what this device
        // stored (the server confirmed it once, or it waits in the queue) goes up again
        // instead of the empty list coming down.
        if response.created, case .failure(let error) = await ledger.requeueStored(for: userID) {
            await markOffline(error.description)
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

    /// Queues nothing (the ledger did, with the change) and, online, sends `userID`'s queue.
    ///
    /// - Returns: how `change` ended.
    func submit(_ change: OutboxEntry, for userID: String) async -> Outcome {
        await queue.run { await self.submitNow(change, for: userID) }
    }

    private func submitNow(_ change: OutboxEntry, for userID: String) async -> Outcome {
        guard isOnline, sessionUser == userID else {
            if case .offline(let reason, _) = connectivity.current { await markOffline(reason) }
            return .queued
        }
        let report = await flush(userID, epoch: epoch)
        if let reason = report.refused[change.id] { return .refused(reason) }
        return report.settled.contains(change.id) ? .sent : .queued
    }

    /// Sends the queue of `userID`, oldest first, until it is empty or a transient failure
    /// stops it; a definitive refusal drops that change, rolls it back and tells the user.
    func flush(_ userID: String, epoch: Int) async -> Report {
        var report = Report()
        let queue: [OutboxEntry]
        do { queue = OutboxEntry.coalesced(try await ledger.pending(of: userID)) } catch {
            report.stopped = error.description
            return report
        }
        for change in queue {
            guard self.epoch == epoch, sessionUser == userID else {
                report.stopped = "signed out"
                return report
            }
            // The counts: a catalog fetched while this is in flight cannot know whether the
            // server counted it (FavoritesLedger+Counts).
            let counted = change.change.countedBreed
            if let counted { await ledger.beginSending(counted) }
            switch await send(change.change, for: userID, epoch: epoch) {
            case .success(let stored?):
                report.sent.append(change.id)
                if case .success = await ledger.settleSighting(change, stored: stored) { report.settled.insert(change.id) }
            case .success(nil):
                report.sent.append(change.id)
                if case .success(let settled) = await ledger.settle(change) { report.settled.formUnion(settled.removed) }
            case .failure(.refused(let reason)):
                report.refused[change.id] = reason
                await drop(change, reason: reason)
            case .failure(.cancelled):
                report.stopped = "cancelled"
            case .failure(let failure):
                report.stopped = failure.reason
                await noteTransient(failure)
            }
            if let counted { await ledger.endSending(counted, answered: report.stopped == nil) }
            if report.stopped != nil { return report }
        }
        return report
    }

    /// Sends one queued change: a favorite change answers nothing, a sighting answers the
    /// sighting as the server stored it.
    func send(_ change: OutboxEntry.Change, for userID: String, epoch: Int) async -> Result<Sighting?, Failure> {
        switch change {
        case .sighting(let breedID, let report):
            return await call(.reportSighting(report, of: breedID), for: userID, epoch: epoch).map { Optional($0) }
        case .favorite, .order:
            guard let endpoint = change.endpoint else { return .success(nil) }
            return await call(endpoint, for: userID, epoch: epoch).map { _ -> Sighting? in nil }
        }
    }

    /// Drops a change the server refused for good: the stored list goes back (unless a
    /// newer change to the same breed waits; a favorite put back goes at the end), and the
    /// user is told.
    func drop(_ change: OutboxEntry, reason: String) async {
        switch change.change {
        case .favorite(let breedID, let isFavorite):
            _ = await ledger.settle(change, undo: FavoritesEdit.set(breedID, !isFavorite, at: nil))
            refusals.send(SyncRefusal(.favoriteRefused(breedID: breedID, isFavorite: isFavorite), reason: reason))
        case .order:
            _ = await ledger.settle(change)
            refusals.send(SyncRefusal(.orderRefused, reason: reason))
        case .sighting(let breedID, let report):
            _ = await ledger.settleSighting(change, stored: nil)
            refusals.send(SyncRefusal(.sightingRefused(breedID: breedID, place: report.place), reason: reason))
        }
    }
}
