/// A module written as one expression: its id, routes, menu item and a closure that makes
/// its screen, for the many modules that are nothing more (a list, a settings page). A
/// module with behaviour of its own (checking that a link's target exists) is a class of
/// the app's that conforms to ``Module``.
///
/// ```swift
/// try modules.register(RouteModule(
///     id: "settings", routes: ["cats://settings"],
///     menuItem: MenuItem(title: "Settings", glyph: "⚙", link: "cats://settings")
/// ) { _ in SettingsScreen(context: context) })
/// ```
@MainActor
public final class RouteModule<Screen>: Module {
    public let id: ModuleID
    public let routes: [String]
    public let keys: [String]
    public let menuItem: MenuItem
    private let make: @MainActor (RouteMatch<ModuleID>) throws -> Screen

    /// A module claiming `routes` (and `keys`) whose screens `makeScreen` makes.
    public init(
        id: ModuleID, routes: [String], keys: [String] = [], menuItem: MenuItem,
        makeScreen: @escaping @MainActor (RouteMatch<ModuleID>) throws -> Screen
    ) {
        self.id = id
        self.routes = routes
        self.keys = keys
        self.menuItem = menuItem
        make = makeScreen
    }

    /// What `makeScreen` makes for `route` (or the error it throws).
    public func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen { try make(route) }
}
