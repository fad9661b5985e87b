import CatsAPI
import TrellisShell

// The app's modules (Facebook's `FBAppModule`s): each claims its deep links and makes its
// screen for a route. They are made per session by the `ModuleRegistry`, from the session's
// container, so a module never holds anything of a user who has signed out.

/// `cats://cats` and `cats://search?q=…`: every breed, optionally filtered.
final class CatsListModule: Module {
    let id: ModuleID = "cats"
    let routes = [CatsLinks.Pattern.cats, CatsLinks.Pattern.search]
    let menuItem = MenuItem(title: "Cats", glyph: "C", link: CatsLinks.cats)
    let context: CatsContext

    init(session: Session, container: Container) throws { context = try container.resolve(CatsContext.self) }

    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        CatsListScreen(context: context, initialSegment: .all, query: route.query["q"])
    }
}

// The command palette (Ctrl-P) lists each module's menu item with its link; the detail's
// item has none (every breed has its own link: the palette lists the breeds by name).

/// `cats://cat/<id>`: one breed's detail screen; ``check(_:)`` tells a breed that does not
/// exist before its screen is shown.
final class CatDetailModule: Module, CatsLinkChecking {
    let id: ModuleID = "cat"
    let routes = [CatsLinks.Pattern.cat]
    let menuItem = MenuItem(title: "Cat", glyph: "c")
    let context: CatsContext

    init(session: Session, container: Container) throws { context = try container.resolve(CatsContext.self) }

    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        // The route's `<int:id>` guarantees an integer; a missing one is the router's bug.
        guard let id = route.parameters.int("id") else { throw CatsLinkError.missingParameter("id", link: route.url) }
        return CatDetailScreen(breedID: Int64(id), context: context)
    }
}

/// `cats://favorites`: the list with its Favorites segment selected.
final class FavoritesModule: Module {
    let id: ModuleID = "favorites"
    let routes = [CatsLinks.Pattern.favorites]
    let menuItem = MenuItem(title: "Favorites", glyph: "★", link: CatsLinks.favorites)
    let context: CatsContext

    init(session: Session, container: Container) throws { context = try container.resolve(CatsContext.self) }

    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        CatsListScreen(context: context, initialSegment: .favorites, query: nil)
    }
}

/// `cats://settings`: the signed-in user, versions, the database, log out.
final class SettingsModule: Module {
    let id: ModuleID = "settings"
    let routes = [CatsLinks.Pattern.settings]
    let menuItem = MenuItem(title: "Settings", glyph: "⚙", link: CatsLinks.settings)
    let context: CatsContext
    let actions: CatsSessionActions

    init(session: Session, container: Container) throws {
        context = try container.resolve(CatsContext.self)
        actions = try container.resolve(CatsSessionActions.self)
    }

    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        let screen = SettingsScreen(context: context)
        screen.onSignedOut = { [actions] in actions.signedOut() }
        return screen
    }
}

/// Why a link that the router matched still cannot be opened.
public enum CatsLinkError: Error, Equatable, CustomStringConvertible {
    /// A route parameter the screen needs is not there.
    case missingParameter(String, link: String)
    /// The link names a breed the catalog does not have (`cats://cat/999`).
    case unknownBreed(Int64)
    /// The link's breed could not be loaded to tell whether it exists (offline, nothing stored).
    case unavailableBreed(Int64, reason: String)

    public var description: String {
        switch self {
        case let .missingParameter(name, link): "\(link) has no \(name)"
        case let .unknownBreed(id): "there is no breed \(id)"
        case let .unavailableBreed(id, reason): "breed \(id) could not be loaded: \(reason)"
        }
    }
}

/// What a session's screens can ask of the shell that outlives them: after logging out,
/// show the sign-in screen. Registered in the container by ``CatsShell``.
@MainActor
public final class CatsSessionActions {
    /// Set by the shell once it exists.
    var onSignedOutHandler: @MainActor () -> Void

    init(onSignedOut: @escaping @MainActor () -> Void) { onSignedOutHandler = onSignedOut }

    /// The user logged out: drop the session and ask who signs in next.
    public func signedOut() { onSignedOutHandler() }
}
