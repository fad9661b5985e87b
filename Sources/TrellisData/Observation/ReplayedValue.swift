import NIOConcurrencyHelpers

/// A value that one owner writes and everyone else reads, now or as it changes.
///
/// Drrrible's `UserService.currentUser` is a `ReplaySubject` with a buffer of one behind
/// `startWith(nil)` and `share(replay: 1)`: a late subscriber still gets the latest value,
/// and only the service may send. `ReplayedValue` is that, by type: readers get the
/// `ReplayedValue` (``current`` and ``values``), while the owner keeps the
/// ``ReplayedValue/Writer`` that ``make(_:)`` returned alongside it.
///
/// ```swift
/// actor UserService {
///     let currentUser: ReplayedValue<User?>
///     private let userWriter: ReplayedValue<User?>.Writer
///     init() { (currentUser, userWriter) = ReplayedValue.make(nil) }
///     func signIn(_ user: User) { userWriter.send(user) }
/// }
/// for await user in service.currentUser.values { … }   // starts with the current user
/// ```
///
/// Buffering: a reader that is slower than the writer skips to the newest value (each
/// reader buffers at most one pending value): this is state, not a log of events; use
/// ``ModelEvents`` when every change matters.
public final class ReplayedValue<Value: Sendable>: Sendable {
    struct State {
        var value: Value
        var readers: [Int: AsyncStream<Value>.Continuation] = [:]
        var nextReader = 0
        var finished = false
    }

    let state: NIOLockedValueBox<State>

    private init(_ initial: Value) {
        state = NIOLockedValueBox(State(value: initial))
    }

    /// Makes a replayed value and the writer that alone can change it.
    ///
    /// - Parameter initial: the value readers see until the first ``Writer/send(_:)``.
    /// - Returns: the read-only value to hand out, and the writer to keep private.
    public static func make(_ initial: Value) -> (ReplayedValue, Writer) {
        let value = ReplayedValue(initial)
        return (value, Writer(target: value))
    }

    /// The latest value sent, or the initial one.
    public var current: Value { state.withLockedValue { $0.value } }

    /// The current value, then every later one; a slow reader gets the newest.
    ///
    /// The sequence ends when the writer calls ``Writer/finish()`` or the reader's task is
    /// cancelled.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id: Int? = state.withLockedValue { state in
            continuation.yield(state.value)
            if state.finished { return nil }
            let id = state.nextReader
            state.nextReader += 1
            state.readers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLockedValue { $0.readers.removeValue(forKey: id) }
        }
        return stream
    }

    /// The number of readers currently following ``values``.
    public var readerCount: Int { state.withLockedValue { $0.readers.count } }

    /// The owner's handle: the only way to change a ``ReplayedValue``.
    public struct Writer: Sendable {
        let target: ReplayedValue

        /// Makes `value` current and hands it to every reader.
        public func send(_ value: Value) {
            target.state.withLockedValue { state in
                guard !state.finished else { return }
                state.value = value
                for reader in state.readers.values { reader.yield(value) }
            }
        }

        /// Ends every reader's sequence; later sends are ignored and later readers get
        /// only the last value.
        public func finish() {
            let readers = target.state.withLockedValue { state in
                state.finished = true
                defer { state.readers = [:] }
                return Array(state.readers.values)
            }
            for reader in readers { reader.finish() }
        }
    }
}
