import CatsAPI
import TrellisData

/// The sightings the user reports go through the same queue as favorites
/// (``OutboxEntry/Change/sighting(breedID:report:)``), with the same promise: the
/// sighting and its queue row land in one transaction, so when the form hears "saved" both
/// are on disk, and a `kill -9` leaves both or neither.
///
/// Until the server answers, the sighting is stored under a negative id, minus its queue
/// row's id (the server's ids are positive), so every screen that follows the store's
/// sighting changes shows it at once. The server's answer replaces it with the stored
/// sighting; a refusal deletes it; both delete the queue row in the same transaction.
extension FavoritesLedger {
    /// The id a reported sighting has until the server gives it one.
    static func localID(of change: OutboxEntry) -> Int64 { -change.id }

    /// Stores `report` as a sighting of `breedID` under a local id and, when `queued`, its
    /// queue row, in one transaction.
    ///
    /// - Returns: the queued change (nil when not queued) and the sighting as stored.
    func recordSighting(_ report: SightingReport, of breedID: Int64, for userID: String, queued: Bool) async -> Result<
        (change: OutboxEntry?, sighting: Sighting), StoreError
    > {
        await queue.run(on: self) { ledger throws(StoreError) in
            let change = OutboxEntry(id: ledger.nextID, userID: userID, change: .sighting(breedID: breedID, report: report))
            let sighting = report.sighting(id: Self.localID(of: change), breedID: breedID)
            try await ledger.store.write { batch in
                batch.upsert([sighting])
                if queued { batch.upsert([change]) }
            }
            ledger.nextID += 1
            return (queued ? change : nil, sighting)
        }
    }

    /// Removes a sent or refused sighting from the queue with its local row; `stored`, the
    /// server's answer, takes its place in the same transaction.
    func settleSighting(_ change: OutboxEntry, stored: Sighting?) async -> Result<Void, StoreError> {
        await queue.run(on: self) { ledger throws(StoreError) in
            try await ledger.store.write { batch in
                batch.delete(OutboxEntry.self, ids: [change.id])
                batch.delete(Sighting.self, ids: [Self.localID(of: change)])
                if let stored { batch.upsert([stored]) }
            }
        }
    }
}
