import Foundation
import Testing

// Twig is a package of its own and sees Trellis only through its products, so it has its own
// copy of TrellisTestSupport's `withTemporaryDirectory` (a test target there, not a product).

/// Runs `body` with a new, empty directory `PREFIX-UUID` under the system's temporary
/// directory, then removes it with everything in it, whether `body` returned or threw. A
/// directory that cannot be removed is an issue recorded against the caller.
@discardableResult
func withTemporaryDirectory<Value>(
    prefix: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: (URL) throws -> Value
) throws -> Value {
    let directory = try makeTemporaryDirectory(prefix: prefix)
    defer { removeTemporaryDirectory(directory, sourceLocation: sourceLocation) }
    return try body(directory)
}

/// ``withTemporaryDirectory(prefix:sourceLocation:_:)`` for a `body` that awaits, run on the
/// caller's actor.
@discardableResult
func withTemporaryDirectory<Value>(
    prefix: String, isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (URL) async throws -> Value
) async throws -> Value {
    let directory = try makeTemporaryDirectory(prefix: prefix)
    defer { removeTemporaryDirectory(directory, sourceLocation: sourceLocation) }
    return try await body(directory)
}

/// A new directory `PREFIX-UUID` in the system's temporary directory, never one that exists.
private func makeTemporaryDirectory(prefix: String) throws -> URL {
    precondition(!prefix.isEmpty && !prefix.contains("/"), "withTemporaryDirectory: the prefix \"\(prefix)\" must be a name without \"/\"")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    return directory
}

/// Removes `directory` and everything in it, trying twice; records an issue if it is still there.
private func removeTemporaryDirectory(_ directory: URL, sourceLocation: SourceLocation) {
    for attempt in 1...2 {
        do {
            try FileManager.default.removeItem(at: directory)
            return
        } catch {
            guard FileManager.default.fileExists(atPath: directory.path) else { return }
            if attempt == 2 {
                Issue.record(error, "the temporary directory \(directory.path) could not be removed", sourceLocation: sourceLocation)
            }
        }
    }
}
