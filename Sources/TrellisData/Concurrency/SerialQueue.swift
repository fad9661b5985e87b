import NIOConcurrencyHelpers

/// Runs async work one piece at a time, in the order it was handed over.
///
/// An actor runs one call at a time only until the call suspends: a second call may start
/// while the first awaits the network or the disk. When steps that suspend must not
/// interleave (read the queue, send it, settle it), give them to a `SerialQueue`: each
/// piece starts once every piece enqueued before it has finished, like a serial
/// `DispatchQueue` or Kotlin's `Mutex.withLock` around suspending work.
///
/// Work is ordered when it is *enqueued*, a synchronous call, so a `@MainActor` caller can
/// fix the order of its edits before any of them runs (two key presses in a row), and an
/// actor can fix it before its first suspension.
///
/// ```swift
/// actor Ledger {
///     let queue = SerialQueue()
///     func record(_ change: Change) async -> Result<Void, StoreError> {
///         await queue.run { await self.readThenWrite(change) }   // never interleaves with another record
///     }
/// }
/// ```
///
/// A piece runs in its own unstructured task: cancelling the task that awaits it does not
/// cancel the piece, so a started write always finishes (and later pieces wait for it).
/// Do not enqueue into the same queue from inside a piece and await it: that piece would
/// wait for itself.
public final class SerialQueue: Sendable {
    /// The last piece enqueued; the next one starts after it.
    private let last = NIOLockedValueBox<Task<Void, Never>?>(nil)

    /// An empty queue.
    public init() {}

    /// Enqueues `body` after every piece enqueued before it, and returns at once.
    ///
    /// - Parameter body: the work; it starts once the pieces before it have finished.
    /// - Returns: the task running `body`, whose `value` is its result.
    @discardableResult
    public func enqueue<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> Task<T, Never> {
        last.withLockedValue { last in
            let previous = last
            let task = Task {
                await previous?.value
                return await body()
            }
            last = Task { _ = await task.value }
            return task
        }
    }

    /// Runs `body` after every piece enqueued before it, and returns its result.
    ///
    /// - Parameter body: the work.
    /// - Returns: what `body` returned.
    public func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        await enqueue(body).value
    }

    /// Runs `body` once the work before it has ended or reached its milestone, and lets the
    /// work after it start as soon as `body` reports its own (`reached(value)`) or ends: an
    /// edit saved at once and answered by the server later, where the next edit waits for the
    /// save, not for the answer (Facebook's offline mutations, each applied in order).
    ///
    /// ```swift
    /// let saved = queue.enqueue(untilReached: { (saved: @escaping @Sendable (Bool) -> Void) in
    ///     try? await favorites.toggle(3, onSaved: saved)   // returns when the server answers
    /// })
    /// let isFavorite = await saved.value                     // once the toggle is committed
    /// ```
    ///
    /// - Returns: the milestone's value; nil when `body` ended without reporting one.
    @discardableResult
    public func enqueue<Milestone: Sendable>(
        untilReached body: @escaping @Sendable (_ reached: @escaping @Sendable (Milestone) -> Void) async -> Void
    ) -> Task<Milestone?, Never> {
        enqueue { () -> Milestone? in
            let (milestones, milestone) = AsyncStream<Milestone>.makeStream()
            Task {
                await body { milestone.yield($0) }
                milestone.finish()
            }
            for await value in milestones { return value }
            return nil
        }
    }

    /// Runs `body` isolated to `actor` once the work enqueued before it has ended, and
    /// returns what it returned or the error it threw: an actor's operations kept in call
    /// order across their suspension points, each a method's body.
    ///
    /// ```swift
    /// func rename(_ id: Int64, to name: String) async -> Result<Void, StoreError> {
    ///     await queue.run(on: self) { ledger throws(StoreError) in
    ///         try await ledger.store.write { batch in … }
    ///     }
    /// }
    /// ```
    public func run<A: Actor, T: Sendable, E: Error>(
        on actor: A, _ body: @escaping @Sendable (isolated A) async throws(E) -> T
    ) async -> Result<T, E> {
        await run { () async -> Result<T, E> in
            do throws(E) { return .success(try await body(actor)) } catch { return .failure(error) }
        }
    }

    /// Waits until every piece enqueued so far has finished.
    public func drain() async {
        await enqueue {}.value
    }
}
