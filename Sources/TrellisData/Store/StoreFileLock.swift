import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One process per store file: an exclusive `flock` on `<database>.lock`, held until
/// ``release()`` (or until the lock is dropped). The kernel lets go of it when the process
/// dies, `kill -9` included, so a crash never leaves the file locked.
///
/// Why a lock and not two live processes: GRDB's `ValueObservation` sees the writes of its
/// own `DatabasePool` only; another process's commits would need polling and re-reading
/// (GRDB's "Sharing a Database" guide), and each process would show a list the other
/// changes under it. The lock is a file of its own because closing any descriptor of the
/// database itself would drop SQLite's own POSIX locks. The holder writes its process id
/// into it, so the one refused can say who holds it.
///
/// ```swift
/// let lock = try await StoreFileLock.acquire(databasePath: path)   // before EntityStore.open
/// defer { lock.release() }
/// ```
public final class StoreFileLock: Sendable {
    /// The lock file: the database's path and `.lock`.
    public let path: String
    private let descriptor: NIOLockedValueBox<Int32?>

    /// Takes the lock of the database at `databasePath` now, or fails.
    ///
    /// - Throws: ``StoreFileLockError/inUse(path:holder:)`` when another process (or another
    ///   lock of this one) holds it, ``StoreFileLockError/cannotLock(path:reason:)`` when the
    ///   lock file cannot be made or locked.
    public init(databasePath: String) throws(StoreFileLockError) {
        path = databasePath + ".lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotLock(path: path, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            let holder = Self.holder(fd)
            close(fd)
            if reason == EWOULDBLOCK { throw .inUse(path: databasePath, holder: holder) }
            throw .cannotLock(path: path, reason: String(cString: strerror(reason)))
        }
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = NIOLockedValueBox(fd)
    }

    /// Takes the lock, waiting up to `patience` for a holder that is letting go: a process
    /// that is quitting, or a child that has not yet closed its inherited descriptor on
    /// exec. A holder that keeps it is still ``StoreFileLockError/inUse(path:holder:)``
    /// once `patience` is over.
    ///
    /// - Throws: ``StoreFileLockError``, as ``init(databasePath:)``.
    public static func acquire(databasePath: String, patience: Duration = .seconds(2)) async throws(StoreFileLockError) -> StoreFileLock {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: patience)
        while true {
            do {
                return try StoreFileLock(databasePath: databasePath)
            } catch .inUse(let path, let holder) {
                guard clock.now < deadline else { throw .inUse(path: path, holder: holder) }
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

    /// Lets another process open the database; later calls do nothing.
    public func release() {
        descriptor.withLockedValue { fd in
            if let open = fd { close(open) }
            fd = nil
        }
    }

    deinit { release() }
}

/// Why a ``StoreFileLock`` was not taken.
public enum StoreFileLockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process (`holder`, when its lock file names one) holds the database at `path`.
    case inUse(path: String, holder: Int32?)
    /// The lock file at `path` could not be made or locked, for `reason`.
    case cannotLock(path: String, reason: String)

    /// "the database at PATH is in use by process 42".
    public var description: String {
        switch self {
        case .inUse(let path, let holder): "the database at \(path) is in use\(holder.map { " by process \($0)" } ?? "")"
        case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
        }
    }
}
