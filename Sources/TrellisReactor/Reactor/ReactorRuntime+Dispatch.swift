// The synchronous part of the pipeline: the queue, mutate, reduce and the observers.

extension ReactorRuntime {
    /// Inlinable, so that `mutate` and `reduce` are specialized and inlined into the
    /// caller: the common path (built, idle, no transforms, `mutate` answering `.just`)
    /// costs one reduce and the observers, nothing more.
    @inlinable
    func send(_ action: R.Action, to reactor: R) {
        guard isBuilt, !isDispatching, actionInterceptor == nil, actionStep == nil else {
            return _sendSlowly(action, to: reactor)
        }
        isDispatching = true
        let effect = reactor.mutate(action)
        if case .just(let mutation) = effect.operation, mutationStep == nil, stateStep == nil, mutationTap == nil {
            isReducing = true
            reactor.reduce(&_currentState, mutation)
            isReducing = false
            notifyObservers()
        } else {
            _start(effect, reactor: reactor)
        }
        isDispatching = false
        if !pending.isEmpty { _drainPending(reactor: reactor) }
    }

    @usableFromInline
    func _sendSlowly(_ action: R.Action, to reactor: R) {
        if !isBuilt { build(for: reactor) }
        if let actionInterceptor {
            actionInterceptor(action)
            return
        }
        enqueue(.action(action), reactor: reactor)
    }

    @usableFromInline
    func _start(_ effect: Effect<R.Mutation>, reactor: R) {
        switch effect.operation {
        case .none: break
        case .just(let mutation): reduce(mutation, reactor: reactor)
        default: start(effect, ids: [], delivery: mutationDelivery)
        }
    }

    /// Handles what observers queued while the fast path ran.
    @usableFromInline
    func _drainPending(reactor: R) {
        let first = pending[pendingHead]
        pendingHead += 1
        enqueue(first, reactor: reactor)
    }

    /// Runs `item` now, or queues it behind the one being handled: never nested.
    func enqueue(_ item: Pending, reactor: R) {
        if isDispatching {
            pending.append(item)
            return
        }
        isDispatching = true
        defer { isDispatching = false }
        handle(item, reactor: reactor)
        while pendingHead < pending.count {
            let next = pending[pendingHead]
            pendingHead += 1
            handle(next, reactor: reactor)
        }
        pending.removeAll(keepingCapacity: true)
        pendingHead = 0
    }

    private func handle(_ item: Pending, reactor: R) {
        switch item {
        case .action(let action):
            handleAction(action, reactor: reactor)
        case .mutation(let mutation):
            reduce(mutation, reactor: reactor)
        case .state(let state):
            replaceState(state)
        }
    }

    private func handleAction(_ action: R.Action, reactor: R) {
        var action = action
        if let actionStep {
            guard let transformed = actionStep(action) else { return }
            action = transformed
        }
        _start(reactor.mutate(action), reactor: reactor)
    }

    /// Reduces in place: `reduce` must not read the reactor's state (it is pure).
    func reduce(_ mutation: R.Mutation, reactor: R) {
        var mutation = mutation
        if let mutationStep {
            guard let transformed = mutationStep(mutation) else { return }
            mutation = transformed
        }
        if let stateStep {
            var state = _currentState
            reactor.reduce(&state, mutation)
            guard let transformed = stateStep(state) else { return }
            _currentState = transformed
        } else {
            isReducing = true
            reactor.reduce(&_currentState, mutation)
            isReducing = false
        }
        mutationTap?(mutation, isDeliveringFromEffect)
        notifyObservers()
    }

    func replaceState(_ state: R.State) {
        precondition(!isReducing, "\(R.self): the state was replaced inside reduce(_:_:), which holds it inout")
        _currentState = state
        notifyObservers()
    }

    @inlinable
    func notifyObservers() {
        if observers.count == 1 {
            observers[0].body(_currentState)
            return
        }
        for observer in observers { observer.body(_currentState) }
    }

    // MARK: - Deliveries from effects (on the main actor, queued like sends)

    func deliverMutation(_ mutation: R.Mutation) {
        guard let reactor else { return }
        isDeliveringFromEffect = true
        defer { isDeliveringFromEffect = false }
        enqueue(.mutation(mutation), reactor: reactor)
    }

    func deliverAction(_ action: R.Action) {
        guard let reactor else { return }
        enqueue(.action(action), reactor: reactor)
    }

    func reduceNow(_ mutation: R.Mutation) {
        guard let reactor else { return }
        reduce(mutation, reactor: reactor)
    }

    func deliverState(_ state: R.State) {
        guard let reactor else { return }
        enqueue(.state(state), reactor: reactor)
    }

    // MARK: - Building the pipeline

    /// Calls the reactor's three `transform`s, once, and starts the streams they merged;
    /// a stubbed reactor's pipeline stays empty.
    func build(for reactor: R) {
        guard !isBuilt else { return }
        isBuilt = true
        self.reactor = reactor
        guard !isStubbed else { return }
        let actions = reactor.transform(action: ReactorStream())
        let mutations = reactor.transform(mutation: ReactorStream())
        let states = reactor.transform(state: ReactorStream())
        actionStep = actions.step
        mutationStep = mutations.step
        stateStep = states.step
        mutationDelivery = Delivery(
            now: { [weak self] mutation in self?.reduceNow(mutation) },
            later: Send { [weak self] mutation in self?.deliverMutation(mutation) }
        )
        let actionDelivery = Delivery<R.Action>(
            now: { [weak self] action in self?.deliverAction(action) },
            later: Send { [weak self] action in self?.deliverAction(action) }
        )
        let stateDelivery = Delivery<R.State>(
            now: { [weak self] state in self?.deliverState(state) },
            later: Send { [weak self] state in self?.deliverState(state) }
        )
        for source in actions.sources { startStream(source, delivery: actionDelivery) }
        for source in mutations.sources { startStream(source, delivery: mutationDelivery) }
        for source in states.sources { startStream(source, delivery: stateDelivery) }
    }

    /// Starts a merged stream, counted apart from effects: it runs as long as the reactor.
    private func startStream<O: Sendable>(_ source: Effect<O>, delivery: Delivery<O>) {
        if source.isSynchronous {
            start(source, ids: [], delivery: delivery)
        } else {
            let token = launch(source, ids: [], send: delivery.later).token
            effects.markAsStream(token)
        }
    }
}
