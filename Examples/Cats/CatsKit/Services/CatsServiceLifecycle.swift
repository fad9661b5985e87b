import CatsAPI
import TrellisData
import TrellisShell

/// Starts and stops the app's services through TrellisShell's ``TrellisShell/ServiceRunner``
/// (Facebook's app-startup services, each started after what it depends on, and stopped in
/// reverse): one runner for the app (database, networker, sync engine, catalog refresher)
/// and one per signed-in session (its server session and sync loop).
///
/// The app's services start once, from ``CatsServices/start(_:)``; the session's start on
/// every sign-in and stop on every sign-out; ``stop()`` (on quit) stops the session's,
/// then the app's. Each service's state is in ``states`` as it changes.
///
/// ```swift
/// let services = try await CatsServices.start(configuration)   // the app's services, then a session
/// services.lifecycle.states.current                             // database: running, …
/// await services.close()                                        // session, then app, in reverse
/// ```
public actor CatsServiceLifecycle {
    /// Every service's state, followed by Settings.
    public nonisolated let states: CatsServiceStates
    private let makeSession: @Sendable (CatsUser) -> [CatsServiceDeclaration]
    private var app: ServiceRunner?
    private var session: ServiceRunner?

    /// A lifecycle with no services yet; `session` declares the services of a user's session.
    public init(session: @escaping @Sendable (CatsUser) -> [CatsServiceDeclaration] = { _ in [] }) {
        states = CatsServiceStates()
        makeSession = session
    }

    /// Starts the app's services in dependency order.
    ///
    /// - Throws: ``CatsStartError`` naming the service that failed; those already started
    ///   were stopped in reverse.
    func startApp(_ declarations: [CatsServiceDeclaration]) async throws(CatsStartError) {
        let runner = ServiceRunner(await graph(of: declarations, scope: .app))
        app = runner
        do {
            try await runner.start()
        } catch {
            await states.settleWaiting(in: .app)
            app = nil
            throw CatsStartError(error)
        }
    }

    /// Starts the session of `user`, after stopping the one before, if any. A service that
    /// fails shows its reason in ``states``; the app goes on without it.
    func startSession(for user: CatsUser) async {
        _ = await stopSession()
        let declarations = makeSession(user)
        guard !declarations.isEmpty else { return }
        let runner = ServiceRunner(await graph(of: declarations, scope: .session))
        session = runner
        do { try await runner.start() } catch { await states.settleWaiting(in: .session) }
    }

    /// Stops the session's services in reverse dependency order.
    ///
    /// - Returns: the services stopped, in the order they finished.
    @discardableResult
    func stopSession() async -> [ServiceID] {
        guard let runner = session else { return [] }
        session = nil
        return await runner.stop().order
    }

    /// Quitting: stops the session's services, then the app's, each in reverse.
    public func stop() async {
        await stopSession()
        guard let runner = app else { return }
        app = nil
        _ = await runner.stop()
    }

    /// The graph of `declarations`, each service reporting its state to ``states``.
    private func graph(of declarations: [CatsServiceDeclaration], scope: CatsServiceStatus.Scope) async -> ServiceGraph {
        await states.declare(declarations.map(\.id), scope: scope)
        var graph = ServiceGraph()
        for declaration in declarations {
            let observed = ObservedService(id: declaration.id, base: declaration.service, states: states)
            do { try graph.add(declaration.id, observed, dependsOn: declaration.dependencies) } catch {
                preconditionFailure("CatsServiceLifecycle: the Cats services are declared wrongly: \(error)")
            }
        }
        return graph
    }
}

/// A service of the app, with its name and what it depends on.
public struct CatsServiceDeclaration: Sendable {
    /// Its name ("database").
    public var id: ServiceID
    /// The service.
    public var service: any Service
    /// The services that must be ready before it starts.
    public var dependencies: [ServiceID]

    /// Declares `service` as `id`, after `dependencies`.
    public init(_ id: ServiceID, _ service: any Service, after dependencies: [ServiceID] = []) {
        self.id = id
        self.service = service
        self.dependencies = dependencies
    }
}

/// A service that tells ``CatsServiceStates`` when it starts, runs, stops or fails.
struct ObservedService: Service {
    let id: ServiceID
    let base: any Service
    let states: CatsServiceStates

    func start() async throws {
        await states.set(id, .starting)
        do {
            try await base.start()
            await states.set(id, .running)
        } catch {
            // A start cancelled because another service failed is not a failure of its own.
            await states.set(id, error is CancellationError ? .stopped : .failed(String(describing: error)))
            throw error
        }
    }

    func stop() async throws {
        await states.set(id, .stopping)
        do {
            try await base.stop()
            await states.set(id, .stopped)
        } catch {
            await states.set(id, .failed(String(describing: error)))
            throw error
        }
    }
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
