// Observing a reactor's state: callbacks on the main actor, distinct values of a key
// path, pulses, and the states as an AsyncSequence.

extension Reactor {
    /// Calls `body` with the current state now, then with every new state, on the main actor.
    ///
    /// ```swift
    /// reactor.observe { state in label.text = "\(state.count)" }.store(in: bag)
    /// ```
    ///
    /// - Returns: The observation; it ends when cancelled or dropped.
    public func observe(_ body: @escaping @MainActor (State) -> Void) -> ObservationToken {
        runtime.build(for: self)
        body(runtime.currentState)
        return runtime.addObserver(body)
    }

    /// Calls `body` with the state before and after each change: first `nil` and the current
    /// state, then the last state `body` saw and the new one (RxSwift's `scan` of pairs).
    /// For what is worked out from two states, said once whatever caused the change: the
    /// sentence a screen reader hears when a load starts or a list changes.
    ///
    /// ```swift
    /// reactor.observeChanges { old, new in
    ///     if old?.cats.isLoading != true, new.cats.isLoading { host.announce("Loading cats…") }
    /// }.store(in: bag)
    /// ```
    public func observeChanges(_ body: @escaping @MainActor (_ old: State?, _ new: State) -> Void) -> ObservationToken {
        var last: State?
        return observe { state in
            body(last, state)
            last = state
        }
    }

    /// Calls `body` with the value at `keyPath` now, then only when it changes.
    ///
    /// ```swift
    /// reactor.observe(\.likeCount) { count in button.title = "♥ \(count)" }.store(in: bag)
    /// ```
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<State, Value> & Sendable,
        _ body: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        // Built first: a synchronous source merged by `transform` changes the state now,
        // and the first value is the state after it.
        runtime.build(for: self)
        var last = runtime.currentState[keyPath: keyPath]
        body(last)
        return runtime.addObserver { state in
            let value = state[keyPath: keyPath]
            guard value != last else { return }
            last = value
            body(value)
        }
    }

    /// Calls `body` every time the pulse at `keyPath` is assigned after now, even with an
    /// equal value: one-shot events (an alert, a toast) that must fire twice for the same
    /// message (ReactorKit's `pulse(\.$alert)`). The current value is not replayed.
    ///
    /// ```swift
    /// reactor.pulse(\.$error) { error in if let error { host.showToast(error.message) } }
    /// ```
    public func pulse<Value>(
        _ keyPath: KeyPath<State, Pulse<Value>> & Sendable,
        _ body: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        // Built first: a pulse assigned while the pipeline is built is not news later.
        runtime.build(for: self)
        var lastVersion = runtime.currentState[keyPath: keyPath].version
        return runtime.addObserver { state in
            let pulse = state[keyPath: keyPath]
            guard pulse.version != lastVersion else { return }
            lastVersion = pulse.version
            body(pulse.value)
        }
    }

    /// The states as an `AsyncSequence`: the current state first, then every new one.
    ///
    /// ```swift
    /// for await state in reactor.states { render(state) }
    /// ```
    ///
    /// The sequence buffers every state, so a slow consumer still sees each; it ends when
    /// the consuming task is cancelled.
    public var states: AsyncStream<State> {
        runtime.build(for: self)
        let (stream, continuation) = AsyncStream<State>.makeStream()
        continuation.yield(runtime.currentState)
        let observation = runtime.addObserver { state in continuation.yield(state) }
        continuation.onTermination = { _ in
            Task { @MainActor in observation.cancel() }
        }
        return stream
    }

    /// The distinct values at `keyPath` as an `AsyncSequence`, starting with the current one.
    public func values<Value: Equatable & Sendable>(of keyPath: KeyPath<State, Value> & Sendable) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let observation = observe(keyPath) { value in continuation.yield(value) }
        continuation.onTermination = { _ in
            Task { @MainActor in observation.cancel() }
        }
        return stream
    }
}

extension ReactorRuntime {
    func addObserver(_ body: @escaping @MainActor (R.State) -> Void) -> ObservationToken {
        nextObserverID += 1
        let id = nextObserverID
        observers.append((id, body))
        return ObservationToken { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }
}
