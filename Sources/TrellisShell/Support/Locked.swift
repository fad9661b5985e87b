import Foundation

/// A value behind a lock: the shell's one synchronisation primitive for state that several
/// threads read and write (singleton slots, session values, preference files).
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 and the package supports 14.
/// The closure runs with the lock held, so it must be short and must not call back into
/// something that takes the same lock.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {  // @unchecked: every access to `value` holds `lock`.
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
