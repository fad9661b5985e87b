extension Networker {
    /// Cancels every request of `group`, in flight or waiting for a slot, and closes the
    /// group: a request sent in it later is cancelled at once (Facebook's `FBSession`
    /// invalidation cancelling the session's requests in `FBNetworker`).
    ///
    /// Synchronous and callable from any thread, so a session can call it while it
    /// invalidates (it is TrellisShell's `RequestGroupCancelling` requirement, which the
    /// `Trellis` module conforms the networker to). The promise holds from the moment it
    /// returns: no caller in `group` gets an answer after that, even one the transport had
    /// already received, so nothing is written late. The transport's work is cancelled as
    /// soon as the actor runs. Use it for a group that ends for good (a session's, whose name
    /// is never used again); ``cancel(group:)`` cancels a group that goes on.
    ///
    /// ```swift
    /// let feed = Task { try await networker.send(.favorites(), group: session.requestGroup) }
    /// networker.cancelRequests(inGroup: session.requestGroup)   // log out
    /// try await feed.value                                      // throws NetworkError.cancelled
    /// ```
    public nonisolated func cancelRequests(inGroup group: String) {
        closedGroups.withLockedValue { _ = $0.insert(group) }
        Task { await self.cancel(group: group) }
    }

    /// Whether ``cancelRequests(inGroup:)`` closed `group` (false for no group).
    public nonisolated func isClosed(group: String?) -> Bool {
        guard let group else { return false }
        return closedGroups.withLockedValue { $0.contains(group) }
    }
}
