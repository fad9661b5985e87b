/// The modules of one session, and the router that finds the module for a URL (Facebook's
/// module manager).
///
/// Registering a module makes it for the registry's session and container and adds its
/// patterns and keys; a pattern another module already claims (one that matches the same
/// URLs) or a taken key or ID is an error naming both modules, and leaves the registry as
/// it was.
///
/// ```swift
/// let modules = ModuleRegistry<CatScreen>(session: session, container: container)
/// try modules.register(CatsModule.self)
/// try modules.register(SettingsModule.self)
/// let screen = try modules.open("cats://cat/42")
/// ```
@MainActor
public final class ModuleRegistry<Screen> {
    /// The session every module is made for.
    public let session: Session
    /// The container modules resolve their dependencies from.
    public let container: Container
    /// In registration order.
    public private(set) var modules: [any Module<Screen>] = []
    private var router = Router<ModuleID>()
    private var owners: [String: ModuleID] = [:]  // pattern → module, for conflict messages
    private var keyOwners: [String: ModuleID] = [:]

    /// Makes an empty registry whose modules are made for `session` from `container`.
    public init(session: Session, container: Container) {
        self.session = session
        self.container = container
    }

    /// Makes a module of type `M` for the session and adds it.
    ///
    /// - Throws: ``ModuleError``: the module could not be made, its ID, a pattern or a
    ///   key conflicts with a module registered before (both are named), or its menu
    ///   item's link is not one of its own routes.
    public func register<M: ContainerModule>(_ type: M.Type) throws(ModuleError) where M.Screen == Screen {
        let module: M
        do { module = try M(session: session, container: container) } catch { throw .creationFailed(String(describing: type), error) }
        try register(module)
    }

    /// Adds `module`, which the app made with its dependencies.
    ///
    /// - Throws: ``ModuleError``: its ID, a pattern or a key conflicts with a module
    ///   registered before (both are named), or its menu item's link is not one of its own
    ///   routes. The registry is then as it was.
    public func register(_ module: some Module<Screen>) throws(ModuleError) {
        let id = module.id
        for existing in modules where existing.id == id {
            throw .duplicateID(module.id, existing: String(describing: Swift.type(of: existing)))
        }
        var router = self.router
        var owners = self.owners
        for text in module.routes {
            let pattern: RoutePattern
            do { pattern = try RoutePattern(text) } catch { throw .invalidPattern(module: module.id, error) }
            do {
                try router.register(pattern, module.id)
            } catch {
                if case let .duplicate(_, existing) = error {
                    throw .conflictingRoute(text, module: module.id, existing: owners[existing] ?? id, existingPattern: existing)
                }
                throw .invalidPattern(module: module.id, error)
            }
            owners[text] = module.id
        }
        var keyOwners = self.keyOwners
        for key in module.keys {
            if let owner = keyOwners[key] { throw .conflictingKey(key, module: module.id, existing: owner) }
            keyOwners[key] = module.id
        }
        router.unmatched = self.router.unmatched
        // A menu entry opens through the router like any link: one that would not reach
        // this module is caught here, not when a user chooses it.
        if let link = module.menuItem.link, (try? router.match(link))?.value != module.id {
            throw .menuLinkNotClaimed(link, module: module.id)
        }
        (self.router, self.owners, self.keyOwners) = (router, owners, keyOwners)
        modules.append(module)
    }

    /// The registered routes that can never win, each with the routes that take its URLs
    /// (``Router/shadowedRoutes()``): empty for a sound table. An app checks it in its tests.
    public var shadowedRoutes: [RouteShadowing] { router.shadowedRoutes() }

    /// The module with `id`.
    public func module(id: ModuleID) -> (any Module<Screen>)? {
        for module in modules where module.id == id { return module }
        return nil
    }

    /// The module that claims `key`.
    public func module(forKey key: String) -> (any Module<Screen>)? { keyOwners[key].flatMap(module(id:)) }

    /// The menu, in registration order: each module's ``MenuItem``, whose
    /// ``MenuItem/link`` (when it has one) routes to that module.
    public var menuItems: [(module: ModuleID, item: MenuItem)] { modules.map { ($0.id, $0.menuItem) } }

    /// The module that gets URLs of known schemes that no pattern matches (a "not found"
    /// module); `nil` makes them ``RouteError/noRoute(_:)``.
    public var unmatchedModule: ModuleID? {
        get { router.unmatched }
        set { router.unmatched = newValue }
    }

    /// The module that claims `url`, and the match (parameters, query).
    ///
    /// - Throws: ``ModuleError/route(_:)`` with the router's reason.
    public func route(_ url: String) throws(ModuleError) -> (module: any Module<Screen>, match: RouteMatch<ModuleID>) {
        let match: RouteMatch<ModuleID>
        do { match = try router.match(url) } catch { throw .route(error) }
        guard let module = module(id: match.value) else { throw .route(.noRoute(url)) }
        return (module, match)
    }

    /// Asks the module that claims `url` for its screen.
    ///
    /// - Throws: ``ModuleError/route(_:)`` or ``ModuleError/screenFailed(module:url:_:)``.
    public func open(_ url: String) throws(ModuleError) -> Screen {
        let (module, match) = try route(url)
        do { return try module.makeScreen(for: match) } catch { throw .screenFailed(module: module.id, url: url, error) }
    }
}

/// Why a module could not be registered, or a URL not opened.
public enum ModuleError: Error, CustomStringConvertible {
    /// The module of this type could not be made for the session; the error says why.
    case creationFailed(String, any Error)
    /// Another module, of the named type, already has this id.
    case duplicateID(ModuleID, existing: String)
    /// One of the module's URL patterns is not a valid pattern.
    case invalidPattern(module: ModuleID, RoutePatternError)
    /// `module`'s pattern matches the same URLs as `existingPattern` of `existing`.
    case conflictingRoute(String, module: ModuleID, existing: ModuleID, existingPattern: String)
    /// `module` claims a key that `existing` already claimed.
    case conflictingKey(String, module: ModuleID, existing: ModuleID)
    /// `module`'s menu item opens a link that none of the module's routes matches.
    case menuLinkNotClaimed(String, module: ModuleID)
    /// The URL is malformed, or no module's pattern matches it.
    case route(RouteError)
    /// The module that claims `url` could not make its screen.
    case screenFailed(module: ModuleID, url: String, any Error)

    public var description: String {
        switch self {
        case let .creationFailed(type, error): "module \(type) could not be made: \(error)"
        case let .duplicateID(id, existing): "module ID '\(id)' is already taken by \(existing)"
        case let .invalidPattern(module, error): "module '\(module)': \(error)"
        case let .conflictingRoute(pattern, module, existing, existingPattern):
            "modules '\(existing)' and '\(module)' both claim \(pattern == existingPattern ? pattern : "\(existingPattern) / \(pattern)")"
        case let .conflictingKey(key, module, existing): "modules '\(existing)' and '\(module)' both claim key '\(key)'"
        case let .menuLinkNotClaimed(link, module): "module '\(module)': its menu item opens \(link), which none of its routes matches"
        case let .route(error): "\(error)"
        case let .screenFailed(module, url, error): "module '\(module)' could not make a screen for \(url): \(error)"
        }
    }
}
