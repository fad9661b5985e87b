import CatsAPI
import Foundation
import Trellis
import TrellisData
import TrellisShell

extension CatsServices {
    /// Starts the Cats services through a ``TrellisShell/ServiceRunner``, each once what
    /// it depends on is ready (``CatsServiceLifecycle``, TrellisShell's `ServiceLifecycle`): the `database` (its lock, then the
    /// SQLite store, seeded when new: ``DatabaseService``), with a server the `networker`
    /// and the `sync engine`, then the `catalog` refresher; then the saved user's session
    /// (`session` and its `sync loop`). A database file is locked for this copy of the app
    /// until ``close()`` (TrellisData's `StoreFileLock`).
    ///
    /// ```swift
    /// let services = try await CatsServices.start(.init(database: .file(path: path), server: "http://127.0.0.1:8080"))
    /// defer { Task { await services.close() } }
    /// ```
    ///
    /// - Throws: ``CatsStartError`` naming the service that failed and why (a
    ///   ``CatsDataError``): the server URL, the database file (corrupt, from a newer
    ///   version, unwritable, locked by another connection for longer than the busy timeout,
    ///   or open in another copy of Cats), or the catalog to seed from. The services already
    ///   started were stopped in reverse.
    public static func start(_ configuration: CatsDataConfiguration) async throws(CatsStartError) -> CatsServices {
        let database = Made<OpenedDatabase>()
        let networker = Made<Networker>()
        let engine = Made<CatsSyncEngine>()
        let catalog = Made<SyncedCatalog>()
        var app = [ServiceDeclaration("database", DatabaseService(configuration: configuration, opened: database))]
        if let url = configuration.server {
            let server: APIServer
            do { server = try validatedServer(url) } catch { throw CatsStartError(service: "networker", reason: error, rolledBack: []) }
            app.append(ServiceDeclaration("networker", NetworkerService(configuration: configuration, server: server, made: networker)))
            app.append(
                ServiceDeclaration(
                    "sync engine",
                    SyncEngineService(server: server, database: database, networker: networker, made: engine),
                    after: ["database", "networker"]))
        }
        let synced = configuration.server != nil
        app.append(
            ServiceDeclaration(
                "catalog",
                CatalogService(
                    database: database, networker: synced ? networker : nil, engine: synced ? engine : nil,
                    serverURL: configuration.server, now: configuration.staleness.now, made: catalog),
                after: synced ? ["database", "sync engine"] : ["database"]))
        let retryInterval = configuration.retryInterval
        let lifecycle = CatsServiceLifecycle { _ in
            guard let engine = engine.current else { return [] }
            var session = [ServiceDeclaration("session", ServerSessionService(engine: engine))]
            if let retryInterval {
                session.append(
                    ServiceDeclaration("sync loop", SyncLoopService(engine: engine, interval: retryInterval), after: ["session"]))
            }
            return session
        }
        do { try await lifecycle.startApp(app) } catch { throw CatsStartError(error) }
        let opened = database.value
        let services = CatsServices(
            catalog: catalog.value,
            favorites: SyncedFavorites(session: opened.session, ledger: opened.ledger, engine: engine.current),
            account: SyncedAccount(session: opened.session, ledger: opened.ledger, engine: engine.current, lifecycle: lifecycle),
            sync: SyncedConnection(
                engine: engine.current, databaseDescription: configuration.database.description, serverURL: configuration.server),
            sightings: SyncedSightings(session: opened.session, ledger: opened.ledger, engine: engine.current),
            confirmations: SightingConfirmations(
                api: engine.current.map { SyncedConfirmations(engine: $0) } ?? ServerlessConfirmations(),
                currentUser: { [session = opened.session] in session.user?.id }),
            lifecycle: lifecycle,
            sessions: CatsSessionRequests(currentID: { [session = opened.session] in session.sessionID }, canceller: networker.current),
            staleness: configuration.staleness)
        if let user = opened.session.user { await lifecycle.startSession(for: user) }
        return services
    }

    /// ``start(_:)``, throwing only why it failed.
    ///
    /// - Throws: the ``CatsStartError/reason`` of ``start(_:)``'s error.
    public static func open(_ configuration: CatsDataConfiguration) async throws(CatsDataError) -> CatsServices {
        do { return try await start(configuration) } catch { throw error.reason }
    }

    /// Quitting: stops the session's services, then the app's, each in reverse dependency
    /// order (the sync loop, the session; the catalog, the sync engine, the networker, the
    /// database and its lock), so the app can exit. The HTTP client is async-http-client's
    /// shared one, which needs no shutdown. Services not started by ``start(_:)`` (test
    /// fakes) have nothing to stop.
    public func close() async {
        await lifecycle.stop()
    }

    static func seedBreeds(_ path: String?) throws(CatsDataError) -> [Breed] {
        do { return try BreedCatalog.load(path: path) } catch { throw .catalog(error) }
    }

    /// The server at `url`, if it is an http(s) URL with a host.
    static func validatedServer(_ url: String) throws(CatsDataError) -> APIServer {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil
        else { throw .invalidServerURL(url) }
        return APIServer(baseURL: url)
    }
}
