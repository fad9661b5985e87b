// Views in the responder chain.

extension View: Responder {
    /// The superview, or at a root the ``hostResponder``.
    public var next: (any Responder)? {
        superview ?? hostResponder
    }

    /// Handles actions named `name` here, by composition instead of a subclass:
    /// `handler` returns whether it handled the action.
    ///
    /// ```swift
    /// cell.onAction(.favorite) { action in
    ///     toggleFavorite(action.value as! Int)
    ///     return true
    /// }
    /// ```
    public func onAction(_ name: Action.Name, perform handler: @escaping (Action) -> Bool) {
        _actionHandlers[name] = handler
    }

    /// Stops handling actions named `name` here.
    public func removeActionHandler(for name: Action.Name) {
        _actionHandlers[name] = nil
    }
}
