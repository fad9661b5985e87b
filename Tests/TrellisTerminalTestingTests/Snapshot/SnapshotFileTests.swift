import Foundation
import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SnapshotFile")
struct SnapshotFileTests {
    let frame = StyledFrame(columns: 4, lines: ["Cats"], runs: [[.init(columns: 0...3, style: Style(bold: true))]])

    @Test func theFileLivesInSnapshotsNextToTheTest() {
        let file = SnapshotFile(named: "list", testFile: "/repo/Tests/CatsKitTests/List/CatsListTests.swift")
        #expect(file.path == "/repo/Tests/CatsKitTests/List/__Snapshots__/CatsListTests/list.txt")
    }

    @Test func aMissingFileIsRecordedThenMatched() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory throws in
            let file = SnapshotFile(path: directory.path + "/__Snapshots__/T/frame.txt")
            #expect(try file.check(frame, record: .missing) == .recorded)
            #expect(try file.check(frame, record: .missing) == .matched)
        }
    }

    /// Under CI a missing golden file fails and is not written: a file recorded on the spot
    /// would let the test pass without checking anything.
    @Test func aMissingFileUnderNeverIsAFailureAndStaysMissing() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory throws in
            let folder = directory.path
            let file = SnapshotFile(path: folder + "/__Snapshots__/T/frame.txt")
            #expect(try file.check(frame, record: .never) == .missing)
            #expect(try file.check(text: "<pre>\n</pre>\n", record: .never) == .missing)
            #expect(access(file.path, F_OK) != 0, "nothing was written")
            #expect(try file.check(frame, record: .missing) == .recorded)
            #expect(try file.check(frame, record: .never) == .matched)
        }
    }

    /// The environment picks the mode: re-recording asked for wins, CI never records, and
    /// a developer's run records what is missing.
    @Test func theEnvironmentChoosesTheRecordingMode() {
        func mode(_ variables: [String: String]) -> SnapshotRecording { .from { variables[$0] } }
        for (ci, expected) in [("true", SnapshotRecording.never), ("1", .never), ("false", .missing), ("0", .missing), ("", .missing)] {
            #expect(mode(["CI": ci]) == expected, "CI=\(ci)")
        }
        #expect(mode([:]) == .missing)
        #expect(mode(["CI": "true", SnapshotFile.recordVariable: "1"]) == .all)
        #expect(mode([SnapshotFile.recordVariable: "0"]) == .missing)
    }

    @Test func recordModeOverwritesADifferentFile() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory in
            let file = SnapshotFile(path: directory.path + "/frame.txt")
            var other = frame
            other.runs[0] = []
            #expect(try file.check(other, record: .missing) == .recorded)
            guard case .differs(let difference) = try file.check(frame, record: .missing) else {
                Issue.record("a changed style should differ")
                return
            }
            #expect(difference.contains("- style 0: \n+ style 0: 0...3 bold"))
            #expect(try file.check(frame, record: .all) == .recorded)
            #expect(try file.check(frame, record: .missing) == .matched)
        }
    }

    @Test func aMalformedFileIsATypedError() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory in
            let file = SnapshotFile(path: directory.path + "/frame.txt")
            _ = try file.check(text: "not a frame\n", record: .all)
            #expect(throws: SnapshotFileError.malformed(path: file.path, .badHeader("not a frame"))) {
                try file.check(frame, record: .missing)
            }
        }
    }

    @Test func unreadableAndUnwritablePathsAreTypedErrors() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory in
            let folder = directory.path
            #expect(throws: SnapshotFileError.unreadable(path: folder, errno: EISDIR)) {
                try SnapshotFile(path: folder).check(frame, record: .missing)
            }
            let blocker = SnapshotFile(path: folder + "/file")
            _ = try blocker.check(text: "x", record: .all)
            #expect(throws: SnapshotFileError.unreadable(path: folder + "/file/sub/frame.txt", errno: ENOTDIR)) {
                try SnapshotFile(path: folder + "/file/sub/frame.txt").check(frame, record: .missing)
            }
            #expect(throws: SnapshotFileError.unwritable(path: folder + "/file/sub", errno: ENOTDIR)) {
                try SnapshotFile(path: folder + "/file/sub/frame.txt").check(frame, record: .all)
            }
        }
    }

    @Test func pagesAreComparedLineByLine() throws {
        try withTemporaryDirectory(prefix: "trellis-snapshots") { directory throws in
            let file = SnapshotFile(path: directory.path + "/page.html")
            #expect(try file.check(text: "<pre>\na\n</pre>\n", record: .missing) == .recorded)
            #expect(try file.check(text: "<pre>\na\n</pre>\n", record: .missing) == .matched)
            #expect(
                try file.check(text: "<pre>\nb\n</pre>\n", record: .missing)
                    == .differs("The screen differs (- expected, + actual):\n   0 |<pre>\n-  1 |a\n+  1 |b\n   2 |</pre>\n   3 |"))
        }
    }
}
