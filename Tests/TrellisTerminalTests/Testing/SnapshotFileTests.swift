import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SnapshotFile")
struct SnapshotFileTests {
    /// A fresh folder under /tmp for one test.
    func temporaryFolder() -> String {
        var template = Array("/tmp/trellis-snapshots-XXXXXX".utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            Issue.record("mkdtemp failed: \(errno)")
            return "/tmp"
        }
        return String(cString: folder)
    }

    let frame = StyledFrame(columns: 4, lines: ["Cats"], runs: [[.init(columns: 0...3, style: Style(bold: true))]])

    @Test func theFileLivesInSnapshotsNextToTheTest() {
        let file = SnapshotFile(named: "list", testFile: "/repo/Tests/CatsKitTests/List/CatsListTests.swift")
        #expect(file.path == "/repo/Tests/CatsKitTests/List/__Snapshots__/CatsListTests/list.txt")
    }

    @Test func aMissingFileIsRecordedThenMatched() throws {
        let file = SnapshotFile(path: temporaryFolder() + "/__Snapshots__/T/frame.txt")
        #expect(try file.check(frame, record: false) == .recorded)
        #expect(try file.check(frame, record: false) == .matched)
    }

    @Test func recordModeOverwritesADifferentFile() throws {
        let file = SnapshotFile(path: temporaryFolder() + "/frame.txt")
        var other = frame
        other.runs[0] = []
        #expect(try file.check(other, record: false) == .recorded)
        guard case .differs(let difference) = try file.check(frame, record: false) else {
            Issue.record("a changed style should differ")
            return
        }
        #expect(difference.contains("- style 0: \n+ style 0: 0...3 bold"))
        #expect(try file.check(frame, record: true) == .recorded)
        #expect(try file.check(frame, record: false) == .matched)
    }

    @Test func aMalformedFileIsATypedError() throws {
        let file = SnapshotFile(path: temporaryFolder() + "/frame.txt")
        _ = try file.check(text: "not a frame\n", record: true)
        #expect(throws: SnapshotFileError.malformed(path: file.path, .badHeader("not a frame"))) {
            try file.check(frame, record: false)
        }
    }

    @Test func unreadableAndUnwritablePathsAreTypedErrors() throws {
        let folder = temporaryFolder()
        #expect(throws: SnapshotFileError.unreadable(path: folder, errno: EISDIR)) {
            try SnapshotFile(path: folder).check(frame, record: false)
        }
        let blocker = SnapshotFile(path: folder + "/file")
        _ = try blocker.check(text: "x", record: true)
        #expect(throws: SnapshotFileError.unreadable(path: folder + "/file/sub/frame.txt", errno: ENOTDIR)) {
            try SnapshotFile(path: folder + "/file/sub/frame.txt").check(frame, record: false)
        }
        #expect(throws: SnapshotFileError.unwritable(path: folder + "/file/sub", errno: ENOTDIR)) {
            try SnapshotFile(path: folder + "/file/sub/frame.txt").check(frame, record: true)
        }
    }

    @Test func pagesAreComparedLineByLine() throws {
        let file = SnapshotFile(path: temporaryFolder() + "/page.html")
        #expect(try file.check(text: "<pre>\na\n</pre>\n", record: false) == .recorded)
        #expect(try file.check(text: "<pre>\na\n</pre>\n", record: false) == .matched)
        #expect(
            try file.check(text: "<pre>\nb\n</pre>\n", record: false)
                == .differs("The screen differs (- expected, + actual):\n   0 |<pre>\n-  1 |a\n+  1 |b\n   2 |</pre>\n   3 |"))
    }
}
