import CatsAPI
import TrellisShell

// The app's modules (Facebook's `FBAppModule`s): each claims its deep links and makes its
// screen for a route. The shell makes them per session with the session's context, an
// initializer parameter the compiler checks, so a module never holds anything of a user
// who has signed out.

extension CatsShell {
    /// The session's modules, in menu order: `cats://cats` and `cats://search?q=…` (every
    /// breed, optionally filtered), the detail (``CatDetailModule``), `cats://favorites` (the
    /// list on Favorites) and `cats://settings`.
    static func modules(context: CatsContext) -> [any Module<Screen>] {
        [
            RouteModule(
                id: "cats", routes: [CatsLinks.Pattern.cats, CatsLinks.Pattern.search],
                menuItem: MenuItem(title: "Cats", glyph: "C", link: CatsLinks.cats)
            ) { route in CatsListScreen(context: context, initialSegment: .all, query: route.query["q"]) },
            CatDetailModule(context: context),
            RouteModule(
                id: "favorites", routes: [CatsLinks.Pattern.favorites],
                menuItem: MenuItem(title: "Favorites", glyph: "★", link: CatsLinks.favorites)
            ) { _ in CatsListScreen(context: context, initialSegment: .favorites, query: nil) },
            RouteModule(
                id: "settings", routes: [CatsLinks.Pattern.settings],
                menuItem: MenuItem(title: "Settings", glyph: "⚙", link: CatsLinks.settings)
            ) { _ in SettingsScreen(context: context) },
        ]
    }
}

// The command palette (Ctrl-P) lists each module's menu item with its link; the detail's
// item has none (every breed has its own link: the palette lists the breeds by name).

/// `cats://cat/<id>`: one breed's detail screen, and `cats://cat/<id>/sighting/<id>`: the
/// same on its Sightings segment, landing on the sighting once they have loaded;
/// ``check(_:)`` tells a breed or sighting that does not exist before its screen is shown.
final class CatDetailModule: Module, CatsLinkChecking {
    let id: ModuleID = "cat"
    let routes = [CatsLinks.Pattern.cat, CatsLinks.Pattern.sighting]
    let menuItem = MenuItem(title: "Cat", glyph: "c")
    let context: CatsContext

    init(context: CatsContext) { self.context = context }

    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        // The route's `<int:id>` guarantees an integer; a missing one is the router's bug.
        guard let id = route.parameters.int("id") else { throw CatsLinkError.missingParameter("id", link: route.url) }
        guard route.parameters.int("sighting") != nil else { return CatDetailScreen(breedID: Int64(id), context: context) }
        let link = try Self.sightingLink(route)
        let screen = CatDetailScreen(breedID: link.breed, context: context)
        screen.showSighting(link.sighting)
        return screen
    }

    /// The ids of a sighting link, range-checked (``CatsAPI/CatsLinks/parseSighting(_:)``).
    static func sightingLink(_ route: RouteMatch<ModuleID>) throws(CatsLinkError) -> (breed: Int64, sighting: Int64) {
        do { return try CatsLinks.parseSighting(route.url) } catch { throw .badLink(error) }
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
    /// The link's text is not a link to what its route claims (an id out of range).
    case badLink(CatsLinkParseError)
    /// The link names a sighting its breed does not have (`cats://cat/3/sighting/999`).
    case unknownSighting(Int64, breed: Int64)
    /// The breed's sightings could not be loaded to tell whether the link's one exists.
    case unavailableSightings(breed: Int64, reason: String)

    public var description: String {
        switch self {
        case let .missingParameter(name, link): "\(link) has no \(name)"
        case let .unknownBreed(id): "there is no breed \(id)"
        case let .unavailableBreed(id, reason): "breed \(id) could not be loaded: \(reason)"
        case let .badLink(error): "\(error)"
        case let .unknownSighting(id, breed): "breed \(breed) has no sighting \(id)"
        case let .unavailableSightings(breed, reason): "the sightings of breed \(breed) could not be loaded: \(reason)"
        }
    }
}
