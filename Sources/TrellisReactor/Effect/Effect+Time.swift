// Effects in time, on a clock the reactor is given (a `TestClock` in tests).

extension Effect {
    /// This effect, after `duration` of quiet under `id`: each newer debounced effect with
    /// the same id cancels the wait and starts over, so only the last one runs.
    ///
    /// ```swift
    /// case .search(let query):
    ///     return .run { send in await send(.results(try await api.search(query))) }
    ///         .debounce(id: SearchID(), for: .milliseconds(300), clock: clock)
    /// ```
    public func debounce(id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration>) -> Effect {
        Effect.concat(
            .run { _ in try await clock.sleep(for: duration) },
            self
        )
        .cancellable(id: id, cancelInFlight: true)
    }
}
