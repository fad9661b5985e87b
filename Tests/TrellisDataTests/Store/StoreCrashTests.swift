import Foundation
import GRDB
import Testing
import TrellisData
import TrellisTestSupport

/// The record the crash writer stores (same table and columns as in TrellisDataCrashWriter).
struct CrashRecord: Entity {
    static let entityName = "crash_record"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("batch", .integer, indexed: true), EntityColumn("payload", .text),
    ]
    let id: Int64
    let batch: Int64
    var databaseValues: [DatabaseValue] { [id.databaseValue, batch.databaseValue, "".databaseValue] }
    init(row: Row) throws {
        id = row["id"]
        batch = row["batch"]
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        batch = try object.int("batch")
    }
}

@Suite struct StoreCrashTests {
    /// The crash writer, built beside the test binary (found through /proc on Linux, else
    /// in the package's debug build folder).
    static var writerURL: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: exe.path) {
            return exe.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("trellis-data-crash-writer")
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/trellis-data-crash-writer")
    }

    @Test(.timeLimit(.minutes(1)))
    func aProcessKilledMidWriteLosesNothingItReportedSaved() async throws {
        for round in 0..<3 {
            try await withTemporaryDirectory(prefix: "trellis-data") { directory in
                let path = directory.appendingPathComponent("crash.sqlite").path
                let saved = try await runAndKill(path: path, afterSaved: Int64(3 + round * 4))
                #expect(saved >= 3)
                let store = try EntityStore(location: .file(path: path), schema: StoreSchema(CrashRecord.self))
                let records = try await store.all(CrashRecord.self)
                let perBatch = Dictionary(grouping: records, by: \.batch).mapValues(\.count)
                // everything reported saved is there …
                for batch in 1...saved { #expect(perBatch[batch] == 200, "batch \(batch) of \(saved) saved") }
                // … and no batch is there in part (at most the one in flight, whole)
                #expect(perBatch.values.allSatisfy { $0 == 200 })
                #expect(perBatch.keys.allSatisfy { $0 <= saved + 1 })
            }
        }
    }

    /// Starts the writer, waits until it reported `afterSaved` batches, kills it with SIGKILL
    /// mid-write, and returns the last batch it reported saved.
    func runAndKill(path: String, afterSaved: Int64) async throws -> Int64 {
        let process = Process()
        process.executableURL = Self.writerURL
        process.arguments = [path, "100000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let child = ChildProcess(process: process, output: output.fileHandleForReading, errors: output.fileHandleForReading)
        // The reads and the wait block: they run off the cooperative pool, which other tests need.
        let text = await offThePool {
            var text = ""
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline {
                let chunk = child.output.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
                if text.contains("saved \(afterSaved)\n") { break }
            }
            kill(child.process.processIdentifier, SIGKILL)
            child.process.waitUntilExit()
            return text + String(decoding: child.output.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(process.terminationReason == .uncaughtSignal)
        let saved = text.split(separator: "\n").compactMap { line in line.hasPrefix("saved ") ? Int64(line.dropFirst(6)) : nil }
        return saved.last ?? 0
    }
}
