/// What identifies a registration: the service type, the argument type and an optional name.
///
/// Types are compared by `ObjectIdentifier` of their metatypes, never by name strings, so two
/// types with the same name in different modules never collide.
@usableFromInline
struct RegistrationKey: Hashable, Sendable {
    @usableFromInline var service: ObjectIdentifier
    @usableFromInline var argument: ObjectIdentifier
    @usableFromInline var name: String?

    @inlinable init<Service, Argument>(_ service: Service.Type, argument: Argument.Type, name: String?) {
        self.service = ObjectIdentifier(service)
        self.argument = ObjectIdentifier(argument)
        self.name = name
    }

    /// Registrations without a name or an argument take the container's fast path: a
    /// dictionary keyed by the type alone.
    var isPlain: Bool { name == nil && argument == ObjectIdentifier(Void.self) }
}

/// A readable label for a registration, used in dumps and errors:
/// `CatStore`, `Greeter (name: "formal")`, `CatDetail (argument: Int)`.
func registrationLabel(service: String, argument: String?, name: String?) -> String {
    var label = service
    var details: [String] = []
    if let name { details.append("name: \"\(name)\"") }
    if let argument { details.append("argument: \(argument)") }
    if !details.isEmpty { label += " (" + details.joined(separator: ", ") + ")" }
    return label
}
