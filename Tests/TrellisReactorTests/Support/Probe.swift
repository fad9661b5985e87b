import Foundation

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
