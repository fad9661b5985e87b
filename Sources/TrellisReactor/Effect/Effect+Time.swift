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

    /// This effect, or the mutation `timedOut` if it has not finished within `duration`
    /// (the effect is then cancelled). Finishing first cancels the timer. `id` names this
    /// pair, so that starting it again replaces the one in flight.
    ///
    /// ```swift
    /// case .load:
    ///     return .run { send in await send(.loaded(try await api.cat(id))) }
    ///         .timeout(id: LoadID(), after: .seconds(10), clock: clock, then: .loadTimedOut)
    /// ```
    public func timeout(
        id: some Hashable & Sendable, after duration: Duration, clock: any Clock<Duration>, then timedOut: Output
    ) -> Effect {
        let work = TimeoutPart(id: EffectID(id), isTimer: false)
        let timer = TimeoutPart(id: EffectID(id), isTimer: true)
        // The timer starts first, so that work which finishes at once cancels it.
        return .merge(
            Effect.concat(.run { _ in try await clock.sleep(for: duration) }, .cancel(id: work), .just(timedOut))
                .cancellable(id: timer, cancelInFlight: true),
            Effect.concat(self, .cancel(id: timer))
                .cancellable(id: work, cancelInFlight: true)
        )
    }
}

/// The two halves of a ``Effect/timeout(id:after:clock:then:)``.
struct TimeoutPart: Hashable, Sendable, CustomStringConvertible {
    var id: EffectID
    var isTimer: Bool

    var description: String { "\(id) (\(isTimer ? "timeout" : "work"))" }
}
