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
    func startedServer() throws -> (Process, Pipe) {
        let (process, output, errors) = try BuiltExecutable.start(
            "cats-server", ["--port", "0", "--database", ":memory:", "--log-level", "error"])
        // Reads until the listening line: the server has set up its signals by then.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("listening on") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        return (process, errors)
    }

    /// Found by trying the real `cats-server` as a hostile user: `kill -QUIT` printed the Swift
    /// runtime's "Program crashed: Terminated" report, and the server went on serving.
    @Test("SIGQUIT ends the server with that signal, without a crash report")
    func quitSignalEndsTheServer() async throws {
        let (process, errors) = try startedServer()
        kill(process.processIdentifier, SIGQUIT)
        if await !eventually(timeout: .seconds(20), { !process.isRunning }) {
            Issue.record("cats-server was still running 20 s after SIGQUIT")
            process.terminate()
            process.waitUntilExit()
            return
        }
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGQUIT)
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!report.contains("crashed"), "\(report.prefix(300))")
    }
}
