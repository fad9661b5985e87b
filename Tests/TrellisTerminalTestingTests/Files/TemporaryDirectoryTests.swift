import Foundation
import Testing
import TrellisTerminalTesting

/// `withTemporaryDirectory`: a directory of the call's own under the
/// system's temporary directory, gone with everything in it once the body returned or threw.
@Suite struct TemporaryDirectoryTests {
    struct Planned: Error, Equatable {}

    /// Whether anything is at `url`.
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Fills `directory` as a test does: a file, and a folder holding another.
    func fill(_ directory: URL) throws {
        try Data("a".utf8).write(to: directory.appendingPathComponent("a.sqlite"))
        let folder = directory.appendingPathComponent("nested/deeper", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("b".utf8).write(to: folder.appendingPathComponent("b.lock"))
    }

    @Test func theDirectoryIsNewEmptyAndNamedByThePrefixUnderTheTemporaryDirectory() throws {
        let seen = try withTemporaryDirectory(prefix: "trellis-helper") { directory throws in
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
            #expect(directory.lastPathComponent.hasPrefix("trellis-helper-"))
            #expect(directory.deletingLastPathComponent().path == FileManager.default.temporaryDirectory.path)
            return directory
        }
        #expect(!exists(seen))
    }

    @Test func itIsRemovedWithEverythingInItWhenTheBodyReturns() throws {
        let seen = try withTemporaryDirectory(prefix: "trellis-helper") { directory in
            try fill(directory)
            #expect(exists(directory.appendingPathComponent("nested/deeper/b.lock")))
            return directory
        }
        #expect(!exists(seen))
    }

    @Test func itIsRemovedWhenTheBodyThrows() throws {
        var seen: URL?
        #expect(throws: Planned()) {
            try withTemporaryDirectory(prefix: "trellis-helper") { directory in
                seen = directory
                try fill(directory)
                throw Planned()
            }
        }
        let directory = try #require(seen)
        #expect(!exists(directory))
    }

    @Test func anAwaitingBodyGetsItsDirectoryRemovedAfterReturningAndAfterThrowing() async throws {
        let returned = try await withTemporaryDirectory(prefix: "trellis-helper") { directory in
            try fill(directory)
            await Task.yield()
            return directory
        }
        #expect(!exists(returned))
        var thrown: URL?
        do {
            try await withTemporaryDirectory(prefix: "trellis-helper") { directory in
                thrown = directory
                try fill(directory)
                await Task.yield()
                throw Planned()
            }
            Issue.record("the body's error was not rethrown")
        } catch {
            #expect(error as? Planned == Planned())
        }
        #expect(!exists(try #require(thrown)))
    }

    @Test func twoCallsGetTwoDirectoriesEvenAtOnce() async throws {
        let nested = try withTemporaryDirectory(prefix: "trellis-helper") { outer in
            try withTemporaryDirectory(prefix: "trellis-helper") { inner in
                #expect(exists(outer) && exists(inner))
                return [outer, inner]
            }
        }
        #expect(nested[0] != nested[1])
        // Tests run in parallel: many calls at once never share one.
        let parallel = try await withThrowingTaskGroup(of: URL.self) { group in
            for _ in 0..<32 {
                group.addTask { try withTemporaryDirectory(prefix: "trellis-helper") { $0 } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(parallel).count == 32)
        #expect(!parallel.contains { exists($0) })
    }

    @Test func aBodyThatRemovedTheDirectoryItselfIsNoIssue() throws {
        try withTemporaryDirectory(prefix: "trellis-helper") { directory in
            try FileManager.default.removeItem(at: directory)
        }
    }
}
