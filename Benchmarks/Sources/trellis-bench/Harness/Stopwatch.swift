/// Times a closure with the monotonic clock.
enum Stopwatch {
    /// Runs `body` once and returns the elapsed nanoseconds.
    @inline(__always)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
/// `@_optimize(none)`: an empty body that the optimizer can see through would let it
/// delete the very computation that produced `value`.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
