import Dispatch

/// Holds an async result for the synchronous harness; written once before the semaphore
/// is signalled and read after it is waited on, so the semaphore orders the accesses.
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

/// Runs `body` on the concurrency pool and blocks the harness's thread until it is done.
func blockingAwait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}
