import TrellisViews

/// What a Cats screen asks of the app around it: open a link, move focus, say something in
/// the accessible mode, draw again, end the session.
///
/// The composition root (``CatsShell``) passes its implementation to every ``CatsContext``
/// it makes, as a required initializer parameter, so a screen can never be made with a
/// way out that silently does nothing; a test passes one that records what was asked.
///
/// ```swift
/// let context = CatsContext(actions: shellActions, services: services)
/// context.open(CatsLinks.cat(3))   // goes through the shell's router
/// ```
@MainActor
public protocol CatsAppActions: AnyObject {
    /// Opens a `cats://` link through the router, showing why when it cannot be opened.
    func open(_ link: String)
    /// Gives `view` keyboard focus (the search field takes it while a search is typed).
    func focus(_ view: View)
    /// Says a change in words for the accessible mode ("68 breeds loaded"); outside that
    /// mode the host drops it.
    func announce(_ sentence: String)
    /// Ends the session before the account signs out: its requests are cancelled and its
    /// values dropped.
    func endSession()
    /// The account has signed out: drop the session and ask who signs in next.
    func signedOut()
}
