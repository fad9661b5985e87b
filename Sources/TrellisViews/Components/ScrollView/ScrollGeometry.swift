/// Where a ``ScrollView``'s parts go for one size of the view and of its content: the
/// viewport, which scroll bars show, how far the content can scroll, and where each bar's
/// thumb sits. A value, so the view, its drawing, its drags and the tests agree on it.
///
/// Sizes from outside (a content size of NaN, a negative width, a frame a billion cells
/// wide) are made sane first (``sane(_:)``): they never trap, they only scroll less.
struct ScrollGeometry: Hashable, Sendable {
    /// The whole view, in cells.
    let width: Int, height: Int
    /// The content's size, in cells.
    let contentWidth: Int, contentHeight: Int
    /// Whether a bar shows on the right (vertical) and at the bottom (horizontal).
    let hasVerticalBar: Bool, hasHorizontalBar: Bool

    /// The geometry of a view of `size` showing content of `contentSize`; a bar shows on
    /// an axis only where it is allowed and the content is longer than the viewport.
    ///
    /// - Complexity: O(1).
    init(size: Size, contentSize: Size, allowsVerticalBar: Bool = true, allowsHorizontalBar: Bool = true) {
        width = Self.sane(size.width)
        height = Self.sane(size.height)
        contentWidth = Self.sane(contentSize.width)
        contentHeight = Self.sane(contentSize.height)
        // A bar takes a column or row from the other axis, which may then need its own bar.
        var vertical = allowsVerticalBar && contentHeight > height && width > 1
        var horizontal = allowsHorizontalBar && contentWidth > width - (vertical ? 1 : 0) && height > 1
        if allowsVerticalBar, !vertical, horizontal, contentHeight > height - 1, width > 1 { vertical = true }
        if allowsHorizontalBar, !horizontal, vertical, contentWidth > width - 1, height > 1 { horizontal = true }
        hasVerticalBar = vertical
        hasHorizontalBar = horizontal
    }

    /// The largest cell count taken from outside: past it, a size is clamped.
    static let largest = 1_000_000

    /// `value` as a whole number of cells in `0...largest`: NaN and negatives are 0.
    static func sane(_ value: Double) -> Int {
        guard value.isFinite else { return value == .infinity ? largest : 0 }
        return Int(min(max(value.rounded(.down), 0), Double(largest)))
    }

    /// The part of the view the content shows in: the view less its bars.
    var viewport: (width: Int, height: Int) {
        (width - (hasVerticalBar ? 1 : 0), height - (hasHorizontalBar ? 1 : 0))
    }

    /// How far the content scrolls on each axis: 0 where it fits.
    var maxOffset: (x: Int, y: Int) {
        (max(0, contentWidth - viewport.width), max(0, contentHeight - viewport.height))
    }

    /// `offset` inside `0...maxOffset` on each axis, in whole cells; NaN is 0.
    func clamp(_ offset: Point) -> Point {
        let limit = maxOffset
        return Point(x: Double(min(Self.sane(offset.x), limit.x)), y: Double(min(Self.sane(offset.y), limit.y)))
    }

    /// The length of `axis`'s track: the viewport's length along it.
    func trackLength(_ axis: Axis) -> Int {
        axis == .vertical ? viewport.height : viewport.width
    }

    /// Where `axis`'s thumb sits on its track at `offset`: its first cell and its length,
    /// proportional to how much of the content shows, at least one cell.
    ///
    /// - Complexity: O(1).
    func thumb(_ axis: Axis, at offset: Point) -> (start: Int, length: Int) {
        let track = trackLength(axis)
        let content = axis == .vertical ? contentHeight : contentWidth
        guard track > 0, content > 0 else { return (0, max(0, track)) }
        let length = min(track, max(1, Int((Double(track) * Double(track) / Double(content)).rounded())))
        let limit = axis == .vertical ? maxOffset.y : maxOffset.x
        let position = axis == .vertical ? clamp(offset).y : clamp(offset).x
        guard limit > 0 else { return (0, length) }
        let start = Int((Double(track - length) * position / Double(limit)).rounded())
        return (min(max(start, 0), track - length), length)
    }

    /// How many content cells one cell of thumb movement scrolls along `axis`.
    func contentPerThumbCell(_ axis: Axis) -> Double {
        let travel = trackLength(axis) - thumb(axis, at: .zero).length
        let limit = axis == .vertical ? maxOffset.y : maxOffset.x
        return travel > 0 ? Double(limit) / Double(travel) : 0
    }
}
