import CatsAPI
import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// What one service made at start, for the services that depend on it (filled once its
/// `start()` returns, which is before any dependent starts).
final class Made<Value: Sendable>: Sendable {
    private let box = NIOLockedValueBox<Value?>(nil)

    /// The value, once made.
    var current: Value? { box.withLockedValue { $0 } }

    /// The value, read by a dependent: the runner starts it only after this was made.
    var value: Value {
        guard let value = current else { preconditionFailure("\(Value.self) is read before the service making it has started") }
        return value
    }

    func fill(_ value: Value) { box.withLockedValue { $0 = value } }
}

/// The opened database: the store, this copy's lock on its file, the signed-in user, and
/// the ledger that writes their favorites with the outbox of changes to send.
struct OpenedDatabase: Sendable {
    let store: EntityStore
    let lock: StoreFileLock?
    let session: CurrentAccount
    let ledger: FavoritesLedger
}

/// The `database` service: one copy of Cats per file (TrellisData's `StoreFileLock`), then the SQLite store
/// (created, migrated and, when empty, seeded with the catalog and generated sightings in
/// one batch, signed in as the local user `me`). Stopping releases the lock.
struct DatabaseService: Service {
    let configuration: CatsDataConfiguration
    let opened: Made<OpenedDatabase>

    func start() async throws { opened.fill(try await Self.open(configuration)) }

    func stop() async throws { opened.current?.lock?.release() }

    static func open(_ configuration: CatsDataConfiguration) async throws(CatsDataError) -> OpenedDatabase {
        var lock: StoreFileLock?
        if case .file(let path) = configuration.database {
            do { lock = try await StoreFileLock.acquire(databasePath: path) } catch { throw CatsDataError(error) }
        }
        let store: EntityStore
        do { store = try await EntityStore.open(location: configuration.database, schema: CatsStore.schema) } catch { throw .store(error) }
        let account: SavedAccount?
        let breedIDs: [Int64]
        do {
            var breeds = try await store.all(Breed.self)
            if breeds.isEmpty {
                breeds = try CatsServices.seedBreeds(configuration.catalogPath)
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
        let pending: [OutboxEntry]
        let lowestSighting: Int64
        do {
            pending = try await store.all(OutboxEntry.self)
            // The bounds alone: reading every sighting here made launch grow with them.
            lowestSighting = try await store.idBounds(of: Sighting.self)?.lowest ?? 0
        } catch {
            throw .store(error)
        }
        let session = CurrentAccount(user: user, knownBreeds: Set(breedIDs))
        let waiting = Outbox.coalesced(pending.filter { $0.userID == user?.id }).count
        let outbox = Outbox<OutboxEntry>(
            store: store, clock: configuration.clock,
            connectivity: .offline(reason: "connecting to \(configuration.server ?? "")", pending: waiting),
            signedIn: { [session] in session.user?.id })
        return OpenedDatabase(
            store: store, lock: lock, session: session,
            // Past every queue id, and every local sighting id (minus a queue id, kept without a server).
            ledger: FavoritesLedger(store: store, nextID: max(pending.map(\.id).max() ?? 0, -lowestSighting) + 1, outbox: outbox))
    }
}
