import CatsAPI
import TrellisData

/// ``CatsAccount`` on SQLite and the server. The signed-in user is saved in SQLite so the
/// app opens signed in as it was left.
///
/// With a server, signing in opens a session (`POST /session`, the token goes to the
/// networker), sends the user's queued changes and takes the user's favorites from the
/// server with whatever still waits applied on top; signing out cancels every request, drops
/// the token and forgets the user's favorites locally (the server keeps them; changes not
/// sent yet stay queued for the next sign-in). Without a server the user is
/// local and their favorites stay in SQLite, so signing in again restores them.
///
/// Signing in starts the session's services (``CatsServiceLifecycle``); signing out stops
/// them in reverse (the sync loop, then the server session, which cancels the requests and
/// drops the token) before the user is forgotten.
struct SyncedAccount: CatsAccount {
    let session: CurrentAccount
    let ledger: FavoritesLedger
    let engine: CatsSyncEngine?
    var lifecycle: CatsServiceLifecycle?

    var store: EntityStore { ledger.store }

    var currentUser: ReplayedValue<CatsUser?> { session.currentUser }

    /// The name a local user gets: the id with its first letter capitalized (`me` → "Me").
    static func localName(_ userID: String) -> String { userID.prefix(1).uppercased() + userID.dropFirst() }

    func signIn(_ userID: String) async throws(AccountError) -> CatsUser {
        guard CatsUser.isValidID(userID) else { throw .invalidID(userID) }
        if session.user != nil { await signOut() }
        let user: CatsUser
        if let engine {
            user = try await engine.signIn(userID).get()
        } else {
            user = CatsUser(id: userID, name: Self.localName(userID))
        }
        do { try await store.upsert([SavedAccount(user)]) } catch { throw .server("the local database failed: \(error)") }
        session.replace(user: user)
        await lifecycle?.startSession(for: user)
        return user
    }

    func signOut() async {
        let user = session.user
        // The session's services stop first; without them, the engine's session ends here.
        let stopped = await lifecycle?.stopSession() ?? []
        if !stopped.contains("session") { await engine?.signOut() }
        session.replace(user: nil)
        try? await store.delete(SavedAccount.self, ids: [SavedAccount.current])
        // Queued changes stay queued: they are sent when the user signs in again.
        if engine != nil, let user { await ledger.forget(user.id) }
    }
}
