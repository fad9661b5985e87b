import CatsAPI
import TrellisData

/// ``CatsSync``: connectivity and the offline queue. The background loop that retries the
/// queue while the server is away is the session's `sync loop` service (``SyncLoopService``).
///
/// Without a server, connectivity is ``Connectivity/local`` and there is nothing to send.
final class SyncedConnection: CatsSync {
    let engine: CatsSyncEngine?
    let databaseDescription: String
    let serverURL: String?
    let local = ReplayedValue<Connectivity>.make(.local).0
    /// Without a server nothing is ever refused.
    let localRefusals = ModelEvents<SyncRefusal>()

    init(engine: CatsSyncEngine?, databaseDescription: String, serverURL: String?) {
        self.engine = engine
        self.databaseDescription = databaseDescription
        self.serverURL = serverURL
    }

    var connectivity: ReplayedValue<Connectivity> { engine?.connectivity ?? local }
    var refusals: ModelEvents<SyncRefusal> { engine?.refusals ?? localRefusals }

    func serverVersion() async -> ServerVersion? { await engine?.serverVersion() }

    func sendPending() async -> Int { await engine?.connect() ?? 0 }
}
