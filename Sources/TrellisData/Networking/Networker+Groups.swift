extension Networker {
    /// Cancels every request of `group`, in flight or waiting for a slot, and closes the
    /// group: a request sent in it later is cancelled at once (Facebook's `FBSession`
    /// invalidation cancelling the session's requests in `FBNetworker`).
    ///
    /// Synchronous and callable from any thread, so a session can call it while it
    /// invalidates (it is TrellisShell's `RequestGroupCancelling` requirement, which the
    /// `Trellis` module conforms the networker to). The promise holds from the moment it
    /// returns: no caller in `group` gets an answer after that, even one the transport had
    /// already received, so nothing is written late. Before it returns, its callers are
    /// answered with ``NetworkError/cancelled`` and the transport's work for them is cancelled.
    /// Use it for a group that ends for good (a session's, whose name is never used again);
    /// ``cancel(group:)`` cancels a group that goes on.
    ///
    /// ```swift
    /// let feed = Task { try await networker.send(.favorites(), group: session.requestGroup) }
    /// networker.cancelRequests(inGroup: session.requestGroup)   // log out
    /// try await feed.value                                      // throws NetworkError.cancelled
    /// ```
    public nonisolated func cancelRequests(inGroup group: String) {
        state.withLockedValue { _ = $0.closedGroups.insert(group) }
        cancelWaiters { $0.group == group }
    }

    /// Whether ``cancelRequests(inGroup:)`` closed `group` (false for no group).
    public nonisolated func isClosed(group: String?) -> Bool {
        guard let group else { return false }
        return state.withLockedValue { $0.closedGroups.contains(group) }
    }
}
