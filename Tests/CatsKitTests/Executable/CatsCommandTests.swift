import Foundation
import Testing

/// The `cats` executable run as a person would, with output to pipes (so it prints a
/// snapshot): its exit status and messages for bad arguments and a catalog that fails.
@Suite("cats command line", .timeLimit(.minutes(1)))
struct CatsCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `cats` binary built next to the test bundle.
    func cats(_ arguments: String...) throws -> Run {
        let directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let binary = try #require(directories.map { $0.appendingPathComponent("cats") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "cats is not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test("a snapshot of the bundled catalog exits 0")
    func snapshot() throws {
        let run = try cats("--snapshot", "--height", "8")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("68 breeds"))
    }

    @Test("a snapshot whose catalog failed to load still prints the frame, then exits 1 with the reason")
    func failedSnapshot() throws {
        let run = try cats("--snapshot", "--height", "8", "--data", "/nonexistent/cats.json")
        #expect(run.status == 1)
        #expect(run.output.contains("Unable To Load Cats"))
        #expect(run.errors == "cats: cannot read the cat catalog at /nonexistent/cats.json: No such file or directory\n")
    }

    @Test("a device as --data is named as one")
    func deviceAsData() throws {
        let run = try cats("--snapshot", "--height", "8", "--data", "/dev/zero")
        #expect(run.status == 1)
        #expect(run.errors.contains("/dev/zero: it is a character device, not a regular file"), "\(run.errors)")
    }

    @Test("a latency past Int64 is a usage error, not a trap", arguments: ["1e30s", "1e300ms"])
    func hugeLatency(_ latency: String) throws {
        let run = try cats("--snapshot", "--latency", latency)
        #expect(run.status == 64, "\(run.errors)")   // EX_USAGE, as for every bad argument
        #expect(run.errors.contains("--latency '\(latency)' is longer than the 1 hour (3600s) limit"), "\(run.errors)")
    }
}
