import Foundation
import Testing
import TrellisTerminalTesting

/// Repositories made for the tests with `Scripts/make-history.py` piped into
/// `git fast-import`: seeded, so every run reads the same history.
enum Fixture {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// A 300-commit history with merges, tags every 100 commits and three commits whose
    /// author and subject are Latin-1, not UTF-8. Made once per test run, never changed, and
    /// shared by every test that reads it, so no test's scope can remove it: it is removed
    /// when the test process exits.
    static let history: Result<URL, Failed> = Result { () throws(Failed) -> URL in
        do { try FileManager.default.createDirectory(at: historyDirectory, withIntermediateDirectories: false) } catch {
            throw Failed(description: "cannot create \(historyDirectory.path): \(error)")
        }
        atexit { try? FileManager.default.removeItem(at: Fixture.historyDirectory) }
        try make(["--commits", "300", "--latin1-every", "97", "--tag-every", "100", "--merge-every", "40"], in: historyDirectory)
        return historyDirectory
    }

    /// Where ``history`` is made, this run's own; a constant, for the handler that removes it
    /// at exit (a C function, which captures nothing).
    private static let historyDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("twig-history-\(UUID().uuidString)")

    /// The script that writes the history.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/make-history.py")

    /// Runs `body` with a new repository holding the history `arguments` make (none: an
    /// empty repository), in a temporary directory removed after `body`.
    static func withRepository<T>(
        _ arguments: [String]?, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory(prefix: "twig-tests") { directory in
            try make(arguments, in: directory)
            return try await body(directory)
        }
    }

    /// Makes `directory` a repository holding the history `arguments` make (none: an empty repository).
    static func make(_ arguments: [String]?, in directory: URL) throws(Failed) {
        try run("git", ["init", "-q", "-b", "main", directory.path])
        guard let arguments else { return }
        try run(
            "/bin/sh", ["-c", "python3 \"$0\" \"$@\" | git -C \"\(directory.path)\" fast-import --quiet --done", script.path] + arguments)
    }

    /// Runs `program` with `arguments`, failing with what it printed unless it exits 0.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) throws(Failed) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
        process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { throw Failed(description: "\(program) could not start: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failed(description: "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)")
        }
        return text
    }
}
