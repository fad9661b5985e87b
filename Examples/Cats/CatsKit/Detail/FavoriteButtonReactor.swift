import CatsAPI
import TrellisData
import TrellisReactor
import TrellisViews

/// The favorite button's reactor (Drrrible's `ShotViewReactionLikeButtonViewReactor`): the
/// one place on the detail screen that knows whether the breed is a favorite, and changes it.
///
/// SQLite owns the favorite: ``State/isFavorite`` is what the favorites service's
/// observation last said (a change, a rolled-back refusal and a sync all arrive there).
/// ``Action/toggle`` flips the favorite as stored when it runs, each press once the one
/// before is saved (``FavoriteEdits``); a refusal arrives as ``State/refusal``. A
/// signed-out user cannot keep favorites, so the button follows the account too.
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
    /// The presses' toggles, each run once the one before is saved.
    private let toggles: FavoriteEdits

    /// The button of breed `breedID`, not a favorite until the stored list says it is.
    public init(breedID: Int64, services: CatsServices) {
        self.services = services
        toggles = FavoriteEdits(services.favorites)
        let signedIn = services.account.currentUser.current != nil
        runtime = ReactorRuntime(initialState: State(breedID: breedID, isFavorite: false, isEnabled: signedIn))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let id = currentState.breedID
        let toggle = toggles.run { favorites, onSaved throws(FavoriteError) in try await favorites.toggleFavorite(id, onSaved: onSaved) }
        return .run { send in
            for await case let refusal? in toggle.answers { await send(.refused(refusal)) }
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setFavorite(let isFavorite): state.isFavorite = isFavorite
        case .setSignedIn(let signedIn): state.isEnabled = signedIn
        case .refused(let error): state.refusal = error
        }
    }

    /// The stored favorites and the signed-in user (each stream starts with its current value).
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let (id, favorites) = (currentState.breedID, services.favorites)
        return
            mutation
            .merge(
                .run { send in
                    for try await breeds in favorites.observe() { await send(.setFavorite(breeds.contains { $0.id == id })) }
                } catch: { error in
                    .refused(.storage(String(describing: error)))
                }
            )
            .merge(services.account.currentUser.values.map { @Sendable user in Mutation.setSignedIn(user != nil) })
    }
}
