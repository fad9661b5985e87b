/// Collects registrations, then builds an immutable ``Container``.
///
/// Registering under a key that is already taken replaces the earlier registration: that is
/// how a child container overrides its parent for a test. The dump
/// (``Container/registrationsDescription``) shows what won.
///
/// ```swift
/// var builder = ContainerBuilder()
/// builder.register(Database.self, scope: .app) { _ in try Database(path: path) }
/// builder.register(CatStore.self, scope: .session) { r in CatStore(database: try r.resolve()) }
/// builder.register(CatDetail.self, argument: Int.self) { r, id in CatDetail(id: id, store: try r.resolve()) }
/// let container = builder.build()
/// ```
public struct ContainerBuilder: Sendable {
    /// In registration order; a replaced key keeps its first position.
    var providers: [AnyProvider] = []
    var positions: [RegistrationKey: Int] = [:]

    /// Makes an empty builder.
    public init() {}

    /// Registers a factory for `Service`, under an optional name, in a scope.
    ///
    /// - Parameters:
    ///   - service: the type the factory makes; `resolve` asks for it by this type.
    ///   - name: a name that tells apart several registrations of one type.
    ///   - scope: how long instances live; ``Scope/transient`` by default. Use
    ///     ``registerWeak(_:name:factory:)`` for ``Scope/weak``.
    ///   - factory: makes the instance; it resolves its dependencies through the resolver.
    public mutating func register<Service: Sendable>(
        _ service: Service.Type, name: String? = nil, scope: Scope = .transient,
        factory: @escaping @Sendable (inout Resolver) throws -> Service
    ) {
        precondition(scope != .weak, "register(_:scope: .weak) needs a class: call registerWeak(_:name:factory:) instead")
        let key = RegistrationKey(service, argument: Void.self, name: name)
        let label = registrationLabel(service: String(describing: service), argument: nil, name: name)
        add(Provider<Service, Void>(key: key, scope: scope, label: label) { resolver, _ in try factory(&resolver) })
    }

    /// Registers a factory that takes an argument at resolution (Facebook's `BlockProvider`):
    /// `try container.resolve(CatDetail.self, argument: 42)`.
    ///
    /// In the ``Scope/app``, ``Scope/session`` and ``Scope/graph`` scopes an instance is
    /// kept **per argument** (`CatDetail` for 42 is not the one for 7), so those scopes
    /// need a `Hashable & Sendable` argument: with any other argument only ``Scope/transient`` is
    /// allowed, and another scope stops at registration, naming the fix.
    public mutating func register<Service: Sendable, Argument>(
        _ service: Service.Type, argument: Argument.Type, name: String? = nil, scope: Scope = .transient,
        factory: @escaping @Sendable (inout Resolver, Argument) throws -> Service
    ) {
        precondition(
            scope == .transient,
            "register(_:argument: \(argument), scope: .\(scope)): instances kept per argument need a Hashable & Sendable argument; "
                + "make \(argument) Hashable & Sendable or register it .transient")
        let key = RegistrationKey(service, argument: argument, name: name)
        let label = registrationLabel(service: String(describing: service), argument: String(describing: argument), name: name)
        add(Provider<Service, Argument>(key: key, scope: scope, label: label, factory: factory))
    }

    /// Registers a factory that takes a `Hashable` argument: in the ``Scope/app``,
    /// ``Scope/session`` and ``Scope/graph`` scopes, one instance **per argument value**.
    ///
    /// ```swift
    /// builder.register(CatDetail.self, argument: Int.self, scope: .session) { r, id in CatDetail(id: id) }
    /// try container.resolve(CatDetail.self, argument: 42)   // the same instance for 42 until the session ends
    /// ```
    public mutating func register<Service: Sendable, Argument: Hashable & Sendable>(
        _ service: Service.Type, argument: Argument.Type, name: String? = nil, scope: Scope = .transient,
        factory: @escaping @Sendable (inout Resolver, Argument) throws -> Service
    ) {
        precondition(scope != .weak, "register(_:argument:scope: .weak) is not supported: weak instances cannot depend on an argument")
        let key = RegistrationKey(service, argument: argument, name: name)
        let label = registrationLabel(service: String(describing: service), argument: String(describing: argument), name: name)
        add(
            Provider<Service, Argument>(
                key: key, scope: scope, label: label, factory: factory, argumentKey: { AnyHashable($0) }))
    }

    /// Registers a class kept weakly: everyone who resolves it while some owner holds it gets
    /// the same instance; after the last owner lets go, the next resolution makes a new one.
    public mutating func registerWeak<Service: AnyObject & Sendable>(
        _ service: Service.Type, name: String? = nil,
        factory: @escaping @Sendable (inout Resolver) throws -> Service
    ) {
        let key = RegistrationKey(service, argument: Void.self, name: name)
        let label = registrationLabel(service: String(describing: service), argument: nil, name: name)
        // Each container gets its own slot: `freshCopy()` makes the factory again.
        let makeFactory: @Sendable () -> Provider<Service, Void>.Factory = {
            let slot = WeakSlot<Service>()
            return { resolver, _ in try slot.object { try factory(&resolver) } }
        }
        add(Provider<Service, Void>(key: key, scope: .weak, label: label, factory: makeFactory(), renewFactory: makeFactory))
    }

    /// Adds an assembly's registrations.
    public mutating func add(_ assembly: some Assembly) {
        assembly.assemble(into: &self)
    }

    /// The container, with every registration made so far. The builder stays usable.
    public func build() -> Container {
        Container(providers: providers.map { $0.freshCopy() }, parentDescription: nil)
    }

    mutating func add(_ provider: AnyProvider) {
        if let position = positions[provider.key] {
            providers[position] = provider
        } else {
            positions[provider.key] = providers.count
            providers.append(provider)
        }
    }
}

/// A group of registrations that belong together (a module's, a feature's), so an app's
/// composition root reads as a list of assemblies.
///
/// ```swift
/// struct DataAssembly: Assembly {
///     func assemble(into builder: inout ContainerBuilder) {
///         builder.register(Database.self, scope: .app) { _ in try Database.inMemory() }
///     }
/// }
/// let container = Container(assemblies: [DataAssembly(), CatsAssembly()])
/// ```
public protocol Assembly {
    /// Registers this group's services in `builder`.
    func assemble(into builder: inout ContainerBuilder)
}
