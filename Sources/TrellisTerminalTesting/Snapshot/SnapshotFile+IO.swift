#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// File access through the C library: this module may not import Foundation (see
// .ci/check-layers), and a golden file needs only whole-file reads and writes.
extension SnapshotFile {
    /// The file's text, or `nil` when there is no file.
    func read() throws(SnapshotFileError) -> String? {
        guard let file = fopen(path, "rb") else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, errno: errno)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += chunk[0..<count]
            if count < chunk.count { break }
        }
        if ferror(file) != 0 { throw .unreadable(path: path, errno: errno) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` whole: to a temporary file beside it, then renamed over it, so a
    /// failed write never leaves half a golden file. Missing folders are made.
    func write(_ text: String) throws(SnapshotFileError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for end in components.indices where !components[end].isEmpty {
            let folder = components[...end].joined(separator: "/")
            if mkdir(folder, 0o755) != 0 && errno != EEXIST { throw .unwritable(path: folder, errno: errno) }
        }
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "wb") else { throw .unwritable(path: path, errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw .unwritable(path: path, errno: error)
        }
    }
}
