import Atomics

/// The type-erased face of a registration, as the container stores it.
///
/// The container keys providers by ``RegistrationKey``, which contains the service and
/// argument types, so a provider found under a key is always a `Provider<Service, Argument>`
/// of exactly those types and can be narrowed with `unsafeDowncast` instead of a checked cast.
@usableFromInline
class AnyProvider: @unchecked Sendable {  // @unchecked: subclasses keep instances behind atomics or `Locked`.
    @usableFromInline let key: RegistrationKey
    @usableFromInline let scope: Scope
    /// `CatStore`, `Greeter (name: "formal")`: for dumps and error messages.
    @usableFromInline let label: String

    @usableFromInline init(key: RegistrationKey, scope: Scope, label: String) {
        self.key = key
        self.scope = scope
        self.label = label
    }

    /// The same recipe with empty instance storage, for a child container.
    func freshCopy() -> AnyProvider { fatalError("AnyProvider is abstract: Provider overrides freshCopy()") }

    /// Drops a session-scoped instance (a no-op for other scopes).
    func dropSessionInstance() {}
}

/// Facebook's `FBProvider` family in one generic class: a factory plus the storage its
/// ``Scope`` needs. `Argument` is `Void` for plain providers (Facebook's `BlockProvider` has one).
@usableFromInline
final class Provider<Service: Sendable, Argument>: AnyProvider, @unchecked Sendable {
    // @unchecked: `app` is an atomic reference, `session` is `Locked`; the rest is immutable.
    @usableFromInline typealias Factory = @Sendable (inout Resolver, Argument) throws -> Service

    @usableFromInline let factory: Factory
    /// Makes the factory again for a fresh copy: a weak registration's factory holds its
    /// weak slot, and a child container must not share it.
    let renewFactory: (@Sendable () -> Factory)?
    /// The argument as a dictionary key, for a registration with a `Hashable` argument:
    /// its `app`, `session` and `graph` instances are kept per argument.
    @usableFromInline let argumentKey: (@Sendable (Argument) -> AnyHashable)?
    @usableFromInline let app = ManagedAtomicLazyReference<Box<Service>>()
    @usableFromInline let session = Locked(SessionSlot<Service>())
    /// The `app` or `session` instances of a registration with an argument, by argument.
    @usableFromInline let perArgument = Locked(ArgumentSlots<Service>())

    @usableFromInline init(
        key: RegistrationKey, scope: Scope, label: String, factory: @escaping Factory,
        renewFactory: (@Sendable () -> Factory)? = nil, argumentKey: (@Sendable (Argument) -> AnyHashable)? = nil
    ) {
        self.factory = factory
        self.renewFactory = renewFactory
        self.argumentKey = argumentKey
        super.init(key: key, scope: scope, label: label)
    }

    override func freshCopy() -> AnyProvider {
        Provider(
            key: key, scope: scope, label: label, factory: renewFactory?() ?? factory, renewFactory: renewFactory, argumentKey: argumentKey)
    }

    override func dropSessionInstance() {
        session.withLock { $0 = SessionSlot(generation: $0.generation &+ 1) }
        guard scope == .session else { return }
        perArgument.withLock { $0 = ArgumentSlots(generation: $0.generation &+ 1) }
    }

    /// The instance for this resolution, made or reused as the scope says.
    @inlinable
    func instance(_ resolver: inout Resolver, _ argument: Argument) throws(ResolutionError) -> Service {
        if let argumentKey, scope != .transient {
            return try instance(&resolver, argument, key: argumentKey(argument))
        }
        switch scope {
        case .transient, .weak:
            // `.weak` keeps its weak reference inside the factory (see `registerWeak`).
            return try make(&resolver, argument)
        case .app:
            if let box = app.load() { return box.value }
            // Built outside any lock; the first writer wins and every caller gets its instance.
            let built = Box(try make(&resolver, argument))
            return app.storeIfNilThenLoad(built).value
        case .session:
            let (generation, existing) = session.withLock { ($0.generation, $0.box) }
            if let existing { return existing.value }
            let built = Box(try make(&resolver, argument))
            return session.withLock { slot in
                guard slot.generation == generation else { return built }  // dropped meanwhile: don't keep it
                if let winner = slot.box { return winner }
                slot.box = built
                return built
            }.value
        case .graph:
            let id = ObjectIdentifier(self)
            if let existing = resolver.graphInstances?[id] { return unsafeDowncast(existing, to: Box<Service>.self).value }
            let built = Box(try make(&resolver, argument))
            resolver.graphInstances = resolver.graphInstances ?? [:]
            resolver.graphInstances![id] = built
            return built.value
        }
    }

    /// Runs the factory one level deeper, turning what it throws into a ``ResolutionError``
    /// that records this registration on its path.
    @inlinable
    func make(_ resolver: inout Resolver, _ argument: Argument) throws(ResolutionError) -> Service {
        resolver.depth += 1
        defer { resolver.depth -= 1 }
        if resolver.depth > Resolver.depthLimit {
            throw ResolutionError(kind: .cycle, path: [], unwinding: [key])
        }
        do {
            return try factory(&resolver, argument)
        } catch let error as ResolutionError {
            throw error.passing(through: key, label: label)
        } catch {
            throw ResolutionError(kind: .factoryFailed(error), path: [label], unwinding: nil)
        }
    }
}

extension Provider {
    /// The instance for `argument` (as `key`): one per argument in the `app`, `session`
    /// and `graph` scopes, as Swinject's and Factory's parameterized singletons are not.
    @usableFromInline
    func instance(_ resolver: inout Resolver, _ argument: Argument, key: AnyHashable) throws(ResolutionError) -> Service {
        switch scope {
        case .transient, .weak:
            return try make(&resolver, argument)
        case .app, .session:
            let (generation, existing) = perArgument.withLock { ($0.generation, $0.instances[key]) }
            if let existing { return existing.value }
            let built = Box(try make(&resolver, argument))
            return perArgument.withLock { slots in
                guard slots.generation == generation else { return built }  // the session ended meanwhile
                if let winner = slots.instances[key] { return winner }
                slots.instances[key] = built
                return built
            }.value
        case .graph:
            let id = ObjectIdentifier(self)
            let table = resolver.graphInstances?[id].map { unsafeDowncast($0, to: GraphArgumentInstances<Service>.self) }
            if let existing = table?.instances[key] { return existing }
            let built = try make(&resolver, argument)
            let current = table ?? GraphArgumentInstances<Service>()
            current.instances[key] = built
            resolver.graphInstances = resolver.graphInstances ?? [:]
            resolver.graphInstances![id] = current
            return built
        }
    }
}

/// The `app` or `session` instances of a registration with an argument, by argument;
/// dropping the session's bumps the generation so one finished after the drop is not kept.
@usableFromInline
struct ArgumentSlots<Service: Sendable> {
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var instances: [AnyHashable: Box<Service>] = [:]
    @usableFromInline init() {}
    @usableFromInline init(generation: UInt64) { self.generation = generation }
}

/// One resolution's `graph` instances of a registration with an argument, by argument.
@usableFromInline
final class GraphArgumentInstances<Service> {
    @usableFromInline var instances: [AnyHashable: Service] = [:]
    @usableFromInline init() {}
}

/// A reference to a built instance, so an atomic or a dictionary of objects can hold any type.
@usableFromInline
final class Box<Value: Sendable>: Sendable {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}

/// A session-scoped instance and the generation it belongs to; dropping bumps the generation
/// so an instance finished after the drop is handed out but not kept.
@usableFromInline
struct SessionSlot<Service: Sendable> {
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var box: Box<Service>?
    @usableFromInline init() {}
    @usableFromInline init(generation: UInt64) { self.generation = generation }
}

/// The weak scope's storage: one weak reference, read and replaced under a lock.
final class WeakSlot<Object: AnyObject & Sendable>: Sendable {
    private let storage = Locked(WeakReference<Object>())

    /// The held object if it is still alive, otherwise a new one from `make`, now held weakly.
    func object(orMake make: () throws -> Object) rethrows -> Object {
        if let alive = storage.withLock({ $0.object }) { return alive }
        let built = try make()
        return storage.withLock { reference in
            if let winner = reference.object { return winner }
            reference.object = built
            return built
        }
    }
}

struct WeakReference<Object: AnyObject> {
    weak var object: Object?
}
