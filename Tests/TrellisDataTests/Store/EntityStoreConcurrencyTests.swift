import Dispatch
import Foundation
import GRDB
import Testing
import TrellisTestSupport

@testable import TrellisData

/// The store reaches SQLite through GRDB's async access: reads run on the pool's readers
/// while the actor serves other calls, so a read can be in flight while a batch commits.
/// These check that the identity map still only holds what is on disk.
@Suite(.serialized) struct EntityStoreConcurrencyTests {
    /// A read that began before a batch committed returns its snapshot but does not put the
    /// old value in the map: the next read sees the batch.
    @Test func aReadInFlightDuringAWriteDoesNotFillTheMapWithTheOldValue() async throws {
        try await withGatedStore { store in
            try await store.upsert([GatedBreed(id: 1, name: "old", gated: true)])
            let gate = GatedBreed.gate
            gate.arm()
            let inFlight = Task { try await store.entity(GatedBreed.self, id: 1)?.value.name }
            // The read holds one of the pool's readers, inside GRDB, decoding the old row.
            #expect(await eventually { gate.isHolding })
            // The writer does not wait for readers (WAL), and the actor is free meanwhile.
            try await store.upsert([GatedBreed(id: 1, name: "new", gated: false)])
            gate.release()
            #expect(try await inFlight.value == "old")
            #expect(try await store.entity(GatedBreed.self, id: 1)?.value.name == "new")
        }
    }

    /// The same for a list read and for the children of an edge.
    @Test func aListOrChildrenReadInFlightDuringAWriteLeavesTheMapAlone() async throws {
        try await withGatedStore { store in
            try await store.upsert([GatedBreed(id: 1, name: "old", gated: true, parent: 7), GatedBreed(id: 2, name: "two", parent: 7)])
            let gate = GatedBreed.gate
            gate.arm()
            let list = Task { try await store.all(GatedBreed.self).map(\.name) }
            #expect(await eventually { gate.isHolding })
            try await store.upsert([GatedBreed(id: 1, name: "new", parent: 7)])
            gate.release()
            #expect(try await list.value == ["old", "two"])
            #expect(try await store.all(GatedBreed.self).map(\.name) == ["new", "two"])
            #expect(try await store.entity(GatedBreed.self, id: 1)?.value.name == "new")

            try await store.upsert([GatedBreed(id: 1, name: "old again", gated: true, parent: 7)])
            gate.arm()
            let children = Task { try await store.children(of: 7, via: GatedBreed.parentEdge).map(\.name) }
            #expect(await eventually { gate.isHolding })
            try await store.delete(GatedBreed.self, ids: [2])
            gate.release()
            #expect(try await children.value == ["old again", "two"])
            #expect(try await store.children(of: 7, via: GatedBreed.parentEdge).map(\.name) == ["old again"])
        }
    }

    /// Batches take turns: the second is prepared from the identity map only after the first
    /// one's changes reached it. Prepared side by side, the second would compare itself with
    /// the value from before the first, find nothing changed and write nothing, leaving the file
    /// with the first batch's value and the map with the second's.
    @Test func aBatchIsPreparedAfterThePreviousOnesChangesReachedTheMap() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("turns.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: StoreSchema(Breed.self))
            let original = Breed(id: 1, name: "Abyssinian", origin: "Ethiopia")
            try await store.upsert([original])
            _ = try await store.entity(Breed.self, id: 1)  // the map holds it
            // Holds GRDB's writer so both batches are called before either runs.
            let started = Latch()
            let release = DispatchSemaphore(value: 0)
            let blocker = Task {
                try await store.database.write { _ in
                    started.open()
                    release.wait()
                }
            }
            await started.wait()
            var renamed = original
            renamed.name = "Renamed"
            let first = Task { try await store.upsert([renamed]) }
            #expect(await eventually { await store.writing })
            let second = Task { try await store.upsert([original]) }
            #expect(await eventually { await store.waitingWriters.count == 1 })
            release.signal()
            try await blocker.value
            try await first.value
            try await second.value
            let disk = try EntityStore(location: .file(path: path), schema: StoreSchema(Breed.self))
            #expect(try await disk.entity(Breed.self, id: 1)?.value == original)
            #expect(try await store.entity(Breed.self, id: 1)?.value == original)
        }
    }

    /// Many tasks reading and writing the same ids at once, seeded: afterwards every id the
    /// map answers for matches the file, as a second store opened on it reads it.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func interleavedReadsAndWritesLeaveTheMapEqualToTheFile(seed: UInt64) async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("interleaved.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: StoreSchema(Breed.self))
            var generator = SeededGenerator(seed: seed)
            let plans: [[Int]] = (0..<8).map { _ in (0..<40).map { _ in Int.random(in: 0..<1_000, using: &generator) } }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (worker, plan) in plans.enumerated() {
                    group.addTask {
                        for (step, draw) in plan.enumerated() {
                            let id = Int64(draw % 5)
                            switch draw % 4 {
                            case 0: try await store.upsert([Breed(id: id, name: "w\(worker)s\(step)", origin: "o")])
                            case 1 where draw % 3 == 0: try await store.delete(Breed.self, ids: [id])
                            case 1, 2: _ = try await store.entity(Breed.self, id: id)
                            default: _ = try await store.all(Breed.self)
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let disk = try EntityStore(location: .file(path: path), schema: StoreSchema(Breed.self))
            for id in Int64(0)..<5 {
                let mapped = try await store.entity(Breed.self, id: id)?.value
                let stored = try await disk.entity(Breed.self, id: id)?.value
                #expect(
                    mapped == stored,
                    "seed \(seed), id \(id): the map has \(String(describing: mapped)), the file \(String(describing: stored))")
            }
        }
    }

    /// A store of gated breeds in a file of its own, for `body`; the file is removed after it.
    func withGatedStore(_ body: (EntityStore) async throws -> Void) async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("gated.sqlite").path
            try await body(EntityStore(location: .file(path: path), schema: StoreSchema(GatedBreed.self)))
        }
    }
}

/// Holds a reader inside GRDB: decoding a gated row waits while the gate is armed.
final class ReadGate: @unchecked Sendable {  // @unchecked: the flags are touched only under `lock`
    private let lock = NSLock()
    private var armed = false
    private var holding = false
    private let released = DispatchSemaphore(value: 0)

    func arm() { lock.withLock { armed = true } }

    var isHolding: Bool { lock.withLock { holding } }

    /// Called on GRDB's reader thread: blocks it (never a thread of the cooperative pool) until released.
    func passThrough() {
        let wait = lock.withLock {
            guard armed else { return false }
            armed = false
            holding = true
            return true
        }
        guard wait else { return }
        released.wait()
        lock.withLock { holding = false }
    }

    func release() { released.signal() }
}

/// An entity whose rows marked `gated` stop at the ``ReadGate`` while they are decoded.
struct GatedBreed: Entity, Equatable {
    static let entityName = "gated_breed"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("gated", .boolean),
        EntityColumn("parent", .integer, indexed: true),
    ]
    static let parentEdge = EntityEdge<GatedBreed, GatedBreed>(column: "parent")
    /// The gate of this suite's entity type (its tests run one at a time: `.serialized`).
    static let gate = ReadGate()

    let id: Int64
    var name: String
    var gated: Bool
    var parent: Int64

    init(id: Int64, name: String, gated: Bool = false, parent: Int64 = 0) {
        self.id = id
        self.name = name
        self.gated = gated
        self.parent = parent
    }

    var databaseValues: [DatabaseValue] { [id.databaseValue, name.databaseValue, gated.databaseValue, parent.databaseValue] }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        name = try row.decode(forColumn: "name")
        gated = try row.decode(forColumn: "gated")
        parent = try row.decode(forColumn: "parent")
        if gated { Self.gate.passThrough() }
    }

    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        gated = false
        parent = 0
    }
}
