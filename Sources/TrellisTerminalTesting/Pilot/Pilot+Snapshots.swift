import Testing
import TrellisTerminal

extension Pilot {
    /// Records an issue unless the screen, with its styles, matches the golden file
    /// `__Snapshots__/<TestFile>/<name>.txt` next to the calling test file.
    ///
    /// A missing file is recorded from the screen, except under continuous integration
    /// (`CI` set), where it is an issue; with `TRELLIS_RECORD_SNAPSHOTS=1` in the
    /// environment every file is re-recorded (``SnapshotRecording/fromEnvironment``). A
    /// mismatch is an issue showing the
    /// rows and the styles that differ; a file that cannot be read, written or parsed is
    /// an issue naming it. Nothing here traps.
    ///
    /// ```swift
    /// pilot.press(.down)
    /// pilot.assertSnapshot(named: "second-row-focused")
    /// ```
    public func assertSnapshot(
        named name: String, record: SnapshotRecording = .fromEnvironment, filePath: String = #filePath,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let file = SnapshotFile(named: name, testFile: filePath)
        SnapshotFile.report(try file.check(terminal.frame, record: record), file: file, sourceLocation: sourceLocation)
    }
}

extension SnapshotFile {
    /// Records an issue for a difference or an error, naming the file.
    static func report(
        _ outcome: @autoclosure () throws(SnapshotFileError) -> SnapshotOutcome, file: SnapshotFile,
        sourceLocation: Testing.SourceLocation
    ) {
        do {
            switch try outcome() {
            case .matched, .recorded: return
            case .differs(let difference):
                let message = "\(difference)\nThe golden file \(file.path) differs; run with \(recordVariable)=1 to re-record it."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            case .missing:
                let message =
                    "The golden file \(file.path) is missing, and under CI nothing is recorded: "
                    + "run the test locally (or with \(recordVariable)=1) to record it, and commit it."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record(Comment(rawValue: "The golden file could not be used: \(error)"), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue unless the file holds `text` (an exported page), recording it
    /// as `record` says (by default as the environment asks).
    public func assertText(
        _ text: String, record: SnapshotRecording = .fromEnvironment,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        Self.report(try check(text: text, record: record), file: self, sourceLocation: sourceLocation)
    }
}
