/// What a factory resolves its own dependencies through.
///
/// A resolver lives for one top-level ``Container/resolve(_:name:)`` call: it carries the
/// depth (how cycles are caught), the instances of ``Scope/graph`` registrations, and the
/// container to look in. Factories receive it `inout` and ask it for what they need:
///
/// ```swift
/// builder.register(CatStore.self) { resolver in
///     CatStore(database: try resolver.resolve(), networker: try resolver.resolve())
/// }
/// ```
public struct Resolver {
    /// Deeper than this is treated as a cycle; the path is then searched for the repeat.
    @usableFromInline static let depthLimit = 128

    @usableFromInline let container: Container
    @usableFromInline var depth = 0
    /// Instances of graph-scoped registrations made during this resolution, by provider.
    @usableFromInline var graphInstances: [ObjectIdentifier: AnyObject]?

    @inlinable init(container: Container) { self.container = container }

    /// Resolves a registered service, by type and optional name.
    ///
    /// - Throws: ``ResolutionError`` when nothing is registered, a factory fails or
    ///   the dependencies form a cycle.
    @inlinable
    public mutating func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws(ResolutionError)
        -> Service
    {
        try container.provider(for: type, argument: Void.self, name: name).instance(&self, ())
    }

    /// Resolves a service registered with an argument (Facebook's `BlockProvider`).
    @inlinable
    public mutating func resolve<Service: Sendable, Argument>(_ type: Service.Type = Service.self, argument: Argument, name: String? = nil)
        throws(ResolutionError) -> Service
    {
        try container.provider(for: type, argument: Argument.self, name: name).instance(&self, argument)
    }
}
