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

/// One service of the app and its state: a row of Settings' Services section.
public struct CatsServiceStatus: Sendable, Hashable, Identifiable {
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

    /// The name: one row per service.
    public var id: String { name }

    /// A status of `name` in `scope`.
    public init(_ name: String, scope: Scope, state: CatsServiceState) {
        self.name = name
        self.scope = scope
        self.state = state
    }
}

/// The states of the app's services, written only by ``CatsServiceLifecycle`` as each one
/// starts and stops, and followed by Settings (a ``TrellisData/ReplayedValue``).
///
/// Its ``journal`` records every start and stop in the order they began, so a test can
/// read the order the runner used.
public final class CatsServiceStates: Sendable {
    /// Every service, app ones first, in the order declared; replays the current list.
    public let statuses: ReplayedValue<[CatsServiceStatus]>
    private let writer: ReplayedValue<[CatsServiceStatus]>.Writer
    private let state = NIOLockedValueBox<(statuses: [CatsServiceStatus], journal: [String])>(([], []))

    /// No services yet.
    public init() { (statuses, writer) = ReplayedValue.make([]) }

    /// "start database", "stop sync loop", …: each start and stop as it began, oldest first.
    public var journal: [String] { state.withLockedValue { $0.journal } }

    /// Declares `ids` in `scope` as ``CatsServiceState/waiting``: new ones are added after
    /// the others of their scope, known ones start over.
    func declare(_ ids: [ServiceID], scope: CatsServiceStatus.Scope) {
        change { statuses in
            for id in ids {
                if let index = statuses.firstIndex(where: { $0.name == id.name }) {
                    statuses[index].state = .waiting
                } else {
                    let end = scope == .app ? (statuses.firstIndex { $0.scope == .session } ?? statuses.count) : statuses.count
                    statuses.insert(CatsServiceStatus(id.name, scope: scope, state: .waiting), at: end)
                }
            }
        }
    }

    /// Sets the state of `id`, and notes a start or stop in the journal.
    func set(_ id: ServiceID, _ newState: CatsServiceState) {
        state.withLockedValue { state in
            if newState == .starting { state.journal.append("start \(id)") }
            if newState == .stopping { state.journal.append("stop \(id)") }
        }
        change { statuses in
            for index in statuses.indices where statuses[index].name == id.name { statuses[index].state = newState }
        }
    }

    /// Services of `scope` still waiting after a failed start never ran: stopped.
    func settleWaiting(in scope: CatsServiceStatus.Scope) {
        change { statuses in
            for index in statuses.indices where statuses[index].scope == scope && statuses[index].state == .waiting {
                statuses[index].state = .stopped
            }
        }
    }

    private func change(_ body: (inout [CatsServiceStatus]) -> Void) {
        state.withLockedValue { state in
            body(&state.statuses)
            writer.send(state.statuses)
        }
    }
}
