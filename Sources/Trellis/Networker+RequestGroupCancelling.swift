// A session cancels its requests through the networker: TrellisShell and TrellisData do
// not know each other, so the umbrella module, which sees both, joins them.

import TrellisData
import TrellisShell

/// TrellisData's networker is the canceller a TrellisShell `Session` is given (Facebook's
/// `FBSession` invalidating cancels its requests in `FBNetworker`): the session's requests
/// are tagged with `Session.requestGroup`, and its `invalidate()` calls
/// `Networker.cancelRequests(inGroup:)`, after which nothing of that group answers.
///
/// ```swift
/// let session = Session(user: user, canceller: networker)
/// let favorites = Task { try await networker.send(.favorites(), group: session.requestGroup) }
/// session.invalidate()   // log out: `favorites` throws NetworkError.cancelled
/// ```
extension Networker: RequestGroupCancelling {}
