/// A message that travels up the responder chain: a name, an optional value, and the
/// view that sent it.
///
/// ```swift
/// extension Action.Name {
///     static let favorite: Action.Name = "favorite"
/// }
/// button.send(Action(.favorite, value: cat.id, sender: button))
/// ```
public struct Action: Sendable, CustomStringConvertible {
    /// An action's name; extend it with static constants.
    public struct Name: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }
    }

    /// What the action asks for.
    public var name: Name
    /// What it is about (a cat's id, a row's index).
    public var value: (any Sendable)?
    /// The view that sent it.
    public var sender: View?

    /// An action named `name` about `value`, sent by `sender`.
    public init(_ name: Name, value: (any Sendable)? = nil, sender: View? = nil) {
        self.name = name
        self.value = value
        self.sender = sender
    }

    /// `favorite(42)`.
    public var description: String {
        value.map { "\(name)(\($0))" } ?? name.rawValue
    }
}

/// What happened to a sent action.
public enum ActionDelivery: Sendable, CustomStringConvertible {
    /// A responder handled it.
    case handled(by: any Responder)
    /// Nobody did; `path` names the responders it visited, in order.
    case unhandled(Action, path: [String])

    /// Whether a responder handled the action.
    public var wasHandled: Bool {
        if case .handled = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .handled(let responder):
            return "handled by \(type(of: responder))"
        case .unhandled(let action, let path):
            return "unhandled action \(action): no responder in [\(path.joined(separator: " → "))] handled it"
        }
    }
}
