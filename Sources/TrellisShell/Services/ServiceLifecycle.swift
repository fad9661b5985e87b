/// Starts and stops an app's services in two ``ServiceRunner``s: one for the app (a
/// database, a networker, a sync engine), started once, and one per signed-in session
/// (its server session, a sync loop), started at every sign-in and stopped at every
/// sign-out; quitting stops the session's, then the app's, each in reverse dependency
/// order. Every service's state is in ``states`` as it changes (Facebook's app-startup
/// services, with what each depends on written down).
///
/// `Member` is what a session is of (the signed-in user), handed to `session` to declare
/// that session's services.
///
/// ```swift
/// let lifecycle = ServiceLifecycle<User> { user in
///     [ServiceDeclaration("session", SessionService(user)),
///      ServiceDeclaration("sync loop", SyncLoop(user), after: ["session"])]
/// }
/// try await lifecycle.startApp([ServiceDeclaration("database", DatabaseService(path))])
/// await lifecycle.startSession(for: user)     // on sign-in: stops the one before first
/// lifecycle.states.current                    // database: running, session: running, …
/// await lifecycle.stop()                      // on quit: session, then app, in reverse
/// ```
public actor ServiceLifecycle<Member: Sendable> {
    /// Every service's state, app ones first.
    public nonisolated let states: ServiceStates
    private let makeSession: @Sendable (Member) -> [ServiceDeclaration]
    private var app: ServiceRunner?
    private var session: ServiceRunner?

    /// A lifecycle with no services yet; `session` declares the services of a member's
    /// session (none by default).
    public init(session: @escaping @Sendable (Member) -> [ServiceDeclaration] = { _ in [] }) {
        states = ServiceStates()
        makeSession = session
    }

    /// Starts the app's services in dependency order.
    ///
    /// - Throws: ``ServiceStartError/failed(_:error:rollback:)`` naming the service that
    ///   failed (those already started were stopped in reverse), or
    ///   ``ServiceStartError/invalidGraph(_:)`` when `declarations` repeat a name, name an
    ///   unknown dependency or form a cycle (nothing was started).
    public func startApp(_ declarations: [ServiceDeclaration]) async throws(ServiceStartError) {
        let runner = try runner(of: declarations, scope: .app)
        app = runner
        do {
            try await runner.start()
        } catch {
            states.settleWaiting(in: .app)
            app = nil
            throw error
        }
    }

    /// Starts the session of `member`, after stopping the one before, if any. A service
    /// that fails shows its reason in ``states``; the app goes on without the session.
    public func startSession(for member: Member) async {
        await stopSession()
        let declarations = makeSession(member)
        guard !declarations.isEmpty, let runner = try? runner(of: declarations, scope: .session) else { return }
        session = runner
        do { try await runner.start() } catch { states.settleWaiting(in: .session) }
    }

    /// Stops the session's services in reverse dependency order.
    ///
    /// - Returns: The services stopped, in the order they finished.
    @discardableResult
    public func stopSession() async -> [ServiceID] {
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

    /// A runner of `declarations`, each service reporting its state to ``states``.
    private func runner(of declarations: [ServiceDeclaration], scope: ServiceStatus.Scope) throws(ServiceStartError) -> ServiceRunner {
        var graph = ServiceGraph()
        do {
            for declaration in declarations {
                let observed = ObservedService(id: declaration.id, base: declaration.service, states: states)
                try graph.add(declaration.id, observed, dependsOn: declaration.dependencies)
            }
            _ = try graph.startOrder()
        } catch {
            throw .invalidGraph(error)
        }
        states.declare(declarations.map(\.id), scope: scope)
        return ServiceRunner(graph)
    }
}

/// A service of an app, with its name and what it depends on: one entry of a
/// ``ServiceLifecycle``'s app or session.
public struct ServiceDeclaration: Sendable {
    /// Its name ("database").
    public var id: ServiceID
    /// The service.
    public var service: any Service
    /// The services that must be ready before it starts.
    public var dependencies: [ServiceID]

    /// Declares `service` as `id`, started after `dependencies`.
    public init(_ id: ServiceID, _ service: any Service, after dependencies: [ServiceID] = []) {
        self.id = id
        self.service = service
        self.dependencies = dependencies
    }
}

/// A service that tells ``ServiceStates`` when it starts, runs, stops or fails.
struct ObservedService: Service {
    let id: ServiceID
    let base: any Service
    let states: ServiceStates

    func start() async throws {
        states.set(id, .starting)
        do {
            try await base.start()
            states.set(id, .running)
        } catch {
            // A start cancelled because another service failed is not a failure of its own.
            states.set(id, error is CancellationError ? .stopped : .failed(String(describing: error)))
            throw error
        }
    }

    func stop() async throws {
        states.set(id, .stopping)
        do {
            try await base.stop()
            states.set(id, .stopped)
        } catch {
            states.set(id, .failed(String(describing: error)))
            throw error
        }
    }
}
