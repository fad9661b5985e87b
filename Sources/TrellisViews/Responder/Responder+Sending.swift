// Sending typed actions: by name (`send(.segmentSelected, 2)`, the name fixes the
// payload's type) or by type (`send(CatAction.favorite(7))`, the payload's type is the
// name). Both travel as a ``ResponderAction`` through ``Responder/send(_:)-(ResponderAction)``,
// so unhandled ones are reported the same way.

extension Responder {
    /// Sends an action named `name` carrying `payload` up the chain from this responder.
    ///
    /// ```swift
    /// control.send(.segmentSelected, 2)     // .segmentSelected promises an Int
    /// ```
    ///
    /// - Parameters:
    ///   - name: The action's name; its `Payload` is the type `payload` must have.
    ///   - payload: What the action is about.
    ///   - sender: The view that sent it; by default this responder, if a view.
    /// - Returns: Who handled it, or the chain it travelled unhandled.
    /// - Complexity: O(*d*) for the chain's length.
    @discardableResult
    public func send<Payload>(_ name: ResponderAction.Name<Payload>, _ payload: Payload, sender: View? = nil) -> ActionDelivery {
        send(ResponderAction(name, payload, sender: sender ?? (self as? View)))
    }

    /// Sends an action named `name`, which carries nothing, up the chain from this responder.
    ///
    /// - Returns: Who handled it, or the chain it travelled unhandled.
    @discardableResult
    public func send(_ name: ResponderAction.Name<Void>, sender: View? = nil) -> ActionDelivery {
        send(name, (), sender: sender)
    }

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
        if let action = payload as? ResponderAction { return send(action) }
        return send(ResponderAction(payload: payload, sender: sender ?? (self as? View)))
    }
}
