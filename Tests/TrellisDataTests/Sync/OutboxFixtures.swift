import Foundation
import GRDB
import NIOConcurrencyHelpers
import TrellisData

/// A change waiting to be sent in the outbox tests: `value` for `key`, of `owner`.
struct Note: OutboxMessage, Equatable {
    static let entityName = "note_outbox"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("owner", .text, indexed: true), EntityColumn("key", .text),
        EntityColumn("value", .integer),
    ]

    let id: Int64
    let owner: String
    let key: String
    let value: Int

    init(id: Int64, owner: String = "ada", key: String, value: Int = 0) {
        self.id = id
        self.owner = owner
        self.key = key
        self.value = value
    }

    var coalescingKey: String { key }

    var databaseValues: [DatabaseValue] { [id.databaseValue, owner.databaseValue, key.databaseValue, value.databaseValue] }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        owner = try row.decode(forColumn: "owner")
        key = try row.decode(forColumn: "key")
        value = try row.decode(forColumn: "value")
    }
}

/// A clock that moves only when the test says so; sleeping returns at once.
final class HandClock: Sendable {
    private let time = NIOLockedValueBox<Duration>(.zero)
    var clock: SyncClock { SyncClock(now: { [time] in time.withLockedValue { $0 } }, sleep: { _ in }) }
    func advance(_ duration: Duration) { time.withLockedValue { $0 += duration } }
}

/// A server for notes: answers each send as scripted (else delivers; a scripted delivery
/// holds the note's value), holds what it was
/// delivered, and settles in the store the way an app does (the row and the older rows of
/// its key out, in one transaction).
actor NoteServer: OutboxDelivery {
    let store: EntityStore
    /// The answers for the next sends, first first; empty: deliver.
    var script: [OutboxAnswer<Int>] = []
    /// The ids sent, in order.
    private(set) var sent: [Int64] = []
    /// What the server holds of each key.
    private(set) var held: [String: Int] = [:]
    /// The ids rolled back.
    private(set) var rolledBack: [Int64] = []
    /// Runs inside a send, before it answers (to cancel there).
    var duringSend: (@Sendable () async -> Void)?

    /// The outbox it settles for (``Outbox/settling(_:)``).
    let outbox: Outbox<Note>?

    init(store: EntityStore, outbox: Outbox<Note>? = nil) {
        self.store = store
        self.outbox = outbox ?? Outbox(store: store, signedIn: { nil })
    }

    func answer(_ answers: OutboxAnswer<Int>...) { script += answers }
    func setDuringSend(_ hook: (@Sendable () async -> Void)?) { duringSend = hook }

    func send(_ note: Note) async -> OutboxAnswer<Int> {
        sent.append(note.id)
        await duringSend?()
        var answer = script.isEmpty ? .delivered(note.value) : script.removeFirst()
        if case .delivered = answer {
            answer = .delivered(note.value)
            held[note.key] = note.value
        }
        return answer
    }

    func settle(_ note: Note, as settlement: OutboxSettlement<Int>) async -> [Int64] {
        if case .refused = settlement { rolledBack.append(note.id) }
        do {
            let removed = try await outbox?.settling(note).removed ?? []
            try await store.delete(Note.self, ids: removed)
            return removed
        } catch {
            return []
        }
    }
}

func makeNoteStore(_ location: StoreLocation = .inMemory) async throws -> EntityStore {
    try await EntityStore.open(location: location, schema: StoreSchema(Note.self))
}
