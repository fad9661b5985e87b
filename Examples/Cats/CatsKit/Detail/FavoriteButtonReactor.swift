import CatsAPI
import TrellisData
import TrellisReactor
import TrellisViews

/// The favorite button's reactor (Drrrible's `ShotViewReactionLikeButtonViewReactor`):
/// the one place on the detail screen that knows whether the breed is a favorite, and the
/// one that changes it.
///
/// The favorite has one owner, `services.favorites.ids`: ``State/isFavorite`` is only
/// ever what that stream last said (the service shows a change at once and rolls a
/// refused one back, so the button needs no copy of its own). ``Action/toggle`` asks the
/// service to flip the favorite as the service holds it (`toggleFavorite`): a second
/// press is a second toggle, run after the first, never a cancelled save. A refusal
/// arrives as ``State/refusal``. A signed-out user cannot keep favorites, so the button
/// follows the account too.
///
/// ```swift
/// let button = FavoriteButtonReactor(breedID: 3, services: services)
/// button.send(.toggle)                                    // favorites.toggleFavorite(3)
/// button.observe(\.title) { print($0) }.store(in: bag)   // "☆ Favorite", then "★ Favorited"
/// ```
public final class FavoriteButtonReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// Makes the breed a favorite, or not.
        case toggle
    }

    public enum Mutation: Equatable, Sendable {
        /// What the favorites service says about this breed now.
        case setFavorite(Bool)
        /// Someone signed in or out.
        case setSignedIn(Bool)
        /// The service refused a change (and rolled it back).
        case refused(FavoriteError)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var isFavorite: Bool
        public var isEnabled: Bool
        /// A refused change, each time one is refused.
        @Pulse public var refusal: FavoriteError? = nil

        /// The button's title.
        public var title: String { FavoriteButtonReactor.title(isFavorite: isFavorite) }
        /// The theme style the button takes.
        public var styleName: Theme.StyleName { FavoriteButtonReactor.styleName(isFavorite: isFavorite) }
    }

    /// "★ Favorited" for a favorite, "☆ Favorite" otherwise.
    public nonisolated static func title(isFavorite: Bool) -> String { isFavorite ? "★ Favorited" : "☆ Favorite" }
    /// The theme's style for the button.
    public nonisolated static func styleName(isFavorite: Bool) -> Theme.StyleName { isFavorite ? .favoriteButton : .button }

    public let runtime: ReactorRuntime<FavoriteButtonReactor>
    let services: CatsServices
    /// The last toggle asked for: the next one waits for it, so each flips what the one
    /// before left (two quick presses add the favorite, then take it away).
    private var lastToggle: Task<FavoriteError?, Never>?

    /// The button of breed `breedID`, starting from what the services hold now.
    public init(breedID: Int64, services: CatsServices) {
        self.services = services
        runtime = ReactorRuntime(
            initialState: State(
                breedID: breedID,
                isFavorite: services.favorites.ids.current.contains(breedID),
                isEnabled: services.account.currentUser.current != nil))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let (id, favorites, previous) = (currentState.breedID, services.favorites, lastToggle)
        let toggle = Task { () -> FavoriteError? in
            _ = await previous?.value
            do throws(FavoriteError) { try await favorites.toggleFavorite(id) } catch { return error }
            return nil
        }
        lastToggle = toggle
        return .run { send in
            if let refusal = await toggle.value { await send(.refused(refusal)) }
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setFavorite(let isFavorite): state.isFavorite = isFavorite
        case .setSignedIn(let signedIn): state.isEnabled = signedIn
        case .refused(let error): state.refusal = error
        }
    }

    /// The services' streams (each starts with its current value): the favorite ids,
    /// optimistic changes and rollbacks included, and the signed-in user.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let id = currentState.breedID
        return
            mutation
            .merge(services.favorites.ids.values.map { @Sendable ids in Mutation.setFavorite(ids.contains(id)) })
            .merge(services.account.currentUser.values.map { @Sendable user in Mutation.setSignedIn(user != nil) })
    }
}
