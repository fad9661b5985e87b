import Foundation
import Testing
import TrellisTestSupport

/// A database path in a fresh temporary directory, removed after `body` with everything
/// the server put beside the file (its WAL files, its lock).
func withDatabaseFile<T>(_ body: (String) async throws -> T) async throws -> T {
    try await withTemporaryDirectory(prefix: "cats-server") { directory in
        try await body(directory.appendingPathComponent("cats-server.sqlite").path)
    }
}
