import Foundation
import Testing

/// The `trellis-gallery` executable run as a person would, with output to pipes (so it
/// prints a snapshot): every screen's frame, and its exit status for bad arguments.
@Suite("trellis-gallery command line", .timeLimit(.minutes(1)))
struct GalleryCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `trellis-gallery` binary built next to the test bundle.
    func gallery(_ arguments: String...) throws -> Run { try gallery(arguments) }

    /// Runs it with `arguments`.
    func gallery(_ arguments: [String]) throws -> Run {
        let directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let binary = try #require(
            directories.map { $0.appendingPathComponent("trellis-gallery") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "trellis-gallery is not built next to the tests")
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
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test(
        "--snapshot --screen prints that screen's frame and exits 0",
        arguments: [
            ("home", "Router and container"), ("lists", "Fruits · 4 rows"), ("constraints", "A 10×3"), ("table", "Ada Lovelace"),
            ("reactor", "State: count = 0"), ("router", "Container (3 registrations)"), ("fields", "Bound values"),
        ])
    func snapshot(_ screen: String, _ text: String) throws {
        let run = try gallery("--snapshot", "--screen", screen)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(text), "\(run.output)")
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count >= 24)
    }

    @Test("--width and --height size the snapshot")
    func size() throws {
        let run = try gallery("--snapshot", "--width", "100", "--height", "10")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 10, "\(run.output)")
    }

    @Test("an unknown --screen is a usage error (64) naming it and the screens")
    func unknownScreen() throws {
        let run = try gallery("--snapshot", "--screen", "nope")
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("no screen named 'nope'"), "\(run.errors)")
        #expect(run.errors.contains("lists, constraints, table, reactor, router, fields"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test(
        "bad sizes are usage errors (64) naming the flag",
        arguments: [["--width", "0"], ["--height", "2"], ["--width", "1001"], ["--height", "many"], ["--width", "-5"]])
    func badSizes(_ arguments: [String]) throws {
        let run = try gallery(["--snapshot"] + arguments)
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains(arguments[0]), "\(run.errors)")
    }

    @Test("--help names the screens and the keys")
    func help() throws {
        let run = try gallery("--help")
        #expect(run.status == 0)
        for text in ["--screen", "--snapshot", "constraints", "Esc or Backspace"] { #expect(run.output.contains(text), "\(run.output)") }
    }
}
