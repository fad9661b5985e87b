/// The observations (and any other cancellable work) of one binding: ReactorKit's
/// `DisposeBag`. Emptying it, or dropping it, cancels everything in it.
@MainActor
public final class BindingBag {
    private var observations: [ObservationToken] = []
    private var tasks: [Task<Void, Never>] = []

    /// An empty bag.
    public init() {}

    /// How many observations and tasks the bag holds.
    public var count: Int { observations.count + tasks.count }

    /// Holds `observation` until the bag is emptied.
    public func insert(_ observation: ObservationToken) {
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
