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

/// When checking a frame against its golden file writes the file (swift-snapshot-testing's
/// record modes).
public enum SnapshotRecording: Hashable, Sendable {
    /// A missing file is written from the frame; an existing one is compared (working locally).
    case missing
    /// Nothing is written: a missing file is a failure (continuous integration, where a
    /// golden file recorded on the spot would make the test pass without checking anything).
    case never
    /// Every file is written anew from the frame (after an intended change of the screen).
    case all

    /// The mode the environment asks for: ``all`` when `TRELLIS_RECORD_SNAPSHOTS` is `1`,
    /// else ``never`` under continuous integration (`CI` set and not `false` or `0`), else
    /// ``missing``.
    public static var fromEnvironment: SnapshotRecording {
        from { name in getenv(name).map { String(cString: $0) } }
    }

    /// The mode the variables `value` looks up ask for, as ``fromEnvironment`` reads them.
    public static func from(environment value: (String) -> String?) -> SnapshotRecording {
        if value(SnapshotFile.recordVariable) == "1" { return .all }
        if let ci = value("CI"), !ci.isEmpty, ci != "false", ci != "0" { return .never }
        return .missing
    }
}

/// What checking a frame against its golden file found.
public enum SnapshotOutcome: Hashable, Sendable {
    /// The file holds this frame.
    case matched
    /// The file was missing (and ``SnapshotRecording/missing`` allowed it) or recording was
    /// asked for: it now holds this frame.
    case recorded
    /// The file was missing and ``SnapshotRecording/never`` forbade writing it: a failure.
    case missing
    /// The file holds another frame: the readable difference.
    case differs(String)
}

/// One golden file on disk: read, compared and (re)recorded, insta's and
/// swift-snapshot-testing's `__Snapshots__` folders without Foundation.
///
/// ```swift
/// let file = SnapshotFile(named: "list", testFile: #filePath)
/// let outcome = try file.check(pilot.terminal.frame, record: .missing)
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

    /// Compares `frame` with the file, writing it as `record` says.
    ///
    /// - Throws: ``SnapshotFileError`` when the file cannot be read, written or parsed.
    public func check(_ frame: StyledFrame, record: SnapshotRecording) throws(SnapshotFileError) -> SnapshotOutcome {
        guard let text = try stored(record: record, recording: frame.textRepresentation) else {
            return record == .never ? .missing : .recorded
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
    public func check(text: String, record: SnapshotRecording) throws(SnapshotFileError) -> SnapshotOutcome {
        guard let stored = try stored(record: record, recording: text) else {
            return record == .never ? .missing : .recorded
        }
        guard stored != text else { return .matched }
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return .differs(Pilot.diff(expected: split(stored), actual: split(text)))
    }

    /// The file's text to compare with, or `nil` when there is none to compare: the file was
    /// written from `recording` (``SnapshotRecording/all``, or missing under
    /// ``SnapshotRecording/missing``), or is missing under ``SnapshotRecording/never``.
    private func stored(record: SnapshotRecording, recording text: String) throws(SnapshotFileError) -> String? {
        if record == .all {
            try write(text)
            return nil
        }
        if let stored = try read() { return stored }
        if record == .missing { try write(text) }
        return nil
    }
}
