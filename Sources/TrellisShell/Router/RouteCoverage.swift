/// Whether a set of routes accepts every URL path one route accepts: the question behind
/// ``Router/shadowedRoutes()``.
///
/// Segment by segment, the route's segment is split into classes no other route tells
/// apart: each constant some other route names there, and any other integer, UUID or text.
/// Every class must be accepted by a route still alive along it; past the route's last
/// fixed segment, a rest segment (`**`) goes on with any segments until the others have
/// run out of fixed segments.
struct RouteCoverage {
    let route: RoutePattern
    let others: [RoutePattern]

    init(route: RoutePattern, by others: [RoutePattern]) {
        self.route = route
        self.others = others
    }

    /// A route partway along a URL: its next segment, or (after its rest segment took at
    /// least one) accepting whatever follows.
    struct Cursor {
        var pattern: Int
        var next: Int
        var acceptsAnything = false
    }

    /// What a URL segment can be, as far as the routes can tell.
    enum SegmentClass: Hashable {
        case constant([UInt8])
        case anyInteger, anyUUID, anyText
    }

    var isCovered: Bool {
        covered(at: 0, alive: others.indices.map { Cursor(pattern: $0, next: 0) })
    }

    private var fixedCount: Int { route.segments.last?.shape == .rest ? route.segments.count - 1 : route.segments.count }
    private var hasRest: Bool { route.segments.last?.shape == .rest }

    private func covered(at position: Int, alive: [Cursor]) -> Bool {
        let mayEnd = hasRest ? position > fixedCount : position == fixedCount
        if mayEnd && !alive.contains(where: acceptsEnd) { return false }
        if !hasRest && position == fixedCount { return true }
        if alive.contains(where: \.acceptsAnything) { return true }
        if alive.isEmpty { return false }
        let segment: RoutePattern.Segment? = position < fixedCount ? route.segments[position] : nil  // nil: any segment
        for segmentClass in classes(of: segment, alive: alive) {
            let next = alive.compactMap { advance($0, over: segmentClass) }
            if !covered(at: position + 1, alive: next) { return false }
        }
        return true
    }

    private func acceptsEnd(_ cursor: Cursor) -> Bool {
        cursor.acceptsAnything || cursor.next == others[cursor.pattern].segments.count
    }

    private func advance(_ cursor: Cursor, over segmentClass: SegmentClass) -> Cursor? {
        let segments = others[cursor.pattern].segments
        guard cursor.next < segments.count else { return nil }
        var moved = cursor
        switch segments[cursor.next] {
        case .rest:
            moved.acceptsAnything = true
        case let segment:
            guard segment.accepts(segmentClass) else { return nil }
            moved.next += 1
        }
        return moved
    }

    /// The classes `segment` (nil: any segment) splits into at this point.
    private func classes(of segment: RoutePattern.Segment?, alive: [Cursor]) -> [SegmentClass] {
        if case let .constant(bytes) = segment { return [.constant(bytes)] }
        var constants: [SegmentClass] = []
        for cursor in alive where cursor.next < others[cursor.pattern].segments.count {
            if case let .constant(bytes) = others[cursor.pattern].segments[cursor.next], !constants.contains(.constant(bytes)) {
                constants.append(.constant(bytes))
            }
        }
        let generic: [SegmentClass] = [.anyInteger, .anyUUID, .anyText]
        guard let segment else { return constants + generic }
        return (constants + generic).filter { segment.accepts($0) }
    }
}

extension RoutePattern.Segment {
    /// Whether this segment matches every URL segment of `segmentClass`.
    func accepts(_ segmentClass: RouteCoverage.SegmentClass) -> Bool {
        switch (self, segmentClass) {
        case (.parameter, _), (.wildcard, _), (.rest, _): true
        case let (.constant(mine), .constant(other)): mine == other
        case let (.int, .constant(bytes)): bytes.withUnsafeBufferPointer { parseInt($0) } != nil
        case let (.uuid, .constant(bytes)): bytes.withUnsafeBufferPointer { isUUID($0) }
        case (.int, .anyInteger), (.uuid, .anyUUID): true
        default: false
        }
    }

    /// Whether some URL segment matches both.
    func intersects(_ other: Self) -> Bool {
        switch (self, other) {
        case (.parameter, _), (.wildcard, _), (.rest, _), (_, .parameter), (_, .wildcard), (_, .rest): true
        case let (.constant(bytes), segment), let (segment, .constant(bytes)): segment.accepts(.constant(bytes))
        case (.int, .int), (.uuid, .uuid): true
        default: false
        }
    }
}

extension RoutePattern {
    /// Whether some URL path matches both patterns (query items aside).
    func intersects(_ other: RoutePattern) -> Bool {
        let mineRest = segments.last?.shape == .rest
        let otherRest = other.segments.last?.shape == .rest
        let mineFixed = mineRest ? segments.count - 1 : segments.count
        let otherFixed = otherRest ? other.segments.count - 1 : other.segments.count
        for index in 0..<min(mineFixed, otherFixed) where !segments[index].intersects(other.segments[index]) { return false }
        if mineFixed == otherFixed { return mineRest == otherRest }
        return mineFixed < otherFixed ? mineRest : otherRest
    }
}
