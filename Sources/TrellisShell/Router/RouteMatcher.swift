import Foundation

/// One URL being matched against tries: the walk in precedence order, then the capture of
/// the winning route's parameters.
struct RouteMatcher {
    let parsed: ParsedURL
    let bytes: UnsafeBufferPointer<UInt8>
    let url: String
    /// Decoded query items, made the first time a route needs them.
    private var query: [String: String]?

    init(parsed: ParsedURL, bytes: UnsafeBufferPointer<UInt8>, url: String) {
        self.parsed = parsed
        self.bytes = bytes
        self.url = url
    }

    /// The index of the route `trie` matches for the URL, or `nil`. Not generic over the
    /// router's values, so the walk runs specialized whatever the router holds.
    mutating func find(in trie: RouteTrie, patterns routes: [RoutePattern]) throws(RouteError) -> Int? {
        if let decoded = parsed.decodedPath {
            return try decoded.withUnsafeBufferPointer { path throws(RouteError) in
                try walk(trie, node: 0, segment: 0, path: path, routes: routes)
            }
        }
        return try walk(trie, node: 0, segment: 0, path: bytes, routes: routes)
    }

    private mutating func walk(_ trie: RouteTrie, node: Int, segment: Int, path: UnsafeBufferPointer<UInt8>, routes: [RoutePattern])
        throws(RouteError) -> Int?
    {
        // Fields are read in place: copying a whole node would retain each of its arrays.
        let segments = parsed.segments
        if segment == segments.count {
            return try firstAccepted(trie.nodes[node].routes, routes: routes)
        }
        let text = UnsafeBufferPointer(rebasing: path[segments[segment]])
        if let child = trie.constantChild(of: node, text),
            let found = try walk(trie, node: child, segment: segment + 1, path: path, routes: routes)
        {
            return found
        }
        for (shape, child) in trie.nodes[node].typed where shape == .int ? parseInt(text) != nil : isUUID(text) {
            if let found = try walk(trie, node: child, segment: segment + 1, path: path, routes: routes) { return found }
        }
        if let child = trie.nodes[node].parameter,
            let found = try walk(trie, node: child, segment: segment + 1, path: path, routes: routes)
        {
            return found
        }
        if let child = trie.nodes[node].wildcard,
            let found = try walk(trie, node: child, segment: segment + 1, path: path, routes: routes)
        {
            return found
        }
        return try firstAccepted(trie.nodes[node].restRoutes, routes: routes)
    }

    /// The first of `candidates` (in registration order) whose required query items are present.
    private mutating func firstAccepted(_ candidates: [Int], routes: [RoutePattern]) throws(RouteError) -> Int? {
        for candidate in candidates {
            let required = routes[candidate].requiredQueryItems
            if required.isEmpty { return candidate }
            let items = try queryItems()
            if required.allSatisfy({ items[$0] != nil }) { return candidate }
        }
        return nil
    }

    private mutating func queryItems() throws(RouteError) -> [String: String] {
        if let query { return query }
        do {
            let items = try parsed.queryItems(bytes)
            query = items
            return items
        } catch {
            throw .malformedURL(url, reason: error)
        }
    }

    /// The route with its parameters converted as `pattern` says (none without a pattern).
    mutating func located(_ route: Int?, pattern: RoutePattern?) throws(RouteError) -> RouteTable.Located {
        var parameters = RouteParameters()
        if let pattern {
            let path = parsed.decodedPath
            func text(_ index: Int) -> String {
                if let path { return String(decoding: path[parsed.segments[index]], as: UTF8.self) }
                return String(decoding: bytes[parsed.segments[index]], as: UTF8.self)
            }
            for (index, segment) in pattern.segments.enumerated() {
                switch segment {
                case let .int(name):
                    if let number = text(index).utf8.withContiguousStorageIfAvailable(parseInt) ?? nil {
                        parameters.append(name, .int(number))
                    }
                case let .uuid(name):
                    if let uuid = UUID(uuidString: text(index)) { parameters.append(name, .uuid(uuid)) }
                case let .parameter(name):
                    parameters.append(name, .string(text(index)))
                case let .rest(name):
                    if let name { parameters.append(name, .path((index..<parsed.segments.count).map(text))) }
                case .constant, .wildcard:
                    break
                }
            }
        }
        return RouteTable.Located(route: route, parameters: parameters, query: try queryItems())
    }
}

/// A decimal integer with an optional `-`, that fits in `Int`.
func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return nil }
    let negative = bytes[0] == 0x2D
    let digits = negative ? UnsafeBufferPointer(rebasing: bytes[1...]) : bytes
    guard !digits.isEmpty, digits.count <= 19 else { return nil }
    var value = 0
    for byte in digits {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) =
            negative ? times.subtractingReportingOverflow(Int(byte - 0x30)) : times.addingReportingOverflow(Int(byte - 0x30))
        guard !overflow1, !overflow2 else { return nil }
        value = sum
    }
    return value
}

/// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hex digits of either case.
func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
            guard byte == 0x2D else { return false }
        } else if hexValue(byte) == nil {
            return false
        }
    }
    return true
}
