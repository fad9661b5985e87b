// Test only: writes batches of 200 records to the store at the path given, printing
// "saved N" after batch N committed, until it is killed or has written `limit` batches.
// TrellisDataTests kills it with SIGKILL mid-write and checks what survived. With `lock`
// as its third argument it first takes the file's StoreFileLock, which StoreFileLockTests
// checks another process is refused while it lives and can take once it is killed.
import Foundation
import GRDB
import TrellisData

struct CrashRecord: Entity {
    static let entityName = "crash_record"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("batch", .integer, indexed: true), EntityColumn("payload", .text),
    ]
    let id: Int64
    let batch: Int64
    let payload: String
    var databaseValues: [DatabaseValue] { [id.databaseValue, batch.databaseValue, payload.databaseValue] }
    init(id: Int64, batch: Int64, payload: String) {
        self.id = id
        self.batch = batch
        self.payload = payload
    }
    init(row: Row) throws {
        id = row["id"]
        batch = row["batch"]
        payload = row["payload"]
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        batch = try object.int("batch")
        payload = try object.string("payload")
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: trellis-data-crash-writer PATH [LIMIT [lock]]\n".utf8))
    exit(2)
}
let limit = arguments.count >= 3 ? Int64(arguments[2]) ?? 10_000 : 10_000
do {
    let lock = arguments.count >= 4 && arguments[3] == "lock" ? try StoreFileLock(databasePath: arguments[1]) : nil
    defer { withExtendedLifetime(lock) {} }
    let store = try EntityStore(location: .file(path: arguments[1]), schema: StoreSchema(CrashRecord.self))
    let payload = String(repeating: "x", count: 200)
    var batch: Int64 = 1
    while batch <= limit {
        let records = (0..<200).map { CrashRecord(id: batch * 1000 + Int64($0), batch: batch, payload: payload) }
        try await store.upsert(records)
        print("saved \(batch)")
        fflush(nil)  // every stream: the test reads each line as it is written
        batch += 1
    }
} catch {
    FileHandle.standardError.write(Data("crash writer: \(error)\n".utf8))
    exit(1)
}
