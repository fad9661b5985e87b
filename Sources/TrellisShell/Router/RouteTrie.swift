/// The compiled patterns of one namespace (a scheme, or the global one): a trie whose
/// edges are segment shapes, matched on UTF-8 bytes without making strings.
///
/// Each node has a table of constant edges (hashed once it has more than a few), at most
/// one edge per typed kind, one parameter edge, one wildcard edge, and the routes that end
/// there or capture the rest of the path from there. Matching tries the edges in
/// precedence order and backtracks, so `cats://cat/new` reaches a constant `new` before
/// `<int:id>`, and `cats://cat/42/edit` still finds `:name/edit` when `<int:id>` has no
/// `edit` below it.
struct RouteTrie: Sendable {
    var nodes: [Node] = [Node()]

    struct Node: Sendable {
        var constants: [ConstantEdge] = []
        /// FNV-1a hash of the segment → index into `constants` (first of its chain).
        var constantIndex: [UInt64: Int] = [:]
        /// `.int` and `.uuid` edges, in the order their first pattern was registered.
        var typed: [(shape: RoutePattern.Shape, child: Int)] = []
        var parameter: Int?
        var wildcard: Int?
        /// Routes whose last segment is `<path:…>` or `**`, in registration order.
        var restRoutes: [Int] = []
        /// Routes that end exactly here, in registration order.
        var routes: [Int] = []
    }

    struct ConstantEdge: Sendable {
        var bytes: [UInt8]
        var hash: UInt64
        var child: Int
        /// The next edge with the same hash, if any.
        var nextSameHash: Int?
    }

    /// Nodes with more constant edges than this get a hash index.
    static let linearScanLimit = 4

    /// Adds the path of `pattern`, ending in `route` (an index into the router's routes).
    mutating func insert(_ segments: [RoutePattern.Segment], route: Int) {
        var node = 0
        for segment in segments {
            switch segment.shape {
            case .rest:
                nodes[node].restRoutes.append(route)
                return
            case let .constant(bytes):
                node = constantChild(of: node, bytes) ?? addConstant(bytes, to: node)
            case .int, .uuid:
                if let edge = nodes[node].typed.first(where: { $0.shape == segment.shape }) {
                    node = edge.child
                } else {
                    let child = newNode()
                    nodes[node].typed.append((segment.shape, child))
                    node = child
                }
            case .parameter:
                if nodes[node].parameter == nil { nodes[node].parameter = newNode() }
                node = nodes[node].parameter!
            case .wildcard:
                if nodes[node].wildcard == nil { nodes[node].wildcard = newNode() }
                node = nodes[node].wildcard!
            }
        }
        nodes[node].routes.append(route)
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func addConstant(_ bytes: [UInt8], to node: Int) -> Int {
        let child = newNode()
        let hash = bytes.withUnsafeBufferPointer { fnv1a($0) }
        let edge = ConstantEdge(bytes: bytes, hash: hash, child: child, nextSameHash: nodes[node].constantIndex[hash])
        nodes[node].constants.append(edge)
        let count = nodes[node].constants.count
        if count > Self.linearScanLimit {
            if count == Self.linearScanLimit + 1 {  // build the index for the edges so far
                nodes[node].constantIndex = [:]
                for index in nodes[node].constants.indices {
                    nodes[node].constants[index].nextSameHash = nodes[node].constantIndex[nodes[node].constants[index].hash]
                    nodes[node].constantIndex[nodes[node].constants[index].hash] = index
                }
            } else {
                nodes[node].constantIndex[hash] = count - 1
            }
        }
        return child
    }

    private func constantChild(of node: Int, _ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { constantChild(of: node, $0) }
    }

    /// The child reached from `node` by the constant `segment`, if any.
    @inline(__always)
    func constantChild(of node: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Int? {
        // Read in place: copying the node would retain each of its arrays.
        if nodes[node].constants.count <= Self.linearScanLimit {
            for edge in nodes[node].constants where bytesEqual(edge.bytes, segment) { return edge.child }
            return nil
        }
        var next = nodes[node].constantIndex[fnv1a(segment)]
        while let index = next {
            if bytesEqual(nodes[node].constants[index].bytes, segment) { return nodes[node].constants[index].child }
            next = nodes[node].constants[index].nextSameHash
        }
        return nil
    }
}

/// FNV-1a, 64-bit: cheap and good enough to spread path segments.
@inline(__always)
func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
}

@inline(__always)
func bytesEqual(_ stored: [UInt8], _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
    guard stored.count == segment.count else { return false }
    return stored.withUnsafeBufferPointer { $0.elementsEqual(segment) }
}
