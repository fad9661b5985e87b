import NIOConcurrencyHelpers
import TrellisShell

/// What the app remembers for one session and forgets on log out (Facebook's session
/// values, `FBSession valueForKey:`): the breeds viewed, newest first, and the last search.
/// Invalidated with the TrellisShell session (``CatsShell`` passes them in the session's
/// `invalidating`; a session value under ``key`` works too), so the next user never sees
/// them. User preferences that outlive the session are the shell's `UserPreferenceStores`.
///
/// ```swift
/// let values = CatsSessionValues()
/// let session = Session(user: user, invalidating: [values])
/// values.noteViewed("Korat")
/// session.invalidate()   // values.recentlyViewed == []
/// ```
public final class CatsSessionValues: Invalidating {
    /// The session value's key.
    public static let key = SessionKey<CatsSessionValues>("cats.sessionValues")
    /// How many viewed breeds are remembered.
    public static let recentLimit = 5

    private struct State {
        var recentlyViewed: [String] = []
        var lastSearch: String?
        var isValid = true
    }

    private let state = NIOLockedValueBox(State())

    /// Values for a new session: nothing viewed, nothing searched.
    public init() {}

    /// The breeds viewed in this session, newest first, at most ``recentLimit``.
    public var recentlyViewed: [String] { state.withLockedValue(\.recentlyViewed) }
    /// The last search typed in this session, if any.
    public var lastSearch: String? { state.withLockedValue(\.lastSearch) }

    /// Notes that the breed `name` was viewed; ignored once invalidated.
    public func noteViewed(_ name: String) {
        state.withLockedValue { state in
            guard state.isValid else { return }
            state.recentlyViewed.removeAll { $0 == name }
            state.recentlyViewed.insert(name, at: 0)
            state.recentlyViewed = Array(state.recentlyViewed.prefix(Self.recentLimit))
        }
    }

    /// Notes the search typed (an empty one keeps the last); ignored once invalidated.
    public func noteSearch(_ query: String) {
        state.withLockedValue { state in
            guard state.isValid, !query.isEmpty else { return }
            state.lastSearch = query
        }
    }

    /// Forgets everything, and takes nothing more (the session is over).
    public func invalidate() {
        state.withLockedValue { $0 = State(isValid: false) }
    }
}
