import TrellisTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a golden snapshot file could not be used; each case names the file.
public enum SnapshotFileError: Error, Hashable, Sendable {
    /// The file exists but could not be read (`errno` given).
    case unreadable(path: String, errno: Int32)
    /// The file or one of its folders could not be written (`errno` given).
    case unwritable(path: String, errno: Int32)
    /// The file is not a frame in `StyledFrame.textRepresentation`'s format.
    case malformed(path: String, StyledFrameFormatError)
}

/// What checking a frame against its golden file found.
public enum SnapshotOutcome: Hashable, Sendable {
    /// The file holds this frame.
    case matched
    /// The file was missing or recording was asked for: it now holds this frame.
    case recorded
    /// The file holds another frame: the readable difference.
    case differs(String)
}

/// One golden file on disk: read, compared and (re)recorded, insta's and
/// swift-snapshot-testing's `__Snapshots__` folders without Foundation.
///
/// ```swift
/// let file = SnapshotFile(named: "list", testFile: #filePath)
/// let outcome = try file.check(pilot.terminal.frame, record: false)
/// ```
public struct SnapshotFile: Hashable, Sendable {
    /// The environment variable that re-records every golden file when set to `1`.
    public static let recordVariable = "TRELLIS_RECORD_SNAPSHOTS"

    /// The file's path.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// `__Snapshots__/<TestFile>/<name>.txt` next to `testFile` (a `#filePath`).
    public init(named name: String, testFile: String) {
        let folder = testFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var file = testFile.split(separator: "/").last.map(String.init) ?? testFile
        if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
        self.init(path: "\(folder)/__Snapshots__/\(file)/\(name).txt")
    }

    /// Whether the environment asks to re-record (``recordVariable`` is `1`).
    public static var recordingRequested: Bool {
        guard let value = getenv(recordVariable) else { return false }
        return String(cString: value) == "1"
    }

    /// Compares `frame` with the file, writing it when the file is missing or `record` is set.
    ///
    /// - Throws: ``SnapshotFileError`` when the file cannot be read, written or parsed.
    public func check(_ frame: StyledFrame, record: Bool) throws(SnapshotFileError) -> SnapshotOutcome {
        guard !record, let text = try read() else {
            try write(frame.textRepresentation)
            return .recorded
        }
        let expected: StyledFrame
        do {
            expected = try StyledFrame(textRepresentation: text)
        } catch {
            throw .malformed(path: path, error)
        }
        return frame.difference(from: expected).map { .differs($0) } ?? .matched
    }

    /// Compares `text` (an exported page) with the file line by line, as ``check(_:record:)``.
    public func check(text: String, record: Bool) throws(SnapshotFileError) -> SnapshotOutcome {
        guard !record, let stored = try read() else {
            try write(text)
            return .recorded
        }
        guard stored != text else { return .matched }
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return .differs(Pilot.diff(expected: split(stored), actual: split(text)))
    }
}
