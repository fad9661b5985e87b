import CatsAPI
import TrellisData

/// ``CatsSightings`` on SQLite and the server: a report is saved with its queue row in one
/// transaction (``FavoritesLedger/recordSighting(_:of:for:queued:)``), which every screen
/// following the store's sighting changes shows at once, then handed to the sync engine,
/// which sends it (now when online, else when the server is back) and settles it.
final class SyncedSightings: CatsSightings {
    let session: CurrentAccount
    let ledger: FavoritesLedger
    let engine: CatsSyncEngine?

    init(session: CurrentAccount, ledger: FavoritesLedger, engine: CatsSyncEngine?) {
        self.session = session
        self.ledger = ledger
        self.engine = engine
    }

    func report(_ report: SightingReport, of breedID: Int64) async throws(SightingError) -> Sighting {
        guard let user = session.user else { throw .signedOut }
        guard session.isKnown(breedID) else { throw .unknownBreed(breedID) }
        switch await ledger.recordSighting(report, of: breedID, for: user.id, queued: engine != nil) {
        case .failure(let error): throw .storage(error.description)
        case .success(let saved):
            if let engine, let change = saved.change {
                // The form closes once the sighting is saved; the engine owns the send (and
                // tells the user of a refusal through its refusals).
                Task { _ = await engine.submit(change) }
            }
            return saved.sighting
        }
    }
}
