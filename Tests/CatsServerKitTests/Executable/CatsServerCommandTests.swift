import Foundation
import Testing
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `cats-server` binary run as an operator would, with its output to pipes.
@Suite("cats-server command line", .timeLimit(.minutes(1)))
struct CatsServerCommandTests {
    /// The `cats-server` binary built next to the test bundle, started on a free port.
    func startedServer(database: String = ":memory:") async throws -> ChildProcess {
        let (process, output, errors) = try BuiltExecutable.start(
            "cats-server", ["--port", "0", "--database", database, "--log-level", "error"])
        let child = ChildProcess(process: process, output: output.fileHandleForReading, errors: errors.fileHandleForReading)
        // Reads until the listening line (off the cooperative pool: the reads block): the
        // server has set up its signals by then.
        await offThePool {
            var seen = Data()
            while !String(decoding: seen, as: UTF8.self).contains("listening on") {
                let chunk = child.output.availableData
                if chunk.isEmpty { break }
                seen += chunk
            }
        }
        return child
    }

    /// Found by trying the real `cats-server` as a hostile user: `kill -QUIT` printed the Swift
    /// runtime's "Program crashed: Terminated" report, and the server went on serving.
    @Test("SIGQUIT ends the server with that signal, without a crash report")
    func quitSignalEndsTheServer() async throws {
        let server = try await startedServer()
        let process = server.process
        kill(process.processIdentifier, SIGQUIT)
        if await !eventually(timeout: .seconds(20), { !process.isRunning }) {
            Issue.record("cats-server was still running 20 s after SIGQUIT")
            process.terminate()
            _ = await server.exitStatus()
            return
        }
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGQUIT)
        let report = String(decoding: await offThePool { server.errors.readDataToEndOfFile() }, as: UTF8.self)
        #expect(!report.contains("crashed"), "\(report.prefix(300))")
    }

    /// Found by a hostile run: a second `cats-server` on the same file started without
    /// complaint and served a stale catalog with a stale ETag. It now exits 1 at once,
    /// saying which file and which process holds it.
    @Test func aSecondServerOnTheSameFileExitsNamingTheHolder() async throws {
        try await withDatabaseFile { path in
            let first = try await startedServer(database: path)
            defer { first.process.terminate() }
            let (process, output, errors) = try BuiltExecutable.start("cats-server", ["--port", "0", "--database", path])
            let second = ChildProcess(process: process, output: output.fileHandleForReading, errors: errors.fileHandleForReading)
            if await !eventually(timeout: .seconds(20), { !process.isRunning }) {
                process.terminate()
                Issue.record("a second cats-server on \(path) was still running after 20 s")
            }
            #expect(await second.exitStatus() == 1)
            let message = String(decoding: await offThePool { second.errors.readDataToEndOfFile() }, as: UTF8.self)
            #expect(
                message.contains(
                    "the server database at \(path) is in use by another cats-server (process \(first.process.processIdentifier))"),
                "\(message)")
            first.process.terminate()
            _ = await first.exitStatus()
        }
    }
}
