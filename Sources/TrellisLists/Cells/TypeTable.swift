/// Values keyed by type, looked up the way Nimbus looks up cell classes and actions: the
/// item's exact type first, then the nearest registered superclass, then registered
/// protocols in registration order. Fallback results, misses included, are cached per
/// type until the next registration.
struct TypeTable<Value> {
    private struct Fallback {
        var typeName: String
        var isClass: Bool
        /// Whether a value is an instance of the registered type (or conforms to it).
        var matches: (Any) -> Bool
        /// Whether a type is a subtype of the registered class.
        var isSupertype: (Any.Type) -> Bool
        var type: Any.Type
        var value: Value
    }

    private var exact: [ObjectIdentifier: Value] = [:]
    private var fallbacks: [Fallback] = []
    private var cache: [ObjectIdentifier: Int?] = [:]

    /// Registers `value` for `type` (replacing an earlier one for the same type).
    mutating func set<T>(_ value: Value, for type: T.Type) {
        exact[ObjectIdentifier(type)] = value
        let entry = Fallback(
            typeName: String(describing: type),
            isClass: (type as Any.Type) is AnyClass,
            matches: { $0 is T },
            isSupertype: { $0 is T.Type },
            type: type,
            value: value)
        if let existing = fallbacks.firstIndex(where: { $0.type == type }) {
            fallbacks[existing] = entry
        } else {
            fallbacks.append(entry)
        }
        cache.removeAll()
    }

    /// The value registered for exactly `type`.
    func exactValueForType<T>(_ type: T.Type) -> Value? {
        exact[ObjectIdentifier(type)]
    }

    /// Whether a value is registered for exactly `type` or a superclass of it: what the
    /// type alone tells (a protocol's conforming types are only known value by value).
    func covers<T>(_ type: T.Type) -> Bool {
        if exact[ObjectIdentifier(type)] != nil { return true }
        return fallbacks.contains { $0.isClass && $0.isSupertype(type) }
    }

    /// The value registered for exactly `item`'s type.
    func exactValue(for item: Any) -> Value? {
        exact[ObjectIdentifier(type(of: item))]
    }

    /// The value of the nearest registered superclass of `item`'s type, or else of the
    /// first registered protocol it conforms to. Cached per type, misses too.
    mutating func fallbackValue(for item: Any) -> Value? {
        let key = ObjectIdentifier(type(of: item))
        if let cached = cache[key] { return cached.map { fallbacks[$0].value } }
        let matching = fallbacks.indices.filter { fallbacks[$0].matches(item) }
        let classes = matching.filter { fallbacks[$0].isClass }
        // The nearest superclass is the one every other matching class is a supertype of.
        let nearest = classes.first { candidate in
            classes.allSatisfy { other in other == candidate || fallbacks[other].isSupertype(fallbacks[candidate].type) }
        }
        let found = nearest ?? matching.first { !fallbacks[$0].isClass }
        cache[key] = .some(found)
        return found.map { fallbacks[$0].value }
    }

    /// `Type → value` lines, in registration order.
    func descriptions(_ describe: (Value) -> String) -> [String] {
        fallbacks.map { "\($0.typeName) → \(describe($0.value))" }
    }

    /// How many types have a cached fallback answer (for tests of the cache).
    var cachedTypeCount: Int { cache.count }
}
