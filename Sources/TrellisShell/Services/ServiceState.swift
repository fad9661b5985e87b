/// How one service is doing, as a settings screen or a status line shows it.
public enum ServiceState: Sendable, Hashable, CustomStringConvertible {
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

    /// "starting…", "running", "failed: another copy of the app …".
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

/// One service and its state: a row of a screen listing the app's services, and a versioned
/// value in the manner of Facebook's `FBViewModel`: its id is the service's name, and its
/// version grows by one with each change of state, so an observer holding a newer one
/// drops an older one that reaches it late.
public struct ServiceStatus: Sendable, Hashable, Identifiable {
    /// Whether the service lives as long as the app or as the signed-in session.
    public enum Scope: Sendable, Hashable {
        /// Started when the app starts, stopped when it quits.
        case app
        /// Started when a user signs in, stopped when they sign out (or the app quits).
        case session
    }

    /// The service's name in its graph ("database", "sync engine").
    public var name: String
    /// App or session.
    public var scope: Scope
    /// How it is doing.
    public var state: ServiceState
    /// 1 when declared, one more with each change of ``state``.
    public var version: Int

    /// The name: one status per service.
    public var id: String { name }

    /// A status of the service `name` in `scope`, at `version`.
    public init(_ name: String, scope: Scope, state: ServiceState, version: Int = 1) {
        self.name = name
        self.scope = scope
        self.state = state
        self.version = version
    }

    /// The status in `state`, one version on.
    func moved(to state: ServiceState) -> ServiceStatus {
        ServiceStatus(name, scope: scope, state: state, version: version + 1)
    }
}
