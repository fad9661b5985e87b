import CatsAPI
import Foundation
import TrellisData

extension CatsSyncEngine {
    /// Opens a session for the signed-in user if needed, sends the queue, then takes the
    /// server's favorites with the queue applied on top; with nobody signed in, asks the
    /// server's version.
    ///
    /// - Returns: how many queued changes were sent.
    func connect() async -> Int {
        await queue.run { await self.connectNow() }
    }

    func connectNow() async -> Int {
        let epoch = epoch
        guard let userID = session.user?.id else {
            if await serverVersion() != nil { markOnline() }
            return 0
        }
        if sessionUser != userID, case .failure(let failure) = await openSession(userID, epoch: epoch) {
            await noteSignInFailure(failure, for: userID)
            return 0
        }
        let report = await flush(userID, epoch: epoch)
        guard report.stopped == nil else { return report.sent.count }
        if await pull(userID, epoch: epoch) != nil { markOnline() }
        return report.sent.count
    }

    /// Signs in with the server: a session, the user's queued changes sent, then the user's
    /// favorites from the server with whatever still waits applied on top.
    ///
    /// - Returns: the user.
    func signIn(_ userID: String) async -> Result<CatsUser, AccountError> {
        await queue.run { await self.signInNow(userID) }
    }

    func signInNow(_ userID: String) async -> Result<CatsUser, AccountError> {
        let epoch = epoch
        let response: SignInResponse
        switch await openSession(userID, epoch: epoch) {
        case .success(let answer): response = answer
        case .failure(let failure):
            if case .transient = failure { await noteTransient(failure) }
            return .failure(.server(failure.reason))
        }
        let report = await flush(userID, epoch: epoch)
        if report.stopped == nil, await pull(userID, epoch: epoch) != nil { markOnline() }
        return .success(response.user)
    }

    /// Takes the server's favorites of `userID` into the ledger (the queue applied on top);
    /// every screen follows the stored list.
    /// A list that repeats an id is refused, and the local list kept.
    ///
    /// - Returns: the favorites now stored, or nil when the pull failed (offline, refused).
    func pull(_ userID: String, epoch: Int) async -> [Int64]? {
        switch await call(.favorites(), for: userID, epoch: epoch) {
        case .success(let list):
            guard self.epoch == epoch, sessionUser == userID else { return nil }
            switch await ledger.takeServerList(list.breedIDs.filter(session.isKnown), for: userID) {
            case .success(let ids): return ids
            case .failure(let error):
                await markOffline(error.description)
                return nil
            }
        case .failure(.cancelled):
            return nil
        case .failure(.refused(let reason)):
            // A list that does not decode (a breed named twice is refused by `FavoriteList`'s
            // decoding) or a definitive refusal: the local list is kept, and the user told.
            refusals.send(SyncRefusal(.badFavoritesList, reason: reason))
            await markOffline(reason)
            return nil
        case .failure(let failure):
            await noteTransient(failure)
            return nil
        }
    }

    /// Tells the user when the server refused the sign-in for good; backs off otherwise.
    func noteSignInFailure(_ failure: Failure, for userID: String) async {
        switch failure {
        case .cancelled: return
        case .refused, .transient, .unauthorized:
            await noteTransient(signInFailed(failure, for: userID))
        }
    }

    /// Ends the session: whatever is in flight stops at its next step (``epoch``), every
    /// request is cancelled now, and the token is dropped once the operation under way has
    /// stopped, so it cannot put the token back or send the queue.
    func signOut() async {
        epoch += 1
        sessionUser = nil
        await networker.cancelAll()
        await queue.run { await self.dropToken() }
    }

    private func dropToken() async {
        sessionUser = nil
        await networker.setAccessToken(nil)
    }

    /// Shutdown: the loop is gone; cancel whatever is in flight.
    func signOutNetwork() async {
        isClosed = true
        epoch += 1
        await networker.cancelAll()
    }
}
