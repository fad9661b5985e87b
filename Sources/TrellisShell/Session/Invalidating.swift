/// Something that holds state for a session and must let go of it when the session ends
/// (Facebook's `FBInvalidating`): the container's ``SessionScope``, a store kept in the
/// session's ``SessionStores``, a value kept with ``Session/value(for:initializer:)`` (the Cats app's
/// `CatsSessionValues`).
///
/// `invalidate()` must be idempotent and safe to call from any thread.
public protocol Invalidating: Sendable {
    /// Lets go of everything held for the session; idempotent.
    func invalidate()
}

/// Cancels in-flight requests by group: the seam between the session and the data layer.
///
/// The session's requests are tagged with its ``Session/requestGroup`` and, on
/// ``Session/invalidate()``, the session asks the canceller it was given to cancel that
/// group (Facebook's `FBSession` cancelling its requests in `FBNetworker`). TrellisData's
/// `Networker` conforms through the `Trellis` module (its `cancelRequests(inGroup:)`: from
/// the moment it returns, no request of the group answers); the shell never imports it. The
/// Cats app opens each session with the id its sync engine tags the user's requests with and,
/// when it has a server, the networker as canceller (without one nothing is sent and there is
/// no canceller), and invalidates the session on log out.
public protocol RequestGroupCancelling: Sendable {
    /// Cancels every in-flight request made in `group`; requests of other groups go on.
    /// Called synchronously from ``Session/invalidate()``, on any thread.
    func cancelRequests(inGroup group: String)
}
