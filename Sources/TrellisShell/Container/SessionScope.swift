/// The container's session-scoped instances, as one thing a session can invalidate.
///
/// ``Session`` invalidates what it was given when it ends; hand it the container's
/// `sessionScope` and every ``Scope/session`` instance is dropped with the session, so the
/// next resolution makes a new one for the next session.
public final class SessionScope: Invalidating {
    private let providers: [AnyProvider]

    init(providers: [AnyProvider]) { self.providers = providers }

    /// Drops every session-scoped instance. Idempotent; safe while other threads resolve.
    public func invalidate() {
        for provider in providers { provider.dropSessionInstance() }
    }
}
