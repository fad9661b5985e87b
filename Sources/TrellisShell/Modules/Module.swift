/// A feature of the app, a mini app of its own (Facebook's `FBAppModule`): it has an ID,
/// claims URL patterns and keys, owns a menu item, and makes what the app shows for the
/// routes it claims.
///
/// `Screen` is what a module makes for a matched route; it is the seam a screen type plugs
/// into, so a registry is a `ModuleRegistry<SomeScreen>` and every module in it makes that
/// kind of screen.
///
/// A module is made one of two ways. The app makes it with its dependencies as initializer
/// parameters, which the compiler checks, and registers the instance
/// (`ModuleRegistry.register(_:)` with the instance); or it is a ``ContainerModule``, made by the
/// registry for the session from the container, as Facebook's are.
///
/// ```swift
/// final class CatsModule: Module {
///     let id: ModuleID = "cats"
///     let routes = ["cats://cats", "cats://cat/<int:id>"]
///     let menuItem = MenuItem(title: "Cats", glyph: "🐈", link: "cats://cats")
///     private let store: CatStore
///
///     init(store: CatStore) { self.store = store }
///
///     func makeScreen(for route: RouteMatch<ModuleID>) throws -> CatScreen {
///         if let id = route.parameters.int("id") { return CatScreen.detail(id, store) }
///         return CatScreen.list(store)
///     }
/// }
///
/// try modules.register(CatsModule(store: store))
/// ```
@MainActor
public protocol Module<Screen>: AnyObject {
    /// What the module makes for a route.
    associatedtype Screen

    /// Unique among the registry's modules.
    var id: ModuleID { get }
    /// The URL patterns this module opens (see ``RoutePattern``).
    var routes: [String] { get }
    /// Keys the module answers to besides URLs (a menu section, a notification kind).
    var keys: [String] { get }
    /// The module's entry in the app's menu, with the link it opens (Facebook's
    /// `activeMenuItem`).
    var menuItem: MenuItem { get }

    /// What to show for a URL this module claimed.
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen
}

/// A module the registry makes for its session, resolving what it needs from the
/// container (Facebook's `instanceForSession:providerMap:`): a missing registration is a
/// ``ResolutionError`` when the module is registered.
///
/// ```swift
/// final class CatsModule: ContainerModule {
///     // … as a Module …
///     init(session: Session, container: Container) throws {
///         store = try container.resolve(CatStore.self)
///     }
/// }
///
/// try modules.register(CatsModule.self)
/// ```
@MainActor
public protocol ContainerModule<Screen>: Module {
    /// Makes the module for a session (Facebook's `instanceForSession:providerMap:`).
    init(session: Session, container: Container) throws
}

extension Module {
    /// By default a module claims no keys.
    public var keys: [String] { [] }
}

/// A module's name, unique in a ``ModuleRegistry``.
public struct ModuleID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as registered and reported.
    public var name: String
    /// The module id `name`.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }
}

/// A module's entry in the app's menu (Facebook's `FBMenuItem`): a title, a one-character
/// glyph as its icon, and the link the entry opens.
///
/// Facebook's module answers `viewControllerForMenuItem:`; here the item names a URL the
/// module claims, so choosing it goes through the router like any deep link (a command
/// palette lists ``ModuleRegistry/menuItems`` and opens ``link``). A module whose screens
/// all need a parameter (one breed's detail) has no single link: its item's ``link`` is
/// `nil` and a menu leaves it out.
///
/// ```swift
/// let menuItem = MenuItem(title: "Favorites", glyph: "★", link: "cats://favorites")
/// ```
public struct MenuItem: Sendable, Hashable {
    /// The entry's title.
    public var title: String
    /// The one-character icon shown before the title.
    public var glyph: Character
    /// The URL choosing the entry opens (one of the module's routes), if it has one.
    public var link: String?

    /// A menu entry with `title` and `glyph` that opens `link` (none by default).
    public init(title: String, glyph: Character, link: String? = nil) {
        self.title = title
        self.glyph = glyph
        self.link = link
    }
}
