import Foundation

/// Waits on the main actor until `condition` holds, letting effects run, for at most
/// `timeout`; returns whether it held.
@MainActor
func eventually(timeout: Duration = .seconds(60), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// A thread-safe box: effects write from their tasks, tests read on the main actor.
final class Probe<Value: Sendable>: @unchecked Sendable {  // @unchecked: every access holds `lock`
    private let lock = NSLock()
    private var _value: Value

    init(_ value: Value) { _value = value }

    var value: Value {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }

    func update(_ body: (inout Value) -> Void) {
        lock.withLock { body(&_value) }
    }
}
