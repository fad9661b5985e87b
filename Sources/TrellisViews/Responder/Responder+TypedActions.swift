// Typed actions: a value of any `Sendable` type travels up the responder chain, and the
// responder that accepts that type receives it typed. The route is the untyped one (an
// ``Action`` named after the payload's type), so unhandled typed actions are reported the
// same way, and untyped responders keep working beside typed ones.

extension Action.Name {
    /// The name under which payloads of type `Payload` travel: the type's full name
    /// (`CatsKit.CatScreenReactor.Action`), so two types never share it.
    public static func payload<Payload>(_ type: Payload.Type) -> Action.Name {
        Action.Name(rawValue: String(reflecting: type))
    }
}

extension Action {
    /// An action carrying `payload`, named after its type.
    public init<Payload: Sendable>(payload: Payload, sender: View? = nil) {
        self.init(.payload(Payload.self), value: payload, sender: sender)
    }

    /// The payload, if this action carries a `Payload` (it was sent with
    /// ``Responder/send(_:sender:)`` or made with ``init(payload:sender:)``).
    public func payload<Payload>(as type: Payload.Type) -> Payload? {
        guard name == .payload(type) else { return nil }
        return value as? Payload
    }
}

extension Responder {
    /// Sends a typed `payload` up the chain: the first responder that accepts its type
    /// handles it (a view's ``View/onAction(_:perform:)-(Payload.Type,_)``, a reactor adapter).
    ///
    /// ```swift
    /// // deep in a cell, no wiring to the screen:
    /// favoriteButton.send(CatsScreenReactor.Action.toggleFavorite(cat.id))
    /// ```
    ///
    /// - Parameters:
    ///   - payload: The value to deliver; its type picks the handler.
    ///   - sender: The view that sent it; by default this responder, if a view.
    /// - Returns: Who handled it, or the chain it travelled unhandled.
    /// - Complexity: O(*d*) for the chain's length.
    @discardableResult
    public func send<Payload: Sendable>(_ payload: Payload, sender: View? = nil) -> ActionDelivery {
        if let action = payload as? Action { return send(action) }
        return send(Action(payload: payload, sender: sender ?? (self as? View)))
    }
}

extension View {
    /// Handles payloads of type `Payload` sent up the chain through this view; `handler`
    /// receives the payload typed and returns whether it handled it.
    ///
    /// ```swift
    /// screen.onAction(CatAction.self) { action in
    ///     if case .open(let id) = action { router.open(cat: id) }
    ///     return true
    /// }
    /// ```
    public func onAction<Payload: Sendable>(_ type: Payload.Type, perform handler: @escaping (Payload) -> Bool) {
        onAction(.payload(type)) { action in
            guard let payload = action.payload(as: type) else { return false }
            return handler(payload)
        }
    }

    /// Stops handling payloads of type `Payload` here.
    public func removeActionHandler<Payload>(for type: Payload.Type) {
        removeActionHandler(for: .payload(type))
    }
}
