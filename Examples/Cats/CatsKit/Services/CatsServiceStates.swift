import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// How one of the app's services is doing, as Settings shows it.
public enum CatsServiceState: Sendable, Hashable, CustomStringConvertible {
    /// Declared, not started yet: it waits for what it depends on.
    case waiting
    /// Its `start()` runs.
    case starting
    /// Started and ready for its dependents.
    case running
    /// Its `stop()` runs.
    case stopping
    /// Stopped (or never started because another service failed).
    case stopped
    /// Its `start()` or `stop()` threw, for this reason.
    case failed(String)

    /// "starting…", "running", "failed: another copy of cats …".
    public var description: String {
        switch self {
        case .waiting: "waiting"
        case .starting: "starting…"
        case .running: "running"
        case .stopping: "stopping…"
        case .stopped: "stopped"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}

/// One service of the app and its state: a row of Settings' Services section, and a view
/// model of ``CatsServiceStates/controller`` (Facebook's `FBViewModel`): its id is the
/// service's name, and its version grows by one with each change of state, so an observer
/// holding a newer one drops an older one that reaches it late.
public struct CatsServiceStatus: ViewModel, Hashable {
    /// Whether the service lives as long as the app or as the signed-in session.
    public enum Scope: Sendable, Hashable {
        /// Started when the app starts, stopped when it quits.
        case app
        /// Started when a user signs in, stopped when they sign out (or the app quits).
        case session
    }

    /// The service's name in the graph ("database", "sync engine").
    public var name: String
    /// App or session.
    public var scope: Scope
    /// How it is doing.
    public var state: CatsServiceState
    /// 1 when declared, one more with each change of ``state``.
    public var version: Int

    /// The name: one row per service.
    public var id: String { name }

    /// A status of `name` in `scope`, at `version`.
    public init(_ name: String, scope: CatsServiceStatus.Scope, state: CatsServiceState, version: Int = 1) {
        self.name = name
        self.scope = scope
        self.state = state
        self.version = version
    }

    public func withVersion(_ version: Int) -> CatsServiceStatus {
        CatsServiceStatus(name, scope: scope, state: state, version: version)
    }

    /// What Settings shows of a service: observers hear which of these changed.
    public static let properties: [ViewModelProperty<CatsServiceStatus>] = [.init("state", \.state), .init("scope", \.scope)]
}

/// The states of the app's services, written only by ``CatsServiceLifecycle`` as each one
/// starts and stops, and followed by Settings.
///
/// Each service's status is a view model held by ``controller`` (Facebook's
/// `FBViewModelController`): a state change is a newer version of it, and the controller
/// tells its observers which service changed and which of its properties, a service
/// declared for the first time (a session's, at the first sign-in) is an insert. Settings
/// starts from ``current`` and follows ``controller``'s changes, keeping the newest version
/// of each (`Array.apply(_:)`), so one service's change is one row's update in its table.
///
/// Its ``journal`` records every start and stop in the order they began, so a test can
/// read the order the runner used.
public final class CatsServiceStates: Sendable {
    /// Every service's status as a view model; observers hear each change.
    public let controller = ViewModelController<CatsServiceStatus>()
    private let state = NIOLockedValueBox<(statuses: [CatsServiceStatus], journal: [String])>(([], []))

    /// No services yet.
    public init() {}

    /// Every service, app ones first, in the order declared, at their newest versions.
    public var current: [CatsServiceStatus] { state.withLockedValue { $0.statuses } }

    /// "start database", "stop sync loop", …: each start and stop as it began, oldest first.
    public var journal: [String] { state.withLockedValue { $0.journal } }

    /// Declares `ids` in `scope` as ``CatsServiceState/waiting``: new ones are added after
    /// the others of their scope, known ones start over.
    func declare(_ ids: [ServiceID], scope: CatsServiceStatus.Scope) async {
        await change { statuses in
            var changed: [CatsServiceStatus] = []
            for id in ids {
                if let index = statuses.firstIndex(where: { $0.name == id.name }) {
                    statuses[index] = Self.next(statuses[index], .waiting)
                    changed.append(statuses[index])
                } else {
                    let end = scope == .app ? (statuses.firstIndex { $0.scope == .session } ?? statuses.count) : statuses.count
                    let status = CatsServiceStatus(id.name, scope: scope, state: .waiting)
                    statuses.insert(status, at: end)
                    changed.append(status)
                }
            }
            return changed
        }
    }

    /// Sets the state of `id`, and notes a start or stop in the journal.
    func set(_ id: ServiceID, _ newState: CatsServiceState) async {
        await change(journal: newState == .starting ? "start \(id)" : newState == .stopping ? "stop \(id)" : nil) { statuses in
            var changed: [CatsServiceStatus] = []
            for index in statuses.indices where statuses[index].name == id.name {
                statuses[index] = Self.next(statuses[index], newState)
                changed.append(statuses[index])
            }
            return changed
        }
    }

    /// Services of `scope` still waiting after a failed start never ran: stopped.
    func settleWaiting(in scope: CatsServiceStatus.Scope) async {
        await change { statuses in
            var changed: [CatsServiceStatus] = []
            for index in statuses.indices where statuses[index].scope == scope && statuses[index].state == .waiting {
                statuses[index] = Self.next(statuses[index], .stopped)
                changed.append(statuses[index])
            }
            return changed
        }
    }

    /// `status` in `state`, one version on.
    private static func next(_ status: CatsServiceStatus, _ state: CatsServiceState) -> CatsServiceStatus {
        var next = status
        next.state = state
        next.version += 1
        return next
    }

    /// Changes the list under the lock, then hands the changed statuses to the controller.
    /// Two changes of different services may reach it in either order; one service changes
    /// from one task at a time, and a version the controller already passed is dropped.
    private func change(journal entry: String? = nil, _ body: (inout [CatsServiceStatus]) -> [CatsServiceStatus]) async {
        let changed = state.withLockedValue { state in
            if let entry { state.journal.append(entry) }
            return body(&state.statuses)
        }
        for status in changed {
            // A stale version means a newer one of this service is published already.
            _ = try? await controller.apply(status)
        }
    }
}
