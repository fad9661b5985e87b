import Foundation
import Testing
import TrellisData
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One process per store file, and the one refused is told who holds it.
@Suite struct StoreFileLockTests {
    @Test func aSecondLockOnTheFileIsRefusedNamingTheHolderUntilTheFirstIsReleased() async throws {
        try await withTemporaryDirectory(prefix: "store-file-lock") { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let first = try StoreFileLock(databasePath: path)
            #expect(first.path == path + ".lock")
            #expect(throws: StoreFileLockError.inUse(path: path, holder: getpid())) { _ = try StoreFileLock(databasePath: path) }
            first.release()
            first.release()  // a second release does nothing
            // Taken as the apps take it, with patience: a child that another test of this
            // process starts holds a copy of the descriptor, and so the lock, from its fork
            // until its exec closes it. Under ThreadSanitizer with a core kept busy, an
            // immediate attempt here once met such a child ("in use by process" this one).
            let second = try await StoreFileLock.acquire(databasePath: path, patience: .seconds(30))
            second.release()
        }
    }

    @Test func acquireWaitsForAHolderThatLetsGo() async throws {
        try await withTemporaryDirectory(prefix: "store-file-lock") { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let first = try StoreFileLock(databasePath: path)
            let waiting = Task { try await StoreFileLock.acquire(databasePath: path, patience: .seconds(60)) }
            first.release()
            let second = try await waiting.value
            second.release()
        }
    }

    @Test func acquireGivesUpOnAHolderThatKeepsIt() async throws {
        try await withTemporaryDirectory(prefix: "store-file-lock") { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let first = try StoreFileLock(databasePath: path)
            await #expect(throws: StoreFileLockError.inUse(path: path, holder: getpid())) {
                _ = try await StoreFileLock.acquire(databasePath: path, patience: .zero)
            }
            first.release()
        }
    }

    @Test func aLockFileThatCannotBeMadeIsNamed() {
        #expect(throws: StoreFileLockError.cannotLock(path: "/nonexistent-dir/app.sqlite.lock", reason: "No such file or directory")) {
            _ = try StoreFileLock(databasePath: "/nonexistent-dir/app.sqlite")
        }
        #expect(StoreFileLockError.inUse(path: "/a", holder: 42).description == "the database at /a is in use by process 42")
    }

    /// Another process holds the file: it is refused with that process's id; once the
    /// holder is killed with SIGKILL, the kernel has dropped the lock and it can be taken.
    @Test(.timeLimit(.minutes(1)))
    func anotherProcessIsRefusedUntilTheHolderIsKilled() async throws {
        try await withTemporaryDirectory(prefix: "store-file-lock") { directory in
            let path = directory.appendingPathComponent("app.sqlite").path
            let process = Process()
            process.executableURL = StoreCrashTests.writerURL
            process.arguments = [path, "100000", "lock"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            // The writer takes the lock before its first batch: once it reported one, it holds it.
            let reader = output.fileHandleForReading
            let text = await offThePool {
                var text = ""
                while !text.contains("saved 1\n") {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    text += String(decoding: chunk, as: UTF8.self)
                }
                return text
            }
            #expect(text.contains("saved 1\n"))
            #expect(throws: StoreFileLockError.inUse(path: path, holder: process.processIdentifier)) {
                _ = try StoreFileLock(databasePath: path)
            }
            kill(process.processIdentifier, SIGKILL)
            await offThePool { process.waitUntilExit() }
            #expect(process.terminationReason == .uncaughtSignal)
            let lock = try StoreFileLock(databasePath: path)
            lock.release()
        }
    }
}
