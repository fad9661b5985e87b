import Foundation

/// Runs blocking work (waiting for a child process, a semaphore, a blocking read) on a
/// thread of its own and returns its result to the awaiting task, so the work never holds a
/// thread of Swift's cooperative pool.
///
/// The pool has one thread per core: two on a CI machine. A test that blocks one of them
/// (`Process.waitUntilExit()`, `DispatchSemaphore.wait()`, `FileHandle.availableData`) halves
/// what every other test of a parallel run gets, and two such tests at once stop every other
/// task, Hummingbird's handlers included, until they return. Under ThreadSanitizer, ten times
/// slower, that was forty tests over their time limit at once. Blocking work in a test goes
/// through here.
///
/// ```swift
/// let status = await offThePool { process.waitUntilExit(); return process.terminationStatus }
/// ```
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    let handOver = HandOver<Result<T, any Error>>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            handOver.put(Result { try work() })
            continuation.resume()
        }
        thread.name = "trellis-test-blocking-work"
        thread.start()
    }
    return try handOver.take().get()
}

/// ``offThePool(_:)`` for work that cannot throw.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    let handOver = HandOver<T>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            handOver.put(work())
            continuation.resume()
        }
        thread.name = "trellis-test-blocking-work"
        thread.start()
    }
    return handOver.take()
}

// @unchecked Sendable: `value` is touched only under `lock`.
/// A value handed from a thread of our own to the task that waited for it, under a lock:
/// the lock orders the thread's writes before the task's reads for ThreadSanitizer, which
/// does not see a continuation resumed from a thread outside the pool as that edge.
final class HandOver<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func put(_ value: Value) { lock.withLock { self.value = value } }

    func take() -> Value {
        guard let value = lock.withLock({ value }) else { preconditionFailure("offThePool resumed before its work returned") }
        return value
    }
}

// @unchecked Sendable: `jobs` and `running` are touched only under `condition`.
/// A task executor with one thread of its own: a task started with it as its preference
/// (`Task(executorPreference:)`) runs its nonisolated code there, off the cooperative pool, so
/// that code may block (a decoding closure that waits on a semaphore) without taking a
/// thread every other test needs.
///
/// The thread runs until ``shutDown()``; a test shuts its executor down when it is done.
public final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var running = true

    /// Starts the executor's thread.
    public init(name: String = "trellis-test-executor") {
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.start()
    }

    /// Queues a job on the executor's thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread finish the jobs queued so far and end.
    public func shutDown() {
        condition.lock()
        running = false
        condition.signal()
        condition.unlock()
    }

    private func runLoop() {
        while true {
            condition.lock()
            while jobs.isEmpty && running { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
