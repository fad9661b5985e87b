import TrellisViews

/// One section's layout, in coordinates local to the section's top: headers, the item
/// grid, footers. The section's ``origin`` places it in the content; moving a section is
/// changing one number.
struct SectionLayout {
    /// A header or footer: its local top and height, and whether it pins.
    struct Supplementary {
        var index: Int
        var top: Double
        var height: Double
        var isPinned: Bool
    }

    var origin: Double = 0
    var height: Double = 0
    var headers: [Supplementary] = []
    var footers: [Supplementary] = []
    /// Local top and height of the root's placeholder, in the first section while it shows.
    var placeholder: (top: Double, height: Double)?
    /// Local top and height of a child data source's placeholder, on its first section.
    var childPlaceholder: (top: Double, height: Double)?
    /// The part of ``childPlaceholder``'s height that is its share of the viewport left
    /// over (the rest is its own measured height).
    var placeholderShare: Double = 0

    var itemCount = 0
    var columns = 1
    var rowCount = 0
    var itemsTop: Double = 0
    var itemWidth: Double = 0
    var itemSpacing: Double = 0
    var lineSpacing: Double = 0
    var left: Double = 0
    var width: Double = 0
    var order: LayoutOrder = .leftToRight
    var showsRowSeparator = false
    var showsColumnSeparator = false
    var separatorInsets = EdgeInsets.zero
    var sectionSeparator: (top: Double, insets: EdgeInsets)?

    /// Fixed-height rows: every row this tall, positions found by arithmetic.
    var fixedRowHeight: Double?
    /// Variable rows: each row's local top and height.
    var rowTops: [Double] = []
    var rowHeights: [Double] = []
    /// Measured item heights (estimated rows), by item index.
    var measured: [Int: Double] = [:]
    var estimate: Double = 1
    var isRemainder = false

    // MARK: Rows

    // The row and column helpers are always inlined: a viewport query calls them on a
    // section through a pointer (`SectionLayout+Attributes.swift`), and a call that is not
    // inlined would copy the whole section to pass it.

    @inline(__always)
    func rowTop(_ row: Int) -> Double {
        if let fixedRowHeight { return itemsTop + Double(row) * (fixedRowHeight + lineSpacing) }
        return rowTops[row]
    }

    @inline(__always)
    func rowHeight(_ row: Int) -> Double {
        fixedRowHeight ?? rowHeights[row]
    }

    /// The row whose span (with the spacing below it) holds local `y`, clamped to the rows.
    ///
    /// - Complexity: O(1) for fixed rows, O(log *r*) otherwise.
    @inline(__always)
    func row(atLocalY y: Double) -> Int {
        guard rowCount > 0 else { return 0 }
        if let fixedRowHeight {
            let stride = fixedRowHeight + lineSpacing
            guard stride > 0 else { return 0 }
            return min(rowCount - 1, max(0, Int(((y - itemsTop) / stride).rounded(.down))))
        }
        var low = 0
        var high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether column edges fall on whole points (a terminal's cells).
    var roundsToWholePoints = true

    /// Where column `column` starts. With whole points, the leftover points of a width
    /// that doesn't divide evenly go to the later columns, one each.
    @inline(__always)
    func columnStart(_ column: Int) -> Double {
        let stride = itemWidth + itemSpacing
        let offset = Double(column) * stride
        return left + (roundsToWholePoints ? (offset + 1e-9).rounded(.down) : offset)
    }

    /// The width of column `column`.
    @inline(__always)
    func columnWidth(_ column: Int) -> Double {
        guard roundsToWholePoints else { return itemWidth }
        return max(0, columnStart(column + 1) - columnStart(column) - itemSpacing)
    }

    /// The local frame of item `item`.
    func itemFrame(_ item: Int) -> Rect {
        let row = item / columns
        var column = item % columns
        if order == .rightToLeft { column = columns - 1 - column }
        return Rect(x: columnStart(column), y: rowTop(row), width: columnWidth(column), height: rowHeight(row))
    }

    /// The bottom of the item grid (local), below which footers begin.
    var itemsBottom: Double {
        rowCount == 0 ? itemsTop : rowTop(rowCount - 1) + rowHeight(rowCount - 1)
    }
}
