import Foundation

/// One signed-in (or signed-out) run of the app: its user, stores, preferences and
/// session-scoped values (Facebook's `FBSession`).
///
/// Everything that must not outlive the user belongs here. ``invalidate()`` ends it: values
/// are dropped (and invalidated if they are ``Invalidating``), the session's in-flight
/// requests are cancelled through the ``RequestGroupCancelling`` the app registered, stores
/// and registered targets (the container's ``SessionScope``) are invalidated, and the session
/// preferences are cleared. A session does not come back: sign in again with a new one.
///
/// ```swift
/// let session = Session(user: user, preferences: try FilePreferenceStore(fileURL: url),
///                       canceller: networker, invalidating: [container.sessionScope])
/// let favorites = try session.value(for: .favorites) { FavoritesCache() }
/// session.invalidate()   // log out
/// ```
///
/// Thread-safe: values may be asked for from any thread or task.
public final class Session: Sendable {
    /// Unique per session; also the group its requests are tagged with.
    public let id: String
    /// The signed-in user, or `nil` for a signed-out session.
    public let user: SessionUser?
    /// The session's preferences, cleared by ``invalidate()``.
    public let preferences: any PreferenceStore
    /// The stores that live as long as the session, invalidated with it.
    public let stores: SessionStores
    let canceller: (any RequestGroupCancelling)?
    /// Validity, values and the targets to invalidate, under **one** lock: a target added
    /// while `invalidate()` runs is either in the list it takes or sees the session invalid.
    let slots: Locked<SlotTable>

    struct SlotTable {
        var isValid = true
        var slots: [AnySessionKey: ValueSlot] = [:]
        var targets: [any Invalidating] = []
    }

    /// Opens a session.
    ///
    /// - Parameters:
    ///   - id: names the session, and its request group; a fresh UUID by default.
    ///   - user: who is signed in, or `nil` for a signed-out session.
    ///   - preferences: the session's preferences, cleared when it ends.
    ///   - stores: the stores that live as long as the session, invalidated when it ends.
    ///   - canceller: cancels the session's requests (``requestGroup``) on invalidation.
    ///   - invalidating: more things to invalidate with the session (the container's ``SessionScope``).
    public init(
        id: String = UUID().uuidString, user: SessionUser? = nil,
        preferences: any PreferenceStore = InMemoryPreferenceStore(), stores: SessionStores = SessionStores(),
        canceller: (any RequestGroupCancelling)? = nil, invalidating: [any Invalidating] = []
    ) {
        self.id = id
        self.user = user
        self.preferences = preferences
        self.stores = stores
        self.canceller = canceller
        self.slots = Locked(SlotTable(targets: invalidating))
    }

    /// Whether a user is signed in (Facebook's `hasUser`).
    public var hasUser: Bool { user != nil }

    /// Whether ``invalidate()`` has not been called yet.
    public var isValid: Bool { slots.withLock(\.isValid) }

    /// The group the session's requests are tagged with, for ``RequestGroupCancelling``.
    public var requestGroup: String { Self.requestGroup(ofSessionID: id) }

    /// The request group of the session named `id`: for a data layer that tags a user's
    /// requests before the shell has opened the ``Session`` it will name `id`.
    public static func requestGroup(ofSessionID id: String) -> String { "session-\(id)" }

    /// The store of type `Store`.
    ///
    /// - Throws: ``SessionError/missingStore(_:available:)`` naming the stores there are.
    public func store<Store: Sendable>(_ type: Store.Type = Store.self) throws(SessionError) -> Store {
        guard let store = stores.store(type) else { throw .missingStore(String(describing: type), available: stores.names) }
        return store
    }

    /// Adds something to invalidate with the session; if the session is already invalid
    /// (or ``invalidate()`` has begun), it is invalidated at once. Either way it is
    /// invalidated exactly once, whichever thread gets there first.
    public func invalidateWithSession(_ target: any Invalidating) {
        let added = slots.withLock { table in
            guard table.isValid else { return false }
            table.targets.append(target)
            return true
        }
        if !added { target.invalidate() }
    }

    /// Ends the session. Idempotent: only the first call does anything.
    ///
    /// - Returns: the error from clearing the preferences, if their file could not be
    ///   written; everything else has been let go of regardless.
    @discardableResult
    public func invalidate() -> PreferenceError? {
        let taken: (slots: [ValueSlot], targets: [any Invalidating])? = slots.withLock { table in
            guard table.isValid else { return nil }
            table.isValid = false
            defer {
                table.slots = [:]
                table.targets = []
            }
            return (Array(table.slots.values), table.targets)
        }
        guard let (dropped, targets) = taken else { return nil }
        canceller?.cancelRequests(inGroup: requestGroup)
        for slot in dropped { slot.drop() }
        for store in stores.invalidating { store.invalidate() }
        for target in targets { target.invalidate() }
        do {
            try preferences.removeAll()
            return nil
        } catch {
            return error
        }
    }
}
