/// A message that travels up the responder chain: a typed name, the payload its name
/// promises, and the view that sent it.
///
/// UIKit's `sendAction(_:to:from:for:)` and AppKit's `NSApp.sendAction(_:to:from:)` route a
/// selector and an untyped sender; here the name carries its payload's type, so a sender
/// cannot attach the wrong value and a handler receives it typed, without a cast:
///
/// ```swift
/// extension ResponderAction.Name where Payload == CatID {
///     static var favorite: Self { "favorite" }
/// }
/// favoriteButton.send(.favorite, cat.id)          // send(.favorite, "7") does not compile
/// screen.onAction(.favorite) { (id: CatID) in
///     favorites.toggle(id)
///     return true
/// }
/// ```
public struct ResponderAction: Sendable, CustomStringConvertible {
    /// An action's name and the type of the payload it carries; extend it with static
    /// properties in an extension constrained to the payload's type (`Void` for none).
    public struct Name<Payload: Sendable>: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name as written (`"segmentSelected"`), or a payload type's full name.
        public let rawValue: String

        /// A name spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A name spelled `value`.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The name under which values of `type` travel when sent by type
        /// (``Responder/send(_:sender:)-(Payload,_)``): the type's full name, so two types
        /// never share it.
        public init(_ type: Payload.Type) { self.rawValue = String(reflecting: type) }

        /// The raw name.
        public var description: String { rawValue }
    }

    /// The name it was sent under, erased (``Name/rawValue``): for logs and reports.
    public let name: String
    /// The view that sent it, if a view did.
    public let sender: View?
    /// The payload; read it typed with ``payload(for:)``.
    private let _payload: any Sendable

    /// An action named `name` carrying `payload`, sent by `sender`.
    public init<Payload>(_ name: Name<Payload>, _ payload: Payload, sender: View? = nil) {
        self.name = name.rawValue
        self._payload = payload
        self.sender = sender
    }

    /// An action named `name` that carries nothing, sent by `sender`.
    public init(_ name: Name<Void>, sender: View? = nil) {
        self.init(name, (), sender: sender)
    }

    /// An action carrying `payload` under its type's name (``Name/init(_:)-(Payload.Type)``).
    public init<Payload: Sendable>(payload: Payload, sender: View? = nil) {
        self.init(Name(Payload.self), payload, sender: sender)
    }

    /// The payload, if this action was sent under `name` with the payload `name` promises;
    /// `nil` otherwise (another name, or the same spelling declared with another type).
    public func payload<Payload>(for name: Name<Payload>) -> Payload? {
        guard self.name == name.rawValue else { return nil }
        return _payload as? Payload
    }

    /// `favorite(42)`; `favorite` when it carries nothing.
    public var description: String {
        _payload is Void ? name : "\(name)(\(_payload))"
    }
}
