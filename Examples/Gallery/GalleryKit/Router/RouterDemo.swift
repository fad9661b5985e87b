import TrellisShell

/// What a `gallery://` URL can route to.
public enum GalleryRoute: String, Sendable, CaseIterable {
    /// `gallery://screen/:name`: one of the gallery's screens.
    case screen
    /// `gallery://counter/<int:start>`: the counter service (app scope).
    case counter
    /// `gallery://user/:name`: the signed-in user's profile (session scope).
    case profile
    /// `gallery://search?q`: a search engine (transient: a new one every time).
    case search
    /// `gallery://report/<uuid:id>`: a report printer, which nobody registered.
    case report
}

/// A service the demo container makes; each instance has a number, so the page shows
/// whether a scope gave the same one again.
public protocol GalleryService: AnyObject, Sendable {
    /// Which instance this is (1 for the first made).
    var number: Int { get }
}

/// The app-scoped counter service.
public final class CounterService: GalleryService {
    public let number: Int
    init(number: Int) { self.number = number }
}

/// The session-scoped profile.
public final class UserProfile: GalleryService {
    public let number: Int
    init(number: Int) { self.number = number }
}

/// The transient search engine.
public final class SearchEngine: GalleryService {
    public let number: Int
    init(number: Int) { self.number = number }
}

/// A service no one registered: resolving it is a typed ``TrellisShell/ResolutionError``.
public final class ReportPrinter: GalleryService {
    public let number: Int
    init(number: Int) { self.number = number }
}

/// The router and the container the router page asks (Facebook's module manager routing a
/// URL, and its `FBProviderMap` making what the route needs, in a scope).
///
/// ```swift
/// let demo = RouterDemo()
/// demo.route("gallery://counter/42")     // "route counter (gallery://counter/<int:id>) · id = 42"
/// demo.resolve("gallery://counter/42")   // "CounterService #1 [app]"
/// ```
public struct RouterDemo: Sendable {
    /// The URL patterns, one per route.
    public static let patterns: [(String, GalleryRoute)] = [
        ("gallery://screen/:name", .screen), ("gallery://counter/<int:start>", .counter),
        ("gallery://user/:name", .profile), ("gallery://search?q", .search), ("gallery://report/<uuid:id>", .report),
    ]
    /// URLs to try, which ↑/↓ put in the field: one per route, then bad ones.
    public static let examples = [
        "gallery://counter/42", "gallery://user/ada", "gallery://search?q=cats", "gallery://screen/lists",
        "gallery://screen/nope", "gallery://report/6ba7b810-9dad-11d1-80b4-00c04fd430c8", "gallery://counter/many",
        "cats://cat/3", "gallery://search", "not a url",
    ]
    /// The router.
    public let router: Router<GalleryRoute>
    /// The container: one registration per scope the page shows.
    public let container: Container

    /// The routes and registrations above; made numbers come from `numbers`.
    public init(numbers: InstanceNumbers = InstanceNumbers()) {
        var router = Router<GalleryRoute>()
        for (pattern, route) in Self.patterns {
            do {
                try router.register(pattern, route)
            } catch {
                preconditionFailure("RouterDemo: the pattern \(pattern) does not register: \(error)")
            }
        }
        self.router = router
        container = Container { builder in
            builder.register(CounterService.self, scope: .app) { _ in CounterService(number: numbers.next("counter")) }
            builder.register(UserProfile.self, scope: .session) { _ in UserProfile(number: numbers.next("profile")) }
            builder.register(SearchEngine.self, scope: .transient) { _ in SearchEngine(number: numbers.next("search")) }
        }
    }
}
