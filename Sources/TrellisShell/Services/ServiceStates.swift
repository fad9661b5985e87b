/// The states of an app's services, written by a ``ServiceLifecycle`` as each one starts and
/// stops, and followed by whatever shows them.
///
/// A reader starts from ``current`` and follows ``changes()``, keeping the newest version
/// of each status (Facebook's `FBViewModelController` pattern): a change is a newer version
/// of one service's status, so one service's change is one row's update. Subscribe first,
/// then read ``current``: a change made in between is heard twice, and its version tells.
///
/// ```swift
/// let changes = lifecycle.states.changes()
/// var rows = lifecycle.states.current               // database: running, session: starting…
/// for await status in changes {
///     if let index = rows.firstIndex(where: { $0.id == status.id }) {
///         if status.version > rows[index].version { rows[index] = status }
///     } else {
///         rows.append(status)                       // a session's service, at sign-in
///     }
/// }
/// ```
///
/// Its ``journal`` records every start and stop in the order they began, so a test can
/// read the order the runner used.
public final class ServiceStates: Sendable {
    private struct Storage {
        var statuses: [ServiceStatus] = []
        var journal: [String] = []
        var observers: [Int: AsyncStream<ServiceStatus>.Continuation] = [:]
        var nextObserver = 0
    }

    private let storage = Locked(Storage())

    /// No services yet.
    public init() {}

    /// Every service, app ones first, in the order declared, at their newest versions.
    public var current: [ServiceStatus] { storage.withLock { $0.statuses } }

    /// "start database", "stop sync loop", …: each start and stop as it began, oldest first.
    public var journal: [String] { storage.withLock { $0.journal } }

    /// Every status that changes from now on, in the order the changes were made; a
    /// service declared for the first time (a session's, at the first sign-in) arrives at
    /// version 1. The stream ends when the states are dropped, and the observer is
    /// forgotten when the reader stops iterating.
    ///
    /// Nothing is dropped: a change happens only at a service's start, stop or
    /// declaration, so the buffer holds a few per sign-in at most.
    public func changes() -> AsyncStream<ServiceStatus> {
        let (stream, continuation) = AsyncStream<ServiceStatus>.makeStream()
        let id = storage.withLock { storage in
            defer { storage.nextObserver += 1 }
            storage.observers[storage.nextObserver] = continuation
            return storage.nextObserver
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.storage.withLock { $0.observers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many readers of ``changes()`` are still iterating (or holding the stream).
    var observerCount: Int { storage.withLock { $0.observers.count } }

    /// Declares `names` in `scope` as ``ServiceState/waiting``: new ones are added after the
    /// others of their scope, known ones start over. ``ServiceLifecycle`` calls it before
    /// each start; a runner of an app's own (or a test of a screen) may too.
    public func declare(_ names: [ServiceID], scope: ServiceStatus.Scope) {
        change { statuses in
            var changed: [ServiceStatus] = []
            for id in names {
                if let index = statuses.firstIndex(where: { $0.name == id.name }) {
                    statuses[index] = statuses[index].moved(to: .waiting)
                    changed.append(statuses[index])
                } else {
                    let end = scope == .app ? (statuses.firstIndex { $0.scope == .session } ?? statuses.count) : statuses.count
                    let status = ServiceStatus(id.name, scope: scope, state: .waiting)
                    statuses.insert(status, at: end)
                    changed.append(status)
                }
            }
            return changed
        }
    }

    /// Sets the state of the declared service `id`, noting a start or stop in the journal.
    public func set(_ id: ServiceID, _ state: ServiceState) {
        let entry = state == .starting ? "start \(id)" : state == .stopping ? "stop \(id)" : nil
        change(journal: entry) { statuses in
            var changed: [ServiceStatus] = []
            for index in statuses.indices where statuses[index].name == id.name {
                statuses[index] = statuses[index].moved(to: state)
                changed.append(statuses[index])
            }
            return changed
        }
    }

    /// Services of `scope` still waiting after a failed start never ran: stopped.
    func settleWaiting(in scope: ServiceStatus.Scope) {
        change { statuses in
            var changed: [ServiceStatus] = []
            for index in statuses.indices where statuses[index].scope == scope && statuses[index].state == .waiting {
                statuses[index] = statuses[index].moved(to: .stopped)
                changed.append(statuses[index])
            }
            return changed
        }
    }

    /// Changes the list and tells the observers under one lock, so every observer hears the
    /// changes in the order they were made (a yield never waits).
    private func change(journal entry: String? = nil, _ body: (inout [ServiceStatus]) -> [ServiceStatus]) {
        storage.withLock { storage in
            if let entry { storage.journal.append(entry) }
            for status in body(&storage.statuses) {
                for observer in storage.observers.values { observer.yield(status) }
            }
        }
    }

    deinit {
        for observer in storage.withLock({ $0.observers.values }) { observer.finish() }
    }
}
