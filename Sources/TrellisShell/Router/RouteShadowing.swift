/// A route that can never win: every URL it matches is taken, by the router's precedence,
/// by routes tried before it (``Router/shadowedRoutes()``).
///
/// `cats://cat/*` after (or before) `cats://cat/:name` is one: a parameter beats a
/// wildcard and both take any one segment. `cats://search?q` after `cats://search` is
/// another: among routes of one shape the first registered that accepts the URL wins, and
/// `search` accepts every URL `search?q` does. JLRoutes and URLNavigator accept such
/// tables silently; the route is simply dead.
public struct RouteShadowing: Sendable, Hashable, CustomStringConvertible {
    /// The route that can never win, as written.
    public var pattern: String
    /// The routes that take its URLs (those tried before it that share any URL with it),
    /// in registration order.
    public var shadowedBy: [String]

    /// Describes `pattern`, shadowed by `shadowedBy`.
    public init(pattern: String, shadowedBy: [String]) {
        self.pattern = pattern
        self.shadowedBy = shadowedBy
    }

    public var description: String {
        "route pattern \(pattern) can never match: \(shadowedBy.joined(separator: ", ")) "
            + (shadowedBy.count == 1 ? "takes" : "take") + " every URL it would"
    }
}

extension Router {
    /// The routes that can never win, each with the routes that take its URLs; empty for a
    /// table without dead routes. Call it once the table is built (an app's tests, or a
    /// debug build at launch): registration stays O(segments).
    ///
    /// ```swift
    /// try router.register("cats://search", .search)
    /// try router.register("cats://search?q", .results)
    /// router.shadowedRoutes()   // [route pattern cats://search?q can never match: cats://search takes every URL it would]
    /// ```
    ///
    /// Exact for the router's own precedence (constant > typed > parameter > wildcard >
    /// rest, per segment; registration order among one shape; a scheme's routes before the
    /// global ones, which unknown schemes always reach): a route is reported if and only if
    /// no URL reaches it.
    ///
    /// - Complexity: for each route, the routes before it, times the segment classes
    ///   (their constants, plus any integer, UUID and other text) along its length.
    public func shadowedRoutes() -> [RouteShadowing] {
        let patterns = table.patterns
        return patterns.indices.compactMap { route in
            let candidates = patterns.indices.filter { table.precedes($0, route) }
            guard !candidates.isEmpty, RouteCoverage(route: patterns[route], by: candidates.map { patterns[$0] }).isCovered else {
                return nil
            }
            let overlapping = candidates.filter { patterns[$0].intersects(patterns[route]) }
            return RouteShadowing(pattern: patterns[route].description, shadowedBy: overlapping.map { patterns[$0].description })
        }
    }
}

extension RouteTable {
    /// Whether route `earlier` is tried before route `later` on every URL both accept:
    /// same namespace, required query items a subset (a URL carrying only `later`'s
    /// items must satisfy `earlier` too), and, at the first segment where their shapes
    /// differ, a shape of higher precedence, or the same shape throughout and registered first.
    func precedes(_ earlier: Int, _ later: Int) -> Bool {
        guard earlier != later else { return false }
        let a = patterns[earlier]
        let b = patterns[later]
        guard a.scheme == b.scheme, Set(a.requiredQueryItems).isSubset(of: b.requiredQueryItems) else { return false }
        for (x, y) in zip(a.segments, b.segments) where x.shape != y.shape {
            // Same rank, different shapes (two constants, int and uuid): no URL takes both.
            return x.precedenceRank < y.precedenceRank
        }
        // One is a prefix of the other: different lengths never share a URL (a rest
        // segment would have differed in shape); the same shape ties on registration order.
        return a.segments.count == b.segments.count && earlier < later
    }
}

extension RoutePattern.Segment {
    /// The order the matcher tries edges in: constant, typed, parameter, wildcard, rest.
    var precedenceRank: Int {
        switch self {
        case .constant: 0
        case .int, .uuid: 1
        case .parameter: 2
        case .wildcard: 3
        case .rest: 4
        }
    }
}
