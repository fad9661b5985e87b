/// A rectangle of whole cells: on the screen for a host, in a view's own cells for a view
/// that draws (``DrawingContext``). Empty when either side is not positive.
///
/// ```swift
/// let bar = CellRect(x: 0, y: 2, width: 12, height: 1)
/// bar.contains(x: 11, y: 2)   // true
/// ```
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column inside, and the first row.
    public var minX: Int, minY: Int
    /// The first column past the right edge, and the first row past the bottom.
    public var maxX: Int, maxY: Int

    /// The rectangle from (`minX`, `minY`) up to, not including, (`maxX`, `maxY`).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The rectangle `width` cells wide and `height` high whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The width in cells (negative widths count as 0).
    public var width: Int { Swift.max(0, maxX - minX) }
    /// The height in cells (negative heights count as 0).
    public var height: Int { Swift.max(0, maxY - minY) }

    /// Whether it holds no cell.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The cells in both (empty when they do not overlap).
    public func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// Whether the cell at column `x`, row `y` is inside.
    public func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    /// Whether every cell of `other` is inside (`CGRect.contains(_:)`); an empty
    /// rectangle is inside none.
    public func contains(_ other: CellRect) -> Bool {
        !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The same rectangle moved `dx` columns right and `dy` rows down.
    public func offsetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// `(2,3)-(10,4)`.
    public var description: String { "(\(minX),\(minY))-(\(maxX),\(maxY))" }
}
