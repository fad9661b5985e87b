import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `cats-server` per database file: an exclusive `flock` on `<database>.lock`, held as
/// long as the ``ServerStore`` is (the `cats` app's `DatabaseLock` does the same for its
/// file). The kernel drops it when the process dies, `kill -9` included, so a crash never
/// leaves the file locked.
///
/// Why: ``CatalogCache`` keeps `GET /breeds` and its ETag until this process writes a
/// favorite; a second server on the same file would never see the first one's writes and
/// would answer a stale catalog with a stale tag (so its clients kept getting 304). The lock
/// is a separate file because closing any descriptor of the database itself would drop
/// SQLite's own POSIX locks.
final class ServerDatabaseLock: Sendable {
    let path: String
    let descriptor: Int32

    /// Takes the lock of the database at `databasePath`, writing this process's id into it.
    ///
    /// - Throws: ``ServerStoreError/databaseInUse(path:holder:)`` when another process (or
    ///   another store of this one) holds it, ``ServerStoreError/cannotOpen(_:reason:)``
    ///   when the lock file cannot be made.
    init(databasePath: String) throws(ServerStoreError) {
        path = databasePath + ".lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw .cannotOpen(.file(databasePath), reason: "cannot make the lock file \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            let holder = Self.holder(fd)
            close(fd)
            if reason == EWOULDBLOCK { throw .databaseInUse(path: databasePath, holder: holder) }
            throw .cannotOpen(.file(databasePath), reason: "cannot lock \(path): \(String(cString: strerror(reason)))")
        }
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = fd
    }

    /// The process id written by the holder, if it reads as one.
    static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 15, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit { close(descriptor) }
}
