import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a catalog file whole, after checking it can be one: a regular file no larger
/// than the limit. A directory, a FIFO or a device (`/dev/zero`) is refused by name
/// before a byte is read, and so is an oversized file, whose size is read from the file
/// system rather than by loading it.
enum CatalogFile {
    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: ``CatalogError/notAFile(path:kind:)``, ``CatalogError/tooLarge(path:bytes:limit:)``,
    ///   or ``CatalogError/unreadable(path:reason:)`` with the system's reason.
    /// - Complexity: O(*n*) for an *n*-byte file; never more than `limit` + 1 bytes are read.
    static func contents(of path: String, limit: Int) throws(CatalogError) -> Data {
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notAFile(path: path, kind: kind(of: type)) }
        guard status.st_size <= limit else { throw .tooLarge(path: path, bytes: Int(status.st_size), limit: limit) }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            // The file grew since fstat: still refuse it rather than read without end.
            if data.count > limit { throw .tooLarge(path: path, bytes: data.count, limit: limit) }
        }
    }

    /// What a file of mode type `type` is, in words.
    static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
