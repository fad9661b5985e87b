import CatsAPI
import TrellisData
import TrellisReactor
import TrellisViews

/// The favorite button's reactor (Drrrible's like button reactor): what the button shows.
///
/// It follows the favorites service for its breed (the ids now and after every change,
/// optimistic ones and rollbacks included) and the account (a signed-out user cannot keep
/// favorites, so the button is disabled). It never calls the service: a press travels up
/// the responder chain to ``CatDetailReactor``.
///
/// ```swift
/// let button = FavoriteButtonReactor(breedID: 3, services: services)
/// button.observe(\.title) { print($0) }.store(in: bag)   // "☆ Favorite", then "★ Favorite"
/// ```
public final class FavoriteButtonReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// The service says the breed is (or is not) a favorite.
        case favoriteChanged(Bool)
        /// Someone signed in or out.
        case signedInChanged(Bool)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var isFavorite: Bool
        public var isEnabled: Bool

        /// The button's title.
        public var title: String { FavoriteButtonReactor.title(isFavorite: isFavorite) }
        /// The theme style the button takes.
        public var styleName: Theme.StyleName { FavoriteButtonReactor.styleName(isFavorite: isFavorite) }
    }

    /// "★ Favorite" for a favorite, "☆ Favorite" otherwise.
    public nonisolated static func title(isFavorite: Bool) -> String { isFavorite ? "★ Favorite" : "☆ Favorite" }
    /// The theme's style for the button.
    public nonisolated static func styleName(isFavorite: Bool) -> Theme.StyleName { isFavorite ? .favoriteButton : .button }

    public let runtime: ReactorRuntime<FavoriteButtonReactor>
    let services: CatsServices

    /// The button of breed `breedID`, starting from what the services hold now.
    public init(breedID: Int64, services: CatsServices) {
        self.services = services
        runtime = ReactorRuntime(
            initialState: State(
                breedID: breedID,
                isFavorite: services.favorites.ids.current.contains(breedID),
                isEnabled: services.account.currentUser.current != nil))
    }

    public func reduce(_ state: inout State, _ mutation: Action) {
        switch mutation {
        case .favoriteChanged(let isFavorite): state.isFavorite = isFavorite
        case .signedInChanged(let signedIn): state.isEnabled = signedIn
        }
    }

    /// The services' streams, only when they change what the button shows.
    public func transform(mutation: ReactorStream<Action>) -> ReactorStream<Action> {
        let id = currentState.breedID
        return
            mutation
            .merge(services.favorites.ids.values.map { @Sendable ids in Action.favoriteChanged(ids.contains(id)) })
            .merge(services.account.currentUser.values.map { @Sendable user in Action.signedInChanged(user != nil) })
            .filter { [weak self] action in
                guard let self else { return false }
                switch action {
                case .favoriteChanged(let isFavorite): return isFavorite != self.currentState.isFavorite
                case .signedInChanged(let signedIn): return signedIn != self.currentState.isEnabled
                }
            }
    }
}
