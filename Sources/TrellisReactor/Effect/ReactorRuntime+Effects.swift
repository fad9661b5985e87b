// Interpreting effects: the synchronous start on the main actor, the rest in tasks the
// runtime tracks, so it can cancel them by id and all at once when the reactor goes.

extension ReactorRuntime {
    /// Starts `effect`: synchronous parts now, async parts in tracked tasks.
    func start<O: Sendable>(_ effect: Effect<O>, ids: [EffectID], delivery: Delivery<O>) {
        switch effect.operation {
        case .none:
            break
        case .just(let output):
            delivery.now(output)
        case .merge(let effects):
            for effect in effects { start(effect, ids: ids, delivery: delivery) }
        case .concat(let effects):
            // The synchronous prefix happens now; the rest waits in one task, in order.
            var index = effects.startIndex
            while index < effects.endIndex, effects[index].isSynchronous {
                start(effects[index], ids: ids, delivery: delivery)
                index += 1
            }
            if index < effects.endIndex {
                launch(Effect(.concat(Array(effects[index...]))), ids: ids, send: delivery.later)
            }
        case .run:
            launch(effect, ids: ids, send: delivery.later)
        case .cancellable(let id, let cancelInFlight, let inner):
            if cancelInFlight { effects.cancel(id: id) }
            start(inner[0], ids: ids + [id], delivery: delivery)
        case .cancel(let id):
            effects.cancel(id: id)
        }
    }

    /// Runs `effect` in a task tracked under `ids`; returns it, so a caller in another
    /// task can wait for it.
    @discardableResult
    func launch<O: Sendable>(_ effect: Effect<O>, ids: [EffectID], send: Send<O>) -> (task: Task<Void, Never>, token: Int) {
        let token = effects.makeToken()
        let reportError = makeErrorReporter()
        // The task holds the runtime weakly, so the reactor can go away (and cancel it).
        let runtime = WeakRuntime(self)
        let task = Task(priority: effect.priority) {
            await Self.execute(effect, send: send, reportError: reportError, runtime: runtime)
            runtime.value?.finishTask(token)
        }
        effects.insert(task, token: token, ids: ids)
        return (task, token)
    }

    func finishTask(_ token: Int) {
        effects.finish(token)
    }

    private func makeErrorReporter() -> @Sendable (any Error) async -> Void {
        let reactorType = String(describing: R.self)
        return { [weak self] error in
            await self?.report(ReactorError(reactorType: reactorType, error: error))
        }
    }

    private func report(_ error: ReactorError) {
        errorHandler(error)
    }

    /// Runs `effect` to its end in the current task, off the main actor.
    nonisolated static func execute<O: Sendable>(
        _ effect: Effect<O>, send: Send<O>,
        reportError: @escaping @Sendable (any Error) async -> Void,
        runtime: WeakRuntime<R>
    ) async {
        switch effect.operation {
        case .none:
            break
        case .just(let output):
            await send(output)
        case .run(_, let operation, let handler):
            do {
                try await operation(send)
            } catch {
                guard !Task.isCancelled, !(error is CancellationError) else { return }
                if let handler {
                    if let output = handler(error) { await send(output) }
                } else {
                    await reportError(error)
                }
            }
        case .merge(let effects):
            await withTaskGroup(of: Void.self) { group in
                for effect in effects {
                    group.addTask { await execute(effect, send: send, reportError: reportError, runtime: runtime) }
                }
            }
        case .concat(let effects):
            for effect in effects {
                guard !Task.isCancelled else { return }
                await execute(effect, send: send, reportError: reportError, runtime: runtime)
            }
        case .cancellable(let id, let cancelInFlight, let inner):
            // Cancellable work inside async work gets a tracked task of its own, so that
            // `.cancel(id:)` reaches it; this task waits for it.
            guard let task = await runtime.value?.startNested(inner[0], id: id, cancelInFlight: cancelInFlight, send: send) else { return }
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
        case .cancel(let id):
            await runtime.value?.cancelEffects(id: id)
        }
    }

    func startNested<O: Sendable>(_ effect: Effect<O>, id: EffectID, cancelInFlight: Bool, send: Send<O>) -> Task<Void, Never> {
        if cancelInFlight { effects.cancel(id: id) }
        return launch(effect, ids: [id], send: send).task
    }

    func cancelEffects(id: EffectID) {
        effects.cancel(id: id)
    }
}

/// A weak reference to a runtime that a task can carry.
struct WeakRuntime<R: Reactor>: Sendable {
    weak var value: ReactorRuntime<R>?

    init(_ value: ReactorRuntime<R>) { self.value = value }
}

extension Effect {
    /// Whether the effect does all its work before `start` returns.
    var isSynchronous: Bool {
        switch operation {
        case .none, .just, .cancel: true
        case .run: false
        case .merge(let effects), .concat(let effects): effects.allSatisfy(\.isSynchronous)
        case .cancellable(_, _, let inner): inner[0].isSynchronous
        }
    }

    var priority: TaskPriority? {
        if case .run(let priority, _, _) = operation { return priority }
        return nil
    }
}
