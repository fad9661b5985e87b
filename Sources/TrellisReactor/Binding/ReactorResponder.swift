import TrellisViews

/// Puts a reactor in the responder chain: a screen installs it as its root view's
/// `View.hostResponder`, and every `R.Action` a view sends up the chain
/// reaches the reactor, typed. Other actions go on to ``next``.
///
/// ```swift
/// let responder = ReactorResponder(screenReactor)
/// root.hostResponder = responder             // held weakly by the view: keep it
/// favoriteButton.send(CatsScreenReactor.Action.toggleFavorite(7))
/// ```
@MainActor
public final class ReactorResponder<R: Reactor>: Responder {
    /// The reactor actions go to.
    public let reactor: R
    /// The responder to try after this one (a navigator, the app).
    public var next: (any Responder)?

    /// Routes `R.Action`s to `reactor`, everything else to `next`.
    public init(_ reactor: R, next: (any Responder)? = nil) {
        self.reactor = reactor
        self.next = next
    }

    /// Sends an action carrying an `R.Action` to the reactor; passes on any other.
    public func respond(to action: ResponderAction) -> Bool {
        guard let typed = action.payload(for: ResponderAction.Name(R.Action.self)) else { return false }
        reactor.send(typed)
        return true
    }
}
