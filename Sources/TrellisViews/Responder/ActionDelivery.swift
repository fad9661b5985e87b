/// What happened to a sent action.
public enum ActionDelivery: Sendable, CustomStringConvertible {
    /// A responder handled it.
    case handled(by: any Responder)
    /// Nobody did; `path` names the responders it visited, in order.
    case unhandled(ResponderAction, path: [String])

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
