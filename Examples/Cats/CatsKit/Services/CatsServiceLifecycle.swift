import CatsAPI
import TrellisData
import TrellisShell

/// The app's services (database, networker, sync engine, catalog refresher) and each
/// signed-in user's (server session, sync loop), started and stopped by TrellisShell's
/// `ServiceLifecycle`, each service's state in its `states` for Settings.
///
/// ```swift
/// let services = try await CatsServices.start(configuration)   // the app's services, then a session
/// services.lifecycle.states.current                             // database: running, …
/// await services.close()                                        // session, then app, in reverse
/// ```
public typealias CatsServiceLifecycle = ServiceLifecycle<CatsUser>

extension ServiceLifecycle where Member == CatsUser {
    /// A lifecycle with no session services: the default of `CatsServices` (test fakes),
    /// usable where TrellisShell is not imported.
    public init() { self.init(session: { _ in [] }) }
}

/// A service's status is a view model of Settings' Services section: one row per service,
/// updated in place when its state changes (`Array.merge(_:)` keeps the newest version).
extension ServiceStatus: ViewModel {
    public func withVersion(_ version: Int) -> ServiceStatus { ServiceStatus(name, scope: scope, state: state, version: version) }

    /// What Settings shows of a service.
    public static let properties: [ViewModelProperty<ServiceStatus>] = [.init("state", \.state), .init("scope", \.scope)]
}

/// A service of the app that could not start: which one, and why. What had started was
/// stopped in reverse (``rolledBack``).
public struct CatsStartError: Error, Sendable, CustomStringConvertible {
    /// The service that failed ("database").
    public var service: ServiceID
    /// Why.
    public var reason: CatsDataError
    /// The services stopped because of it, in the order they stopped.
    public var rolledBack: [ServiceID]

    init(service: ServiceID, reason: CatsDataError, rolledBack: [ServiceID]) {
        self.service = service
        self.reason = reason
        self.rolledBack = rolledBack
    }

    init(_ error: ServiceStartError) {
        switch error {
        case .failed(let id, let error, let rollback):
            service = id
            reason = error as? CatsDataError ?? .store(.sqlite(code: -1, message: "\(error)", sql: nil))
            rolledBack = rollback.order
        case .invalidGraph, .alreadyStarted, .stoppedWhileStarting:
            // The graph is fixed, started once, and no one can stop it before `start` returns.
            preconditionFailure("CatsServiceLifecycle: \(error)")
        }
    }

    /// "could not start the database: another copy of cats (process 42) is using …".
    public var description: String { "could not start the \(service): \(reason)" }
}
