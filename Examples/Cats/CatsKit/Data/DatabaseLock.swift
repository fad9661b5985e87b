import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One copy of Cats per database file: an exclusive `flock` on `<database>.lock`, held from
/// ``CatsServices/open(_:)`` to ``CatsServices/close()``. The kernel drops it when the
/// process dies (a `kill -9` too), so a crash never leaves the file locked.
///
/// Why a lock and not two live copies: GRDB's `ValueObservation` sees the writes of its own
/// `DatabasePool` only; another process's commits would need polling and re-reading
/// (GRDB's "Sharing a Database" guide), and two copies would each show a list the other
/// changes under it. The writes are edits made inside their transaction either way
/// (``FavoritesLedger``), so even a `sqlite3` shell's changes are not undone. The lock file
/// is separate because closing any descriptor of the database itself would drop SQLite's
/// own POSIX locks.
final class DatabaseLock: Sendable {
    let path: String
    let descriptor: NIOLockedValueBox<Int32?>

    /// Takes the lock of the database at `databasePath`.
    ///
    /// - Throws: ``CatsDataError/databaseInUse(path:holder:)`` when another process holds it,
    ///   ``CatsDataError/cannotLock(path:reason:)`` when the lock file cannot be made.
    init(databasePath: String) throws(CatsDataError) {
        path = databasePath + ".lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotLock(path: path, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            let holder = Self.holder(fd)
            close(fd)
            if reason == EWOULDBLOCK { throw .databaseInUse(path: databasePath, holder: holder) }
            throw .cannotLock(path: path, reason: String(cString: strerror(reason)))
        }
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = NIOLockedValueBox(fd)
    }

    /// Takes the lock, waiting up to `patience` for a holder that is letting go: a copy that
    /// is quitting, or (in a process that starts others) a child that has not yet closed its
    /// inherited descriptor on exec. A copy that keeps it is still
    /// ``CatsDataError/databaseInUse(path:holder:)`` once `patience` is over.
    static func acquire(databasePath: String, patience: Duration = .seconds(2)) async throws(CatsDataError) -> DatabaseLock {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: patience)
        while true {
            do {
                return try DatabaseLock(databasePath: databasePath)
            } catch .databaseInUse(let path, let holder) {
                guard clock.now < deadline else { throw .databaseInUse(path: path, holder: holder) }
                try? await Task.sleep(for: .milliseconds(20))
            } catch {
                throw error
            }
        }
    }

    /// The process id written by the holder, if it reads as one.
    static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 15, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Lets another copy open the database.
    func release() {
        descriptor.withLockedValue { fd in
            if let open = fd { close(open) }
            fd = nil
        }
    }

    deinit { release() }
}
