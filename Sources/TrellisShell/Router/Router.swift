/// Routes URLs to registered values: Facebook's module manager asking "who opens this URL?".
///
/// Patterns (see ``RoutePattern``) are compiled into one trie per scheme plus a global one.
/// A URL is matched on its UTF-8 bytes: no strings are made while walking, escapes are
/// decoded only when a `%` appears, and parameters are converted only for the route that won.
///
/// Precedence, per segment: constant > typed (`int`, `uuid`) > parameter > wildcard > rest,
/// with backtracking; among routes with the same shape (differing only in required query
/// items), registration order. A scheme's own patterns are tried before the global ones.
///
/// ```swift
/// var router = Router<Destination>()
/// try router.register("cats://cat/<int:id>", .catDetail)
/// try router.register("cats://search?q", .search)
/// let match = try router.match("cats://cat/42")   // .catDetail, parameters.int("id") == 42
/// ```
public struct Router<Value: Sendable>: Sendable {
    /// The patterns and their tries; not generic, so matching runs specialized whatever
    /// the router holds.
    var table = RouteTable()
    /// The registered values, by route index.
    var values: [Value] = []
    /// Used for URLs of a known scheme that match no pattern (JLRoutes' `unmatchedURLHandler`).
    public var unmatched: Value?

    /// Makes a router with no routes.
    public init() {}

    /// The schemes that have patterns, in registration order.
    public var schemes: [String] { table.namespaces.map(\.name) }

    /// Registers `value` for `pattern`.
    ///
    /// - Throws: ``RoutePatternError`` for a pattern that cannot be parsed, or
    ///   ``RoutePatternError/duplicate(pattern:existing:)`` when an earlier pattern would
    ///   match exactly the same URLs.
    /// - Complexity: O(segments) plus the duplicate check over the routes registered before.
    public mutating func register(_ pattern: String, _ value: Value) throws(RoutePatternError) {
        try register(RoutePattern(pattern), value)
    }

    /// Registers `value` for an already parsed pattern.
    public mutating func register(_ pattern: RoutePattern, _ value: Value) throws(RoutePatternError) {
        try table.register(pattern)
        values.append(value)
    }

    /// The route for `url`.
    ///
    /// - Throws: ``RouteError``: a malformed URL, an unknown scheme (no global pattern
    ///   matched either), or no route and no ``unmatched`` value.
    /// - Complexity: O(length of the URL) for the scan, plus backtracking bounded by the
    ///   trie's alternatives per segment (at most five edges are tried per node).
    public func match(_ url: String) throws(RouteError) -> RouteMatch<Value> {
        let found = try table.locate(url, hasUnmatched: unmatched != nil)
        if let route = found.route {
            return RouteMatch(
                value: values[route], pattern: table.patterns[route], parameters: found.parameters, query: found.query, url: url)
        }
        guard let unmatched else { throw .noRoute(url) }
        return RouteMatch(value: unmatched, pattern: nil, parameters: found.parameters, query: found.query, url: url)
    }
}

/// A router's patterns compiled into one trie per scheme plus a global one, and the
/// matching that finds a route index for a URL.
struct RouteTable: Sendable {
    var patterns: [RoutePattern] = []
    /// Lowercased scheme bytes and their trie.
    var namespaces: [(scheme: [UInt8], name: String, trie: RouteTrie)] = []
    var global = RouteTrie()

    /// What matching found: the route index (`nil`: the unmatched value), its parameters and the query.
    struct Located {
        var route: Int?
        var parameters: RouteParameters
        var query: [String: String]
    }

    mutating func register(_ pattern: RoutePattern) throws(RoutePatternError) {
        if let existing = patterns.first(where: { $0.collides(with: pattern) }) {
            throw .duplicate(pattern: pattern.description, existing: existing.description)
        }
        patterns.append(pattern)
        guard let scheme = pattern.scheme else {
            global.insert(pattern.segments, route: patterns.count - 1)
            return
        }
        let bytes = Array(scheme.utf8)
        if let index = namespaces.firstIndex(where: { $0.scheme == bytes }) {
            namespaces[index].trie.insert(pattern.segments, route: patterns.count - 1)
        } else {
            var trie = RouteTrie()
            trie.insert(pattern.segments, route: patterns.count - 1)
            namespaces.append((bytes, scheme, trie))
        }
    }

    func locate(_ url: String, hasUnmatched: Bool) throws(RouteError) -> Located {
        var text = url
        let result: Result<Located, RouteError> = text.withUTF8 { bytes in
            do throws(RouteError) {
                return .success(try locate(bytes: bytes, url: url, hasUnmatched: hasUnmatched))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func locate(bytes: UnsafeBufferPointer<UInt8>, url: String, hasUnmatched: Bool) throws(RouteError) -> Located {
        let parsed: ParsedURL
        do {
            parsed = try ParsedURL(bytes)
        } catch {
            throw .malformedURL(url, reason: error)
        }
        var namespace: RouteTrie?
        if let scheme = parsed.scheme {
            for candidate in namespaces where asciiCaseInsensitiveEqual(candidate.scheme, bytes[scheme]) {
                namespace = candidate.trie
                break
            }
        }
        var matcher = RouteMatcher(parsed: parsed, bytes: bytes, url: url)
        if let namespace, let route = try matcher.find(in: namespace, patterns: patterns) {
            return try matcher.located(route, pattern: patterns[route])
        }
        if let route = try matcher.find(in: global, patterns: patterns) {
            return try matcher.located(route, pattern: patterns[route])
        }
        if let scheme = parsed.scheme, namespace == nil {
            throw .unknownScheme(String(decoding: bytes[scheme], as: UTF8.self), url: url, known: namespaces.map(\.name))
        }
        guard hasUnmatched else { throw .noRoute(url) }
        return try matcher.located(nil, pattern: nil)
    }
}

@inline(__always)
func asciiCaseInsensitiveEqual(_ lowercased: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard lowercased.count == bytes.count else { return false }
    return zip(lowercased, bytes).allSatisfy { $0 == (isASCIILetter($1) ? $1 | 0x20 : $1) }
}
