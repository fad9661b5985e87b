import Foundation
import TrellisTestSupport

/// Runs `body` on `count` threads of their own at once and waits for all of them: unlike
/// tasks or `concurrentPerform`, which may run one after another on a busy 2-core machine,
/// these overlap for real whenever `body` blocks. The caller's task waits without holding a
/// thread of the cooperative pool.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withTaskGroup(of: Void.self) { group in
        for index in 0..<count {
            group.addTask { await offThePool { body(index) } }
        }
    }
}

/// Counts threads as they arrive and holds a thread until all `expected` have: a slow first
/// use that waits until every caller is on its way in, instead of sleeping and hoping they
/// came in time.
final class Arrivals: @unchecked Sendable {  // @unchecked: `count` is touched only with `condition` locked
    private let condition = NSCondition()
    private var count = 0
    let expected: Int

    init(expected: Int) { self.expected = expected }

    /// Counts the calling thread in.
    func arrive() {
        condition.lock()
        count += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Returns once `expected` threads have arrived.
    func waitForAll() {
        condition.lock()
        while count < expected { condition.wait() }
        condition.unlock()
    }
}
