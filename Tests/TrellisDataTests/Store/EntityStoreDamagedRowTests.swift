import Foundation
import GRDB
import Logging
import NIOConcurrencyHelpers
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A database file damaged behind the store's back (edited by hand, written by an old
/// build): a blob where text belongs, a NULL in a column the entity needs, a dropped
/// column. Issue 21: each of these trapped in GRDB's non-throwing `row["name"]`
/// subscript. Now the damaged row is logged as ``StoreError/unreadableRow(entity:id:message:)``
/// naming the table, the row and the column, and every other row still reads.
@Suite struct EntityStoreDamagedRowTests {
    /// A store file with breeds 1, 2 and 3, damaged by `damage` through a plain GRDB
    /// connection; then opened again with a logger that collects what it reports.
    func damagedStore(_ damage: String) async throws -> (EntityStore, NIOLockedValueBox<[String]>) {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            try await EntityStore(location: .file(path: path), schema: testSchema).upsert([
                Breed(id: 1, name: "Abyssinian", origin: "Egypt"), Breed(id: 2, name: "Bengal", origin: "USA"),
                Breed(id: 3, name: "Chartreux", origin: "France"),
            ])
            try await DatabaseQueue(path: path).write { db in try db.execute(sql: damage) }
            let lines = NIOLockedValueBox<[String]>([])
            let logger = Logger(label: "test") { _ in CollectingLogHandler(lines: lines) }
            return (try EntityStore(location: .file(path: path), schema: testSchema, logger: logger), lines)
        }
    }

    static let damages: [(sql: String, column: String)] = [
        ("UPDATE breed SET name = X'FFFE00C3' WHERE id = 2", "name"),  // a blob that is not UTF-8
        // NULL where text is needed, in a table an older build made without NOT NULL
        (
            "CREATE TABLE old AS SELECT * FROM breed; DROP TABLE breed; ALTER TABLE old RENAME TO breed;"
                + "UPDATE breed SET origin = NULL WHERE id = 2", "origin"
        ),
        ("UPDATE breed SET isFavorite = 'yes' WHERE id = 2", "isFavorite"),  // text where a Bool is
    ]

    @Test("a damaged row is logged with its table, id and column and skipped; the others read", arguments: damages)
    func damagedRowIsSkipped(_ damage: (sql: String, column: String)) async throws {
        let (store, lines) = try await damagedStore(damage.sql)
        let breeds = try await store.all(Breed.self)
        #expect(breeds.map(\.id) == [1, 3])
        let log = lines.withLockedValue { $0 }.joined(separator: "\n")
        #expect(log.contains("the stored breed with id 2 cannot be read"), "\(log)")
        #expect(log.contains("\"\(damage.column)\""), "the column is named: \(log)")
    }

    @Test("one damaged entity reads as absent, a collection and an observation skip it", arguments: damages)
    func everyReadSkipsIt(_ damage: (sql: String, column: String)) async throws {
        let (store, lines) = try await damagedStore(damage.sql)
        #expect(try await store.entity(Breed.self, id: 2) == nil)
        #expect(try await store.entity(Breed.self, id: 3)?.value.name == "Chartreux")
        try await store.write { $0.setCollection("favorites", of: Breed.self, ids: [3, 2, 1]) }
        #expect(try await store.collection("favorites", of: Breed.self).map(\.id) == [3, 1])
        var changes = store.observe(.all(Breed.self)).makeAsyncIterator()
        #expect(try await changes.next()?.values.map(\.id) == [1, 3])
        #expect(lines.withLockedValue { $0 }.count >= 3)
    }

    @Test("a dropped column makes every row unreadable, and that is logged, not a crash")
    func droppedColumn() async throws {
        let (store, lines) = try await damagedStore("ALTER TABLE breed DROP COLUMN origin")
        #expect(try await store.all(Breed.self).isEmpty)
        let log = lines.withLockedValue { $0 }.joined(separator: "\n")
        #expect(log.contains("column not found: \"origin\""), "\(log)")
        #expect(log.contains("id 1") && log.contains("id 3"), "\(log)")
    }

    @Test("a damaged row is replaced by a write, and then reads")
    func damagedRowIsReplaced() async throws {
        let (store, _) = try await damagedStore("UPDATE breed SET name = X'FF' WHERE id = 2")
        try await store.upsert([Breed(id: 2, name: "Bengal", origin: "USA")])
        #expect(try await store.all(Breed.self).map(\.name) == ["Abyssinian", "Bengal", "Chartreux"])
    }
}
