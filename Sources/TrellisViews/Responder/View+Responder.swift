// Views in the responder chain.

extension View: Responder {
    /// The superview, or at a root the ``hostResponder``.
    public var next: (any Responder)? {
        superview ?? hostResponder
    }

    /// Handles actions named `name` here, by composition instead of a subclass: `handler`
    /// receives the payload typed and returns whether it handled the action.
    ///
    /// ```swift
    /// list.onAction(.key) { (event: KeyEvent) -> Bool in
    ///     event == KeyEvent(.character("r")) && reload()
    /// }
    /// ```
    ///
    /// A view holds one handler per name; registering again replaces it.
    public func onAction<Payload>(_ name: ResponderAction.Name<Payload>, perform handler: @escaping (Payload) -> Bool) {
        onAction(name) { payload, _ in handler(payload) }
    }

    /// Handles actions named `name` here; `handler` also receives the view that sent the
    /// action (a click's target, a pressed button), when a view did.
    public func onAction<Payload>(
        _ name: ResponderAction.Name<Payload>, perform handler: @escaping (Payload, _ sender: View?) -> Bool
    ) {
        _actionHandlers[name.rawValue] = { action in
            // The same spelling declared with another payload type is another action.
            guard let payload = action.payload(for: name) else { return false }
            return handler(payload, action.sender)
        }
    }

    /// Handles payloads of type `Payload` sent up the chain by type
    /// (``Responder/send(_:sender:)-(Payload,_)``); `handler` receives the payload typed.
    ///
    /// ```swift
    /// screen.onAction(CatAction.self) { action in
    ///     if case .open(let id) = action { router.open(cat: id) }
    ///     return true
    /// }
    /// ```
    public func onAction<Payload: Sendable>(_ type: Payload.Type, perform handler: @escaping (Payload) -> Bool) {
        onAction(ResponderAction.Name(type), perform: handler)
    }

    /// Stops handling actions named `name` here.
    public func removeActionHandler<Payload>(for name: ResponderAction.Name<Payload>) {
        _actionHandlers[name.rawValue] = nil
    }

    /// Stops handling payloads of type `Payload` here.
    public func removeActionHandler<Payload: Sendable>(for type: Payload.Type) {
        removeActionHandler(for: ResponderAction.Name(type))
    }
}
