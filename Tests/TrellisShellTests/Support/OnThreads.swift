import Foundation

/// Runs `body` on `count` threads of their own at once and waits for all of them: unlike
/// tasks or `concurrentPerform`, which may run one after another on a busy 2-core machine,
/// these overlap for real whenever `body` blocks.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        Thread {
            body(index)
            done.leave()
        }.start()
    }
    done.wait()
}
