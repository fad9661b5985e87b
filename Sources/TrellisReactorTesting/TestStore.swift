import CustomDump
import Testing
@_spi(Testing) import TrellisReactor

/// An exhaustive test of a reactor (the Composable Architecture's `TestStore`): every
/// state change is asserted, every mutation an effect sends is received, every effect has
/// finished by the end, every error is accounted for — or the test fails, with a diff of
/// the state.
///
/// ```swift
/// let store = TestStore(CatReactor(cat: tabby, api: failingAPI))
/// await store.send(.toggleFavorite) {
///     $0.isFavorite = true
///     $0.favoriteCount = 4
/// }
/// await store.receive(.rollback(to: false)) {
///     $0.isFavorite = false
///     $0.favoriteCount = 3
///     $0.error = .requestFailed
/// }
/// await store.finish()
/// ```
///
/// The reactor runs for real; its mutations from effects and merged streams are recorded
/// with the state each produced, and ``receive(_:timeout:assert:sourceLocation:)`` checks
/// them in order. Give the reactor a `TestClock` (swift-clocks) to control debounces and
/// timeouts: `await clock.advance(by: .seconds(1))`.
@MainActor
public final class TestStore<R: Reactor> where R.State: Equatable, R.Mutation: Equatable {
    /// The reactor under test.
    public let reactor: R
    /// How long ``receive(_:timeout:assert:sourceLocation:)`` and ``finish(timeout:sourceLocation:)``
    /// wait by default.
    public var timeout: Duration

    private var expectedState: R.State
    private var received: [(mutation: R.Mutation, state: R.State)] = []
    private var errors: [ReactorError] = []

    /// Tests `reactor`; its state now is where the test starts.
    public init(_ reactor: R, timeout: Duration = .seconds(5)) {
        self.reactor = reactor
        self.timeout = timeout
        expectedState = reactor.currentState
        reactor.runtime.setMutationTap { [weak self, unowned reactor] mutation, fromEffect in
            guard fromEffect else { return }
            self?.received.append((mutation, reactor.currentState))
        }
        reactor.runtime.errorHandler = { [weak self] error in self?.errors.append(error) }
    }

    /// The reactor's current state.
    public var state: R.State { reactor.currentState }

    /// The mutations effects sent that the test has not received yet.
    public var unreceivedMutations: [R.Mutation] { received.map(\.mutation) }

    /// Sends `action`; the state it leaves must be the state before, changed by `assert`.
    ///
    /// Fails when mutations from effects wait to be received (receive them first; they are
    /// then dropped), and when the state differs from the expectation (with a diff: − expected, + actual).
    public func send(
        _ action: R.Action,
        assert: ((inout R.State) throws -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        if !received.isEmpty {
            fail(
                "Must handle \(received.count) received mutation(s) before sending \(describe(action)): \(list(received.map(\.mutation)))",
                sourceLocation: sourceLocation)
            // Reported once: the test goes on from the state they produced.
            expectedState = received[received.count - 1].state
            received.removeAll()
        }
        reactor.send(action)
        check(reactor.currentState, after: "send(\(describe(action)))", assert: assert, sourceLocation: sourceLocation)
        await Task.yield()
    }

    /// Receives the next mutation an effect sent, waiting up to `timeout` for it: it must
    /// be `expected`, and the state it produced the state before changed by `assert`.
    public func receive(
        _ expected: R.Mutation,
        timeout: Duration? = nil,
        assert: ((inout R.State) throws -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard await waitUntil(timeout: timeout ?? self.timeout, { !self.received.isEmpty }) else {
            fail(
                "Expected to receive \(describe(expected)), but no mutation arrived within \(timeout ?? self.timeout)",
                sourceLocation: sourceLocation)
            return
        }
        let next = received.removeFirst()
        if next.mutation != expected {
            let difference = diff(expected, next.mutation, format: .proportional) ?? "\(next.mutation)"
            fail(
                "Received a different mutation than expected: (− expected, + received)\n\(difference)",
                sourceLocation: sourceLocation)
        }
        check(next.state, after: "receive(\(describe(expected)))", assert: assert, sourceLocation: sourceLocation)
    }

    /// Takes the next error an effect reported (one without a `catch:`), waiting up to
    /// `timeout`; `assert` checks it.
    public func receiveError(
        timeout: Duration? = nil,
        assert: (any Error) -> Bool = { _ in true },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard await waitUntil(timeout: timeout ?? self.timeout, { !self.errors.isEmpty }) else {
            fail("Expected an effect to report an error, but none did", sourceLocation: sourceLocation)
            return
        }
        let error = errors.removeFirst()
        if !assert(error.error) {
            fail("The reported error was not the one expected: \(error.error)", sourceLocation: sourceLocation)
        }
    }

    /// Ends the test: waits up to `timeout` for the reactor's effects to finish, then fails
    /// for effects still running, mutations not received and errors not taken.
    public func finish(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let runtime = reactor.runtime
        if !(await waitUntil(timeout: timeout ?? self.timeout, { runtime.runningEffectCount == 0 })) {
            let ids = runtime.runningEffectIDs
            fail(
                "\(runtime.runningEffectCount) effect(s) still running at the end of the test"
                    + (ids.isEmpty ? "" : " (cancellable ids: \(ids.joined(separator: ", ")))")
                    + ": cancel them, or wait for them (advance the test clock)",
                sourceLocation: sourceLocation)
        }
        if !received.isEmpty {
            fail(
                "\(received.count) mutation(s) received but not asserted: \(list(received.map(\.mutation)))",
                sourceLocation: sourceLocation)
            received.removeAll()
        }
        if !errors.isEmpty {
            fail(
                "\(errors.count) error(s) reported but not asserted: \(errors.map(\.description).joined(separator: "; "))",
                sourceLocation: sourceLocation)
            errors.removeAll()
        }
    }

    // MARK: - Checking

    private func check(
        _ actual: R.State, after step: String,
        assert: ((inout R.State) throws -> Void)?, sourceLocation: SourceLocation
    ) {
        var expected = expectedState
        do {
            try assert?(&expected)
        } catch {
            fail("The assertion of \(step) threw \(error)", sourceLocation: sourceLocation)
        }
        if expected != actual {
            let difference = diff(expected, actual, format: .proportional) ?? "expected \(expected), got \(actual)"
            fail(
                "State after \(step) is not what the test expected: (− expected, + actual)\n\(difference)",
                sourceLocation: sourceLocation)
        }
        expectedState = actual
    }

    private func fail(_ message: String, sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private func waitUntil(timeout: Duration, _ condition: @MainActor () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        for _ in 0..<20 where !condition() { await Task.yield() }
        while !condition() {
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }

    private func describe(_ value: Any) -> String {
        var text = ""
        customDump(value, to: &text, maxDepth: 2)
        return text
    }

    private func list(_ mutations: [R.Mutation]) -> String {
        mutations.map(describe).joined(separator: ", ")
    }
}
