/// The provider map: typed, immutable once built, safe to resolve from any thread.
///
/// Facebook's `FBProviderMap` looks providers up by ID; this container looks them up by
/// the service's type (and optional name and argument type), so there are no string keys
/// and no casts to get an instance back. A plain registration costs one dictionary lookup
/// keyed by `ObjectIdentifier` and one call of its factory.
///
/// ```swift
/// let container = Container { builder in
///     builder.register(Database.self, scope: .app) { _ in Database() }
///     builder.register(CatStore.self) { r in CatStore(database: try r.resolve()) }
/// }
/// let store = try container.resolve(CatStore.self)
/// ```
///
/// Errors are values: a missing registration names the type and lists what is registered,
/// a cycle prints its loop (`A → B → C → A`), a failing factory is reported with the
/// path that led to it.
public final class Container: Sendable {
    /// Registrations without a name or argument: the fast path.
    @usableFromInline let plain: [ObjectIdentifier: AnyProvider]
    /// Named registrations and those with an argument.
    @usableFromInline let keyed: [RegistrationKey: AnyProvider]
    /// Every registration in registration order, for dumps, errors and children.
    let providers: [AnyProvider]
    /// Where this container came from, for the dump (`child of …`).
    let parentDescription: String?

    /// The session-scoped instances: invalidate it (the session does) to drop them all.
    public let sessionScope: SessionScope

    init(providers: [AnyProvider], parentDescription: String?) {
        var plain: [ObjectIdentifier: AnyProvider] = [:]
        var keyed: [RegistrationKey: AnyProvider] = [:]
        for provider in providers {
            if provider.key.isPlain { plain[provider.key.service] = provider } else { keyed[provider.key] = provider }
        }
        self.plain = plain
        self.keyed = keyed
        self.providers = providers
        self.parentDescription = parentDescription
        self.sessionScope = SessionScope(providers: providers.filter { $0.scope == .session })
    }

    /// A container built from registrations made in `register`.
    public convenience init(_ register: (inout ContainerBuilder) -> Void) {
        var builder = ContainerBuilder()
        register(&builder)
        self.init(providers: builder.providers.map { $0.freshCopy() }, parentDescription: nil)
    }

    /// A container built from assemblies, in order (a later registration replaces an earlier one).
    public convenience init(assemblies: [any Assembly]) {
        self.init { builder in
            for assembly in assemblies { assembly.assemble(into: &builder) }
        }
    }

    /// Resolves a service by type and optional name.
    ///
    /// - Throws: ``ResolutionError``: nothing registered, a cycle, or a factory's own error.
    /// - Complexity: one hash lookup per registration resolved, plus what the factories do.
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws(ResolutionError) -> Service {
        var resolver = Resolver(container: self)
        do {
            return try resolver.resolve(type, name: name)
        } catch {
            throw error.finished()
        }
    }

    /// Resolves a service registered with an argument (Facebook's `BlockProvider`).
    @inlinable
    public func resolve<Service: Sendable, Argument>(_ type: Service.Type = Service.self, argument: Argument, name: String? = nil)
        throws(ResolutionError) -> Service
    {
        var resolver = Resolver(container: self)
        do {
            return try resolver.resolve(type, argument: argument, name: name)
        } catch {
            throw error.finished()
        }
    }

    /// A child for tests and previews: the same registrations with `overrides` on top, and
    /// instances of its own in every scope (a child never shares singletons with its parent,
    /// so an override can never leak into the parent's graph).
    public func child(_ overrides: (inout ContainerBuilder) -> Void) -> Container {
        var builder = ContainerBuilder()
        for provider in providers { builder.add(provider) }
        overrides(&builder)
        return Container(
            providers: builder.providers.map { $0.freshCopy() }, parentDescription: "a container of \(providers.count) registrations")
    }

    /// The provider registered for these types and name, already narrowed to its type.
    @inlinable
    func provider<Service, Argument>(for type: Service.Type, argument: Argument.Type, name: String?) throws(ResolutionError) -> Provider<
        Service, Argument
    > {
        let found: AnyProvider?
        if name == nil && Argument.self == Void.self {
            found = plain[ObjectIdentifier(type)]
        } else {
            found = keyed[RegistrationKey(type, argument: argument, name: name)]
        }
        guard let found else { throw missing(RegistrationKey(type, argument: argument, name: name), type: type, argument: argument) }
        // The key holds `Service` and `Argument`: whatever is stored under it was made as exactly
        // `Provider<Service, Argument>` by `ContainerBuilder`, so the checked cast would be wasted work.
        return unsafeDowncast(found, to: Provider<Service, Argument>.self)
    }

    @usableFromInline func missing<Service, Argument>(_ key: RegistrationKey, type: Service.Type, argument: Argument.Type)
        -> ResolutionError
    {
        let argumentName = Argument.self == Void.self ? nil : String(describing: argument)
        let requested = registrationLabel(service: String(describing: type), argument: argumentName, name: key.name)
        return ResolutionError(
            kind: .missing(requested: requested, registered: providers.map { "\($0.label) [\($0.scope)]" }), path: [], unwinding: nil)
    }
}
