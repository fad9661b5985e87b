import CatsAPI
import NIOConcurrencyHelpers
import TrellisData

/// ``CatsSync``: connectivity and the offline queue, and the background loop that retries
/// the queue while the server is away: it looks every `interval`, and tries when the
/// engine's backoff (``SyncBackoff``, the server's `Retry-After`) allows.
///
/// Without a server, connectivity is ``Connectivity/local`` and there is nothing to send.
final class SyncedSync: CatsSync {
    let engine: CatsSyncEngine?
    let databaseDescription: String
    let serverURL: String?
    let local: ReplayedValue<Connectivity>
    let localWriter: ReplayedValue<Connectivity>.Writer
    /// The retry loop, until ``close()``.
    let loop = NIOLockedValueBox<Task<Void, Never>?>(nil)
    /// This copy's hold on the database file, released by ``close()``.
    let lock: DatabaseLock?
    /// Without a server nothing is ever refused.
    let localNotices = ModelEvents<SyncNotice>()

    init(engine: CatsSyncEngine?, databaseDescription: String, serverURL: String?, lock: DatabaseLock? = nil) {
        self.engine = engine
        self.lock = lock
        self.databaseDescription = databaseDescription
        self.serverURL = serverURL
        (local, localWriter) = ReplayedValue.make(.local)
    }

    var connectivity: ReplayedValue<Connectivity> { engine?.connectivity ?? local }
    var notices: ModelEvents<SyncNotice> { engine?.notices ?? localNotices }

    func serverVersion() async -> ServerVersion? { await engine?.serverVersion() }

    func sendPending() async -> Int { await engine?.connect() ?? 0 }

    /// Starts the loop: connect now, then every `interval` while offline, without a session,
    /// or with changes waiting.
    func startRetrying(every interval: Duration) {
        guard let engine else { return }
        let task = Task {
            while !Task.isCancelled {
                if await engine.needsConnect() { _ = await engine.connect() }
                try? await Task.sleep(for: interval)
            }
        }
        loop.withLockedValue { $0 = task }
    }

    /// Stops the loop and cancels every request; waits for the loop to end, then releases
    /// the database's lock.
    func close() async {
        let task = loop.withLockedValue { task in
            defer { task = nil }
            return task
        }
        task?.cancel()
        await engine?.signOutNetwork()
        await task?.value
        lock?.release()
    }
}
