/// Runs work later on the main actor: how `setNeedsLoadContent()` defers a load to the
/// end of the current main-actor turn, the way AAPL used
/// `performSelector:withObject:afterDelay:0`.
///
/// The default, ``TaskScheduler``, enqueues a main-actor task. Tests and hosts with a run
/// loop of their own (the terminal host) use a ``ManualScheduler`` and drain it when the
/// turn ends, so "later" is a moment they choose.
@MainActor
public protocol MainScheduler: AnyObject {
    /// Runs `work` once, after the current main-actor turn.
    func schedule(_ work: @escaping @MainActor () -> Void)
}

/// Schedules work as a main-actor `Task`.
@MainActor
public final class TaskScheduler: MainScheduler {
    /// The scheduler data sources use unless given another.
    public static let shared = TaskScheduler()

    /// Makes the scheduler that runs work after the current main-actor turn.
    public init() {}

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }
}

/// Holds scheduled work until ``runPending()`` is called.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// let source = CatListDataSource(scheduler: scheduler)
/// for _ in 0..<10 { source.setNeedsLoadContent() }
/// scheduler.runPending()            // one loadContent()
/// ```
@MainActor
public final class ManualScheduler: MainScheduler {
    private var pending: [@MainActor () -> Void] = []

    /// Makes a scheduler that runs nothing until `run()` is called.
    public init() {}

    /// How many pieces of work wait to run.
    public var pendingCount: Int { pending.count }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Runs everything scheduled so far, and anything that schedules while it runs.
    public func runPending() {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for work in batch { work() }
        }
    }
}
