/// Something that holds state for a session and must let go of it when the session ends
/// (Facebook's `FBInvalidating`): a store's caches, the container's session scope.
///
/// `invalidate()` must be idempotent and safe to call from any thread.
public protocol Invalidating: Sendable {
    /// Lets go of everything held for the session; idempotent.
    func invalidate()
}

/// Cancels in-flight requests by group: the seam between the session and the data layer.
///
/// The session tags its requests with its ``Session/requestGroup`` and, on
/// ``Session/invalidate()``, asks the canceller the app registered to cancel that group.
/// In the Cats app, TrellisData's networker conforms; the shell never imports it.
public protocol RequestGroupCancelling: Sendable {
    /// Cancels every in-flight request made in `group`; requests of other groups go on.
    func cancelRequests(inGroup group: String)
}
