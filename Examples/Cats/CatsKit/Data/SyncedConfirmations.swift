import CatsAPI
import TrellisData

/// ``CatsConfirmations`` through the sync engine: sent now with the signed-in user's token
/// (a 401 signs in again once, as every request does), tagged with the session's request
/// group, so a log out cancels one in flight.
struct SyncedConfirmations: CatsConfirmations {
    let engine: CatsSyncEngine

    func confirmations(of breedID: Int64) async throws(ConfirmationError) -> [SightingConfirmation] {
        try await engine.userCall(.confirmations(of: breedID)).confirmations
    }

    func setConfirmed(_ sightingID: Int64, _ confirmed: Bool) async throws(ConfirmationError) -> SightingConfirmation {
        guard sightingID > 0 else { throw .notSent }
        return try await engine.userCall(.confirm(sightingID, confirmed))
    }
}

extension CatsSyncEngine {
    /// Sends `endpoint` now for the signed-in user, outside the queue.
    func userCall<Response>(_ endpoint: Endpoint<Response>) async throws(ConfirmationError) -> Response {
        guard let user = await sessionUser else { throw .signedOut }
        switch await call(endpoint, for: user, epoch: await outbox.epoch) {
        case .success(let answer): return answer
        case .failure(.refused(let reason)): throw .refused(reason)
        case .failure(.cancelled): throw .unreachable("signed out before the server answered")
        case .failure(let failure): throw .unreachable(failure.reason)
        }
    }
}
