/// A point in the view coordinate space. Points are abstract: the terminal host maps
/// one point to one character cell, a UIKit host to one UIKit point.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position, growing rightwards.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The point at `x`, `y`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// No extent at all.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` × `height`.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The rectangle at `origin` of `size`.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` × `height`.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// Whether the rectangle has no area.
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside (minimum edges inclusive, maximum edges exclusive).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share some area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The shared area, or `nil` when the rectangles don't overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `insets` on each edge.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// `(x, y, w×h)`.
    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(size))"
    }
}

/// Distances in from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets edge by edge; unnamed edges are 0.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    public var description: String {
        "{top \(formatPoints(top)), left \(formatPoints(left)), bottom \(formatPoints(bottom)), right \(formatPoints(right))}"
    }
}

/// Whole numbers print without a fraction (`8`, not `8.0`): frames in dumps stay readable.
func formatPoints(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
