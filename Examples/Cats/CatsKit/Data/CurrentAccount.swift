import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// Who is signed in now, the id of their session, and which breeds the catalog knows: the
/// one place ``CatsAccount/currentUser`` is written.
///
/// It holds no favorites: those have one owner, SQLite (``FavoritesLedger``), which every
/// screen follows.
final class CurrentAccount: Sendable {
    struct State {
        var user: CatsUser?
        /// Names the session of ``user``: a fresh one with every sign-in and sign-out.
        var sessionID = UUID().uuidString
        var knownBreeds: Set<Int64>
    }

    let state: NIOLockedValueBox<State>
    let currentUser: ReplayedValue<CatsUser?>
    let userWriter: ReplayedValue<CatsUser?>.Writer

    init(user: CatsUser?, knownBreeds: Set<Int64>) {
        state = NIOLockedValueBox(State(user: user, knownBreeds: knownBreeds))
        (currentUser, userWriter) = ReplayedValue.make(user)
    }

    var user: CatsUser? { state.withLockedValue { $0.user } }

    /// The id of the signed-in user's session (of the signed-out one when nobody is): the
    /// shell opens its TrellisShell `Session` with it (``CatsServices/sessions``).
    var sessionID: String { state.withLockedValue { $0.sessionID } }

    /// The request group the engine tags this session's requests with: the one
    /// `Session.invalidate()` cancels through the networker.
    var requestGroup: String { Session.requestGroup(ofSessionID: sessionID) }

    func isKnown(_ breedID: Int64) -> Bool { state.withLockedValue { $0.knownBreeds.contains(breedID) } }

    func addKnown(_ breedIDs: some Sequence<Int64>) { state.withLockedValue { $0.knownBreeds.formUnion(breedIDs) } }

    /// Signs `user` in (or out, with nil), in a fresh session.
    func replace(user: CatsUser?) {
        state.withLockedValue { state in
            state.user = user
            state.sessionID = UUID().uuidString
        }
        userWriter.send(user)
    }
}
