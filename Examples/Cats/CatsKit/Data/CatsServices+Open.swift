import CatsAPI
import Foundation
import TrellisData

extension CatsServices {
    /// Opens the Cats data: the SQLite store (created, migrated and, when empty, seeded with
    /// the catalog and generated sightings in one batch, signed in as the local user `me`),
    /// the networker when a server is configured, and the retry loop. A database file is
    /// locked for this copy of the app until ``close()`` (``DatabaseLock``).
    ///
    /// ```swift
    /// let services = try await CatsServices.open(.init(database: .file(path: path), server: "http://127.0.0.1:8080"))
    /// defer { Task { await services.close() } }
    /// ```
    ///
    /// - Throws: ``CatsDataError`` naming what was wrong: the server URL, the database file
    ///   (corrupt, from a newer version, unwritable, locked by another connection for longer
    ///   than the busy timeout, or open in another copy of Cats), or the catalog to seed from.
    public static func open(_ configuration: CatsDataConfiguration) async throws(CatsDataError) -> CatsServices {
        var server: APIServer?
        if let url = configuration.server { server = try validatedServer(url) }
        var lock: DatabaseLock?
        if case .file(let path) = configuration.database { lock = try await DatabaseLock.acquire(databasePath: path) }
        let store: EntityStore
        do { store = try EntityStore(location: configuration.database, schema: CatsStore.schema) } catch { throw .store(error) }
        let account: SavedAccount?
        let breedIDs: [Int64]
        do {
            var breeds = try await store.all(Breed.self)
            if breeds.isEmpty {
                breeds = try seedBreeds(configuration.catalogPath)
                let seeded = breeds
                try await store.write { batch in
                    batch.upsert(seeded)
                    batch.upsert(SightingGenerator().sightings(for: seeded))
                    batch.upsert([SavedAccount(CatsUser(id: "me", name: "Me"))])
                }
            }
            breedIDs = breeds.map(\.id)
            account = try await store.entity(SavedAccount.self, id: SavedAccount.current)?.value
        } catch let error as CatsDataError {
            throw error
        } catch {
            throw .store(error as? StoreError ?? .sqlite(code: -1, message: "\(error)", sql: nil))
        }
        let user = account?.user
        var ids: [Int64] = []
        if let user {
            do { ids = try await store.collection(CatsStore.favorites(of: user.id), of: Breed.self).map(\.id) } catch {
                throw .store(error)
            }
        }
        let session = CatsSessionState(user: user, ids: ids, knownBreeds: Set(breedIDs))
        let pending: [PendingFavoriteChange]
        do { pending = try await store.all(PendingFavoriteChange.self) } catch { throw .store(error) }
        let ledger = FavoritesLedger(store: store, nextID: (pending.map(\.id).max() ?? 0) + 1)

        var networker: Networker?
        var engine: CatsSyncEngine?
        if let server {
            let signer = RequestSigner(secret: configuration.secret, appVersion: CatsAPI.appVersion)
            let made = Networker(
                transport: configuration.transport ?? AsyncHTTPClientTransport(), server: server, signer: signer,
                configuration: Networker.Configuration(timeout: configuration.requestTimeout, retry: configuration.retry))
            networker = made
            engine = CatsSyncEngine(
                networker: made, store: store, ledger: ledger, session: session, clock: configuration.clock,
                pending: PendingFavoriteChange.coalesced(pending.filter { $0.userID == user?.id }).count, serverURL: server.baseURL)
        }
        let sync = SyncedSync(
            engine: engine, databaseDescription: configuration.database.description, serverURL: server?.baseURL, lock: lock)
        if let interval = configuration.retryInterval { sync.startRetrying(every: interval) }
        return CatsServices(
            catalog: SyncedCatalog(store: store, networker: networker, engine: engine, session: session, ledger: ledger),
            favorites: SyncedFavorites(session: session, ledger: ledger, engine: engine),
            account: SyncedAccount(session: session, ledger: ledger, engine: engine),
            sync: sync)
    }

    /// Stops the retry loop, cancels every request and releases the database's lock, so the
    /// app can exit. The HTTP client
    /// is async-http-client's shared one, which needs no shutdown. Services not opened by
    /// ``open(_:)`` (test fakes) have nothing to close.
    public func close() async {
        await (sync as? SyncedSync)?.close()
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
