import Foundation
import Logging

/// A file that log lines are appended to, one `write(2)` each (`O_APPEND`, so lines from
/// two cats processes never interleave inside a line), kept open for the process's life.
///
/// Interactive cats cannot log to the terminal it draws on, so the full error behind a
/// plain-words message on the status line ("Can't reach the server at …") goes here.
final class LogFile: Sendable {
    /// The file's path, as given.
    let path: String
    private let descriptor: Int32

    /// Opens (creating it, mode 0600) the file at `path` for appending.
    ///
    /// - Throws: ``LogFileError`` naming the path and the system's reason.
    init(path: String) throws(LogFileError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LogFileError(path: path, reason: String(cString: strerror(errno))) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends `line` and a newline; a failed write is dropped (logging never stops the app).
    func append(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// A log file that could not be opened: its path and why.
struct LogFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot open the log \(path): \(reason)" }
}

/// swift-log's handler for a ``LogFile``: `2026-11-25T20:14:44Z warning cats.network: …`.
struct FileLogHandler: LogHandler {
    let file: LogFile
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let time = Date().formatted(.iso8601)
        file.append("\(time) \(event.level) \(label): \(event.message)\(fields)")
    }
}
