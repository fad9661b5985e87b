import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// The `networker` service (with `--server` only): the ``TrellisData/Networker`` to the
/// server, signing every request. Stopping cancels whatever is still in flight.
struct NetworkerService: Service {
    let configuration: CatsDataConfiguration
    let server: APIServer
    let made: Made<Networker>

    func start() async throws {
        let signer = RequestSigner(secret: configuration.secret, appVersion: CatsAPI.appVersion)
        made.fill(
            Networker(
                transport: configuration.transport ?? AsyncHTTPClientTransport(), server: server, signer: signer,
                configuration: Networker.Configuration(timeout: configuration.requestTimeout, retry: configuration.retry)))
    }

    func stop() async throws { await made.current?.cancelAll() }
}

/// The `sync engine` service (with `--server` only, after the database and the
/// networker): the ``CatsSyncEngine`` that sends the offline queue. Stopping closes it:
/// nothing is sent any more, and what is in flight is cancelled.
struct SyncEngineService: Service {
    let server: APIServer
    let database: Made<OpenedDatabase>
    let networker: Made<Networker>
    let made: Made<CatsSyncEngine>

    func start() async throws {
        let opened = database.value
        made.fill(CatsSyncEngine(networker: networker.value, ledger: opened.ledger, session: opened.session, serverURL: server.baseURL))
    }

    func stop() async throws { await made.current?.signOutNetwork() }
}

/// The `catalog` service, the catalog refresher (after the database, and the sync engine
/// with a server): ``SyncedCatalog`` reads the breeds and sightings from SQLite and
/// refreshes them from the server. Stopping cancels its requests; reads after it answer
/// from SQLite only.
struct CatalogService: Service {
    let database: Made<OpenedDatabase>
    let networker: Made<Networker>?
    let engine: Made<CatsSyncEngine>?
    let serverURL: String?
    /// The app's clock, which stamps what the server sends.
    let now: @Sendable () -> Date
    let made: Made<SyncedCatalog>

    func start() async throws {
        let opened = database.value
        made.fill(
            SyncedCatalog(
                store: opened.store, networker: networker?.value, engine: engine?.value, session: opened.session,
                ledger: opened.ledger, serverURL: serverURL, now: now))
    }

    func stop() async throws { await made.current?.close() }
}

/// The session's `session` service (with `--server` only): the signed-in user's session
/// with the server. The token comes with the sign-in, or with the first request that needs
/// it; stopping (signing out, quitting) cancels the session's requests and drops the token.
struct ServerSessionService: Service {
    let engine: CatsSyncEngine

    func start() async throws {}

    func stop() async throws { await engine.signOut() }
}

/// The session's `sync loop` service (after `session`): connects now, then looks every
/// `interval` and, while offline, without a session or with changes waiting, tries again
/// when the outbox's backoff (TrellisData's `RetryPolicy`, the server's `Retry-After`) allows.
/// Stopping ends the loop, cancels the engine's requests (so a connect under way ends at its
/// next step) and waits for it.
struct SyncLoopService: Service {
    let engine: CatsSyncEngine
    let interval: Duration
    let loop = NIOLockedValueBox<Task<Void, Never>?>(nil)

    func start() async throws {
        let task = engine.outbox.retrying(every: interval) { [engine] in _ = await engine.connect() }
        loop.withLockedValue { $0 = task }
    }

    func stop() async throws {
        let task = loop.withLockedValue { task in
            defer { task = nil }
            return task
        }
        task?.cancel()
        await engine.networker.cancel(group: engine.requestGroup)
        await task?.value
    }
}
