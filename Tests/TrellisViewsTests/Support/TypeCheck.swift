import Foundation
import Testing
import TrellisTestSupport

/// What the compiler said about a snippet.
struct TypeCheckResult {
    var accepted: Bool
    var diagnostics: String
}

/// Type-checks `source`, which may `import TrellisViews`, against the modules built next to
/// the tests, with the `swiftc` on the PATH: how a test shows that misuse does not compile.
/// Pair every rejected snippet with an accepted one, so a broken setup cannot pass.
func typeCheck(_ source: String) async throws -> TypeCheckResult {
    let build = Bundle.main.bundleURL
    let modules = try #require(
        [build, build.deletingLastPathComponent()].map { $0.appendingPathComponent("Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TrellisViews.swiftmodule").path) },
        "TrellisViews.swiftmodule is not built next to the tests")
    return try await withTemporaryDirectory(prefix: "trellis-typecheck") { folder in
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
        ]
        let errors = Pipe()
        process.standardOutput = errors
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // The driver makes a directory of its own in TMPDIR and leaves it there: in the folder, it goes with it.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        try process.run()
        // The compiler takes seconds: its output and exit are awaited off the cooperative pool.
        let child = ChildProcess(process: process, output: errors.fileHandleForReading, errors: errors.fileHandleForReading)
        let output = await offThePool { child.output.readDataToEndOfFile() }
        let status = await child.exitStatus()
        return TypeCheckResult(accepted: status == 0, diagnostics: String(decoding: output, as: UTF8.self))
    }
}
