/// A piece of the app that runs apart from any screen (Facebook's app services: a database,
/// a sync engine, the favorites store), started before the screens need it and stopped
/// when the app ends.
///
/// `start()` returning means *ready*: a service that depends on this one is started only
/// after it returns. `stop()` should finish promptly and must honour task cancellation:
/// when it overruns the runner's grace period, the runner cancels it.
///
/// ```swift
/// struct DatabaseService: Service {
///     let database: Database
///     func start() async throws { try await database.open() }
///     func stop() async throws { try await database.close() }
/// }
/// ```
public protocol Service: Sendable {
    /// Starts the service; return when it is ready for its dependents.
    func start() async throws
    /// Stops the service; dependents have already stopped.
    func stop() async throws
}

/// A service's name in a ``ServiceGraph``, in errors and reports.
public struct ServiceID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as registered and reported.
    public var name: String
    /// The service id `name`.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }
}
