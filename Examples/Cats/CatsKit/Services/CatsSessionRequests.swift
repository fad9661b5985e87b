import Foundation
import TrellisShell

/// How the shell's TrellisShell `Session` finds the data layer's requests of the signed-in
/// user (Facebook's `FBSession` handing its id to `FBNetworker`): the id the data layer
/// tags them with (``CurrentAccount``'s, fresh at every sign-in and sign-out), and the
/// canceller that ends them (the networker, with a server).
///
/// The shell opens each session as `Session(id: currentID(), canceller: canceller)`, so
/// `Session.invalidate()` on log out cancels that user's requests in flight and queued,
/// and no answer of theirs arrives afterwards.
///
/// ```swift
/// let requests = services.sessions
/// let session = Session(id: requests.currentID(), user: user, canceller: requests.canceller)
/// session.invalidate()   // the sync engine's requests for `user` end now
/// ```
public struct CatsSessionRequests: Sendable {
    /// The id of the signed-in user's session, as the data layer tags its requests.
    public var currentID: @Sendable () -> String
    /// What cancels a session's requests; nil when nothing is sent (no server, test fakes).
    public var canceller: (any RequestGroupCancelling)?

    /// Ids from `currentID` (a fresh UUID each time by default: fakes send nothing), requests
    /// cancelled by `canceller`.
    public init(currentID: @escaping @Sendable () -> String = { UUID().uuidString }, canceller: (any RequestGroupCancelling)? = nil) {
        self.currentID = currentID
        self.canceller = canceller
    }
}
