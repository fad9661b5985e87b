import Foundation

/// Reads a child process's answers one line at a time from its output pipe: the peers
/// that run in `python3` (kiwisolver, curses) answer each request with one line.
struct LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []

    init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
    }

    /// The next line without its newline, or `nil` once the child closed its output.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }
}
