/// A live observation of a reactor's state; ``cancel()`` (or dropping it) ends it.
///
/// Keep observations in a ``BindingBag`` (ReactorKit's `disposeBag`): a view's bag is
/// emptied when its reactor is replaced.
@MainActor
public final class Observation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the observation still runs.
    public var isActive: Bool { onCancel != nil }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        let body = onCancel
        onCancel = nil
        body?()
    }

    /// Keeps the observation alive as long as `bag` (and cancels it when the bag is emptied).
    public func store(in bag: BindingBag) {
        bag.insert(self)
    }

    isolated deinit {
        cancel()
    }
}

/// The observations (and any other cancellable work) of one binding: ReactorKit's
/// `DisposeBag`. Emptying it, or dropping it, cancels everything in it.
@MainActor
public final class BindingBag {
    private var observations: [Observation] = []
    private var tasks: [Task<Void, Never>] = []

    /// An empty bag.
    public init() {}

    /// How many observations and tasks the bag holds.
    public var count: Int { observations.count + tasks.count }

    /// Holds `observation` until the bag is emptied.
    public func insert(_ observation: Observation) {
        observations.append(observation)
    }

    /// Holds `task` until the bag is emptied, which cancels it.
    public func insert(_ task: Task<Void, Never>) {
        tasks.append(task)
    }

    /// Cancels and forgets everything in the bag.
    public func cancelAll() {
        let held = observations
        observations.removeAll()
        for observation in held { observation.cancel() }
        for task in tasks { task.cancel() }
        tasks.removeAll()
    }

    isolated deinit {
        cancelAll()
    }
}
