import Foundation
import GRDB
import Logging

/// The app's entities on SQLite: an identity map in front of a GRDB database, which
/// publishes every change on the entity's ``ModelEvents``.
///
/// - One value per id: once an entity was read, reads are answered from the identity map
///   (a dictionary lookup) and writes replace the value it holds; entities written but never
///   read stay on disk only, so a large sync does not fill memory.
/// - One transaction per ``WriteBatch``: a batch lands whole or not at all, and only after it
///   committed does the map change and ``EntityChange`` events go out (with the changed
///   field names), so every screen that shows an entity hears about it, whoever wrote it.
/// - Files are opened in WAL mode, migrated by the ``StoreSchema``; a corrupt file, a file
///   from a newer schema, a read-only or full disk are ``StoreError``s. Another connection's
///   lock is waited for up to ``busyTimeout`` (GRDB's `busyMode`), then is
///   ``StoreError/locked(path:waited:)`` naming the file.
/// - A damaged row (a blob or a NULL where text belongs, a dropped column) never traps:
///   entities read themselves with GRDB's throwing `row.decode`; every read (a list, an
///   observation, one entity, which then reads as absent) logs a
///   ``StoreError/unreadableRow(entity:id:message:)`` and skips the row.
/// - Queries can be observed (``observe(_:)``): a list follows the database.
///
/// The database is reached through GRDB's async access, so the actor never blocks a thread
/// of the cooperative pool: a file is a `DatabasePool`, whose readers run side by side (and
/// beside the writer, WAL) while the actor serves other calls. Writes take turns (a batch is
/// prepared from the identity map only after the previous batch's changes reached it, and
/// its changes are applied before the next begins), so the map never sees half of a batch or
/// two batches out of order; a read that was in flight while a write committed returns what
/// it read but does not put it in the map (the map only ever holds what is on disk now).
///
/// ```swift
/// let store = try EntityStore(location: .file(path: path), schema: StoreSchema(Breed.self), events: center)
/// try await store.upsert(breeds, syncedAt: Date())
/// let breed = try await store.entity(Breed.self, id: 12)?.value
/// ```
public actor EntityStore {
    let database: any DatabaseWriter
    let location: StoreLocation
    /// The event streams changes are published on.
    public nonisolated let events: ModelEventCenter
    /// Where damaged rows are reported (each one skipped by a list read).
    @usableFromInline nonisolated let logger: Logger
    var caches: [ObjectIdentifier: AnyObject] = [:]
    /// How many batches changed the identity map: a read that began before a change does not
    /// fill the map with what it read.
    @usableFromInline var writeGeneration: UInt64 = 0
    /// Whether a batch is being written; the batches waiting for their turn, in order.
    var writing = false
    var waitingWriters: [CheckedContinuation<Void, Never>] = []
    /// How long a statement waits for another connection's lock (another process, a
    /// `sqlite3` shell, a backup) before it fails with ``StoreError/locked(path:waited:)``:
    /// GRDB's `Configuration.busyMode = .timeout`.
    public let busyTimeout: Duration

    /// Opens (creating and migrating when needed) the store at `location`.
    ///
    /// - Parameters:
    ///   - location: a file (WAL), a read-only file, or memory.
    ///   - schema: the entity tables and migrations.
    ///   - events: where changes are published; the session's center.
    ///   - maximumPageCount: a size limit in pages (4 KiB each) past which writes fail with
    ///     ``StoreError/diskFull(path:)``; `nil` for none.
    ///   - logger: where a row that cannot be read is reported (with its table, id and
    ///     column) when a list read skips it.
    ///   - busyTimeout: how long to wait for another connection's lock (5 s by default).
    /// - Throws: ``StoreError`` naming the file and the problem.
    public init(
        location: StoreLocation, schema: StoreSchema, events: ModelEventCenter = ModelEventCenter(),
        maximumPageCount: Int? = nil, logger: Logger = Logger(label: "TrellisData.EntityStore"), busyTimeout: Duration = .seconds(5)
    ) throws(StoreError) {
        self.location = location
        self.busyTimeout = busyTimeout
        self.events = events
        self.logger = logger
        let path = location.description
        var configuration = Configuration()
        configuration.label = "TrellisData.EntityStore"
        configuration.busyMode = .timeout(
            Double(busyTimeout.components.seconds) + Double(busyTimeout.components.attoseconds) / 1e18)
        if let maximumPageCount {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)") }
        }
        do {
            switch location {
            case .inMemory:
                database = try DatabaseQueue(configuration: configuration)
            case .file(let path):
                database = try DatabasePool(path: path, configuration: configuration)
            case .readOnlyFile(let path):
                configuration.readonly = true
                database = try DatabaseQueue(path: path, configuration: configuration)
            }
            try Self.migrate(database, schema: schema, path: path, readOnly: configuration.readonly)
        } catch {
            throw StoreError.from(error, path: path, waited: busyTimeout)
        }
    }

    static func migrate(_ database: any DatabaseWriter, schema: StoreSchema, path: String, readOnly: Bool) throws {
        let migrator = schema.migrator
        let applied = try database.read { db in try migrator.appliedIdentifiers(db) }
        let unknown = applied.subtracting(schema.migrationIdentifiers)
        guard unknown.isEmpty else { throw StoreError.newerSchema(path: path, unknownMigrations: unknown.sorted()) }
        if readOnly {
            // A read-only file cannot be migrated: it must already be current.
            guard applied.count == schema.migrationIdentifiers.count else { throw StoreError.readOnly(path: path) }
            return
        }
        try migrator.migrate(database)
    }

    func cache<E: Entity>(_ type: E.Type) -> EntityCache<E> {
        let key = ObjectIdentifier(type)
        if let cache = caches[key] as? EntityCache<E> { return cache }
        let cache = EntityCache<E>()
        caches[key] = cache
        return cache
    }

    /// Runs `batch` as one transaction, then updates the identity map and publishes changes.
    ///
    /// Batches take turns: one begins after the previous one's changes are in the identity map
    /// and out as events, in the order they were called.
    ///
    /// - Throws: ``StoreError``; on error nothing of the batch was written, the identity map
    ///   is unchanged and no event went out.
    public func write(_ batch: WriteBatch) async throws(StoreError) {
        guard !batch.isEmpty else { return }
        await takeWriteTurn()
        defer { passWriteTurn() }
        let prepared = batch.operations.map { $0.prepare(store: self) }
        let effects: [any CommittedEffect]
        do {
            effects = try await database.write { @Sendable db in
                try prepared.map { operation in try operation.execute(in: db) }
            }
        } catch {
            throw StoreError.from(error, path: location.description, waited: busyTimeout)
        }
        writeGeneration &+= 1
        for effect in effects { effect.apply(to: self) }
    }

    /// Waits until no other batch is being written (first come, first served).
    func takeWriteTurn() async {
        guard writing else {
            writing = true
            return
        }
        await withCheckedContinuation { waitingWriters.append($0) }
    }

    /// Hands the turn to the next waiting batch, or frees it.
    func passWriteTurn() {
        if waitingWriters.isEmpty {
            writing = false
        } else {
            waitingWriters.removeFirst().resume()
        }
    }

    /// Builds a batch with `body` and writes it as one transaction.
    public func write(_ body: (inout WriteBatch) -> Void) async throws(StoreError) {
        var batch = WriteBatch()
        body(&batch)
        try await write(batch)
    }

    /// Upserts `entities` in one transaction (see ``WriteBatch/upsert(_:syncedAt:)``).
    public func upsert<E: Entity>(_ entities: [E], syncedAt: Date? = nil) async throws(StoreError) {
        var batch = WriteBatch()
        batch.upsert(entities, syncedAt: syncedAt)
        try await write(batch)
    }

    /// Deletes the entities with these ids in one transaction.
    public func delete<E: Entity>(_ type: E.Type, ids: [E.ID]) async throws(StoreError) {
        var batch = WriteBatch()
        batch.delete(type, ids: ids)
        try await write(batch)
    }
}
