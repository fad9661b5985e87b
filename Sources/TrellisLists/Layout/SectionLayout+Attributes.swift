import TrellisDiff
import TrellisViews

// A viewport query reads a section where it lies in the layout's array, through a pointer
// (see `CollectionLayout.appendSections`): these are static functions of that pointer, and
// the section's own helpers they call (`rowTop(_:)`, `columnStart(_:)`, …) are inlined, so
// that nothing copies the section.
extension SectionLayout {
    /// Appends the attributes of the section's elements that meet `rect`, in the order a
    /// query returns them: headers, placeholders, then each row's separators and items,
    /// footers, the section separator.
    ///
    /// - Parameters:
    ///   - layout: The section, where it lies in the layout's array.
    ///   - section: Its index.
    ///   - width: The layout's width.
    ///   - pins: Where pinned headers are; used when this section is the one at the pinned edge.
    ///
    /// - Complexity: O(log *r* + *k*) for *k* elements returned: arithmetic finds the rows
    ///   for fixed heights, a binary search for estimated ones.
    static func appendAttributes(
        of layout: UnsafePointer<SectionLayout>, section: Int, in rect: Rect, width: Double, pins: CollectionLayout.Pins,
        to result: inout [LayoutAttributes]
    ) {
        let origin = layout.pointee.origin
        if !layout.pointee.headers.isEmpty {
            let pinsHere = pins.section == section
            var pinnedAbove = 0.0
            for header in layout.pointee.headers {
                let pinnedTop =
                    pinsHere && header.isPinned
                    ? pins.sectionHeaderTop(of: header, above: pinnedAbove, origin: origin, height: layout.pointee.height) : nil
                if header.isPinned { pinnedAbove += header.height }
                let frame = Rect(x: 0, y: pinnedTop ?? origin + header.top, width: width, height: header.height)
                guard frame.intersects(rect) else { continue }
                let isPinned = if let pinnedTop { pinnedTop != origin + header.top } else { false }
                result.append(
                    LayoutAttributes(
                        element: .header(section: section, index: header.index), frame: frame,
                        zIndex: pinnedTop != nil ? 20 : 10, isPinned: isPinned))
            }
        }
        if let placeholder = layout.pointee.placeholder {
            let frame = Rect(x: 0, y: origin + placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) { result.append(LayoutAttributes(element: .placeholder, frame: frame, zIndex: 2)) }
        }
        if let placeholder = layout.pointee.childPlaceholder {
            let frame = Rect(x: 0, y: origin + placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .childPlaceholder(section: section), frame: frame, zIndex: 2))
            }
        }
        if layout.pointee.rowCount > 0 { appendRows(of: layout, section: section, in: rect, to: &result) }
        if !layout.pointee.footers.isEmpty {
            for footer in layout.pointee.footers {
                let frame = Rect(x: 0, y: origin + footer.top, width: width, height: footer.height)
                if frame.intersects(rect) {
                    result.append(LayoutAttributes(element: .footer(section: section, index: footer.index), frame: frame, zIndex: 10))
                }
            }
        }
        if let separator = layout.pointee.sectionSeparator {
            let frame = Rect(
                x: separator.insets.left, y: origin + separator.top, width: max(0, width - separator.insets.horizontal), height: 1)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .sectionSeparator(section: section), frame: frame, zIndex: 1))
            }
        }
    }

    /// Appends the section's pinned headers that meet `rect`, where pinning puts them: for
    /// a query whose sections do not include the section at the pinned edge.
    static func appendPinnedHeaders(
        of layout: UnsafePointer<SectionLayout>, section: Int, in rect: Rect, width: Double, pins: CollectionLayout.Pins,
        to result: inout [LayoutAttributes]
    ) {
        let origin = layout.pointee.origin
        var pinnedAbove = 0.0
        for header in layout.pointee.headers where header.isPinned {
            let top = pins.sectionHeaderTop(of: header, above: pinnedAbove, origin: origin, height: layout.pointee.height)
            pinnedAbove += header.height
            let frame = Rect(x: 0, y: top, width: width, height: header.height)
            if frame.intersects(rect) {
                result.append(
                    LayoutAttributes(
                        element: .header(section: section, index: header.index), frame: frame,
                        zIndex: 20, isPinned: top != origin + header.top))
            }
        }
    }

    /// The rows that meet `rect`: each row's separators, then its items whose column meets it.
    private static func appendRows(
        of layout: UnsafePointer<SectionLayout>, section: Int, in rect: Rect, to result: inout [LayoutAttributes]
    ) {
        let origin = layout.pointee.origin
        let columns = layout.pointee.columns
        let itemCount = layout.pointee.itemCount
        let firstRow = layout.pointee.row(atLocalY: rect.minY - origin)
        let lastRow = layout.pointee.row(atLocalY: rect.maxY - origin)
        let showsSeparators = layout.pointee.showsRowSeparator || layout.pointee.showsColumnSeparator
        // The columns that meet the rect and their edges, once per query (on the stack, not
        // the heap): the loop over rows only writes frames.
        withUnsafeTemporaryAllocation(of: (slot: Int, x: Double, width: Double).self, capacity: columns) { visible in
            var visibleCount = 0
            for slot in 0..<columns {
                let column = layout.pointee.order == .rightToLeft ? columns - 1 - slot : slot
                let x = layout.pointee.columnStart(column)
                let width = layout.pointee.columnWidth(column)
                if x < rect.maxX, rect.minX < x + width, width > 0 {
                    visible.initializeElement(at: visibleCount, to: (slot, x, width))
                    visibleCount += 1
                }
            }
            for row in firstRow...lastRow {
                if showsSeparators { appendSeparators(of: layout, section: section, row: row, in: rect, to: &result) }
                let top = origin + layout.pointee.rowTop(row)
                let height = layout.pointee.rowHeight(row)
                guard top < rect.maxY, top + height > rect.minY, height > 0 else { continue }
                let first = row * columns
                for index in 0..<visibleCount {
                    let column = visible[index]
                    let item = first + column.slot
                    guard item < itemCount else { break }
                    result.append(
                        LayoutAttributes(
                            element: .item(ItemPath(section: section, item: item)),
                            frame: Rect(x: column.x, y: top, width: column.width, height: height), zIndex: 0))
                }
            }
            // The elements are plain numbers: nothing to deinitialize.
        }
    }

    /// A row separator sits in the gap under a row (or on the row's last line when rows
    /// touch); column separators sit in the gap before each column after the first.
    private static func appendSeparators(
        of layout: UnsafePointer<SectionLayout>, section: Int, row: Int, in rect: Rect, to result: inout [LayoutAttributes]
    ) {
        let top = layout.pointee.origin + layout.pointee.rowTop(row)
        let height = layout.pointee.rowHeight(row)
        if layout.pointee.showsRowSeparator, row < layout.pointee.rowCount - 1 {
            let y = layout.pointee.lineSpacing >= 1 ? top + height : top + height - 1
            let insets = layout.pointee.separatorInsets
            let frame = Rect(x: insets.left, y: y, width: max(0, layout.pointee.width - insets.horizontal), height: 1)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .rowSeparator(section: section, row: row), frame: frame, zIndex: 1))
            }
        }
        if layout.pointee.showsColumnSeparator, layout.pointee.columns > 1 {
            let spacing = layout.pointee.itemSpacing
            for column in 1..<layout.pointee.columns {
                let start = layout.pointee.columnStart(column)
                let frame = Rect(x: spacing >= 1 ? start - spacing : start, y: top, width: 1, height: height)
                if frame.intersects(rect) {
                    result.append(
                        LayoutAttributes(
                            element: .columnSeparator(section: section, row: row, column: column), frame: frame, zIndex: 1))
                }
            }
        }
    }
}
