import Foundation

/// Holds every task that waits on it until someone opens it, then lets them and all later
/// ones through: an ordering a test states ("the slow one finishes after the quick one")
/// instead of timing it with a sleep.
///
/// ```swift
/// let latch = Latch()
/// .run { send in await latch.wait(); await send("slow") }
/// // …
/// latch.open()
/// ```
public final class Latch: @unchecked Sendable {  // @unchecked: `isOpen` and `waiting` are touched only under `lock`
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// How many tasks wait now.
    public var waitingCount: Int { lock.withLock { waiting.count } }

    /// Returns once the latch is open (at once if it is).
    public func wait() async {
        await withCheckedContinuation { continuation in
            let wasOpen = lock.withLock {
                if !isOpen { waiting.append(continuation) }
                return isOpen
            }
            if wasOpen { continuation.resume() }
        }
    }

    /// Lets every waiting task go, and every later one.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in released { continuation.resume() }
    }
}
