import CatsAPI
import NIOConcurrencyHelpers
import TrellisData

/// ``CatsSync``: connectivity and the offline queue, and the background loop that retries
/// the queue every few seconds while the server is away.
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

    init(engine: CatsSyncEngine?, databaseDescription: String, serverURL: String?) {
        self.engine = engine
        self.databaseDescription = databaseDescription
        self.serverURL = serverURL
        (local, localWriter) = ReplayedValue.make(.local)
    }

    var connectivity: ReplayedValue<Connectivity> { engine?.connectivity ?? local }

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

    /// Stops the loop and cancels every request; waits for the loop to end.
    func close() async {
        let task = loop.withLockedValue { task in
            defer { task = nil }
            return task
        }
        task?.cancel()
        await engine?.signOutNetwork()
        await task?.value
    }
}
