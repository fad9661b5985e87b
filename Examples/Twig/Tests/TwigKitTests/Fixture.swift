import Foundation

/// Repositories made for the tests with `Scripts/make-history.py` piped into
/// `git fast-import`: seeded, so every run reads the same history.
enum Fixture {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// A 300-commit history with merges, tags every 100 commits and three commits whose
    /// author and subject are Latin-1, not UTF-8. Made once per test run; never changed.
    static let history: Result<URL, Failed> = Result { () throws(Failed) -> URL in
        try make(["--commits", "300", "--latin1-every", "97", "--tag-every", "100", "--merge-every", "40"])
    }

    /// The script that writes the history.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/make-history.py")

    /// A fresh empty directory under the system's temporary directory.
    static func directory() throws(Failed) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twig-tests-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw Failed(description: "cannot create \(url.path): \(error)")
        }
        return url
    }

    /// A new repository holding the history `arguments` make (none: an empty repository).
    static func make(_ arguments: [String]?) throws(Failed) -> URL {
        let url = try directory()
        try run("git", ["init", "-q", "-b", "main", url.path])
        guard let arguments else { return url }
        try run("/bin/sh", ["-c", "python3 \"$0\" \"$@\" | git -C \"\(url.path)\" fast-import --quiet --done", script.path] + arguments)
        return url
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
