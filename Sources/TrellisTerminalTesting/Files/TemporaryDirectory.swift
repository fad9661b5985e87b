import Foundation
import Testing

/// Runs `body` with a new, empty directory of its own under the system's temporary
/// directory, then removes the directory and everything in it, whether `body` returned or
/// threw (a failed `#require` throws; a failed `#expect` returns).
///
/// A test that writes files (a store, a lock beside it, a preferences file, a log, a git
/// repository to browse) writes them in such a directory, so a run leaves nothing behind
/// in `/tmp`; Trellis's own tests and Twig's do. Each call makes a directory no other call
/// shares (`PREFIX-UUID`), so tests running in parallel never see each other's files. The
/// prefix says which tests made it, should one be left by a crash.
///
/// Anything that writes in the directory must be done when `body` returns: a child process
/// that writes there is awaited inside `body`, so the directory outlives it. A directory
/// that cannot be removed is an issue recorded against the caller.
///
/// ```swift
/// @Test func valuesSurviveReopening() throws {
///     try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
///         let url = directory.appendingPathComponent("preferences.json")
///         try FilePreferenceStore(fileURL: url).set(.string("dark"), forKey: "theme")
///         #expect(try FilePreferenceStore(fileURL: url).string(forKey: "theme") == "dark")
///     }
/// }
/// ```
///
/// - Parameters:
///   - prefix: The start of the directory's name, a name without `/`.
///   - sourceLocation: Where a directory that cannot be removed is recorded as an issue
///     (the caller's line).
///   - body: What runs with the directory's URL.
/// - Returns: What `body` returned.
/// - Throws: The error `body` threw, or the one creating the directory threw.
@discardableResult
public func withTemporaryDirectory<Value>(
    prefix: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: (URL) throws -> Value
) throws -> Value {
    let directory = try makeTemporaryDirectory(prefix: prefix)
    defer { removeTemporaryDirectory(directory, sourceLocation: sourceLocation) }
    return try body(directory)
}

/// ``withTemporaryDirectory(prefix:sourceLocation:_:)`` for a `body` that awaits: it runs on
/// the caller's actor (the main actor in a view test), and the directory is removed once it
/// has returned or thrown.
///
/// ```swift
/// try await withTemporaryDirectory(prefix: "trellis-data") { directory in
///     let path = directory.appendingPathComponent("cats.sqlite").path
///     try await EntityStore(location: .file(path: path), schema: schema).upsert(breeds)
///     #expect(try await EntityStore(location: .file(path: path), schema: schema).all(Breed.self).count == 2)
/// }
/// ```
///
/// - Parameters:
///   - prefix: The start of the directory's name, a name without `/`.
///   - isolation: The actor `body` runs on (the caller's).
///   - sourceLocation: Where a directory that cannot be removed is recorded as an issue
///     (the caller's line).
///   - body: What runs with the directory's URL.
/// - Returns: What `body` returned.
/// - Throws: The error `body` threw, or the one creating the directory threw.
@discardableResult
public func withTemporaryDirectory<Value>(
    prefix: String, isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (URL) async throws -> Value
) async throws -> Value {
    let directory = try makeTemporaryDirectory(prefix: prefix)
    defer { removeTemporaryDirectory(directory, sourceLocation: sourceLocation) }
    return try await body(directory)
}

/// A new directory `PREFIX-UUID` in the system's temporary directory. It is created without
/// its parents, so a name already taken is an error, never a directory shared by two tests.
private func makeTemporaryDirectory(prefix: String) throws -> URL {
    precondition(!prefix.isEmpty && !prefix.contains("/"), "withTemporaryDirectory: the prefix \"\(prefix)\" must be a name without \"/\"")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    return directory
}

/// Removes `directory` and everything in it. A second try covers a file created while the
/// first went through the directory (a store's connection closing behind the test); one
/// that is still there after it is recorded, so a leak is seen instead of piling up.
private func removeTemporaryDirectory(_ directory: URL, sourceLocation: SourceLocation) {
    for attempt in 1...2 {
        do {
            try FileManager.default.removeItem(at: directory)
            return
        } catch {
            // A test may remove its directory itself (to check what a missing folder does).
            guard FileManager.default.fileExists(atPath: directory.path) else { return }
            if attempt == 2 {
                Issue.record(error, "the temporary directory \(directory.path) could not be removed", sourceLocation: sourceLocation)
            }
        }
    }
}
