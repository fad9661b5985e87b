import TrellisDiff
import TrellisViews

extension CollectionLayout {
    /// Where pinned headers are at the current ``contentOffset``: small arrays, since a
    /// viewport query runs on every scroll step and should not allocate dictionaries.
    struct Pins {
        /// Global header index and top, for pinned global headers.
        var global: [(index: Int, top: Double)] = []
        /// The section at the pinned edge, and its pinned headers' indexes and tops.
        var section: Int?
        var sectionHeaders: [(index: Int, top: Double)] = []

        func globalTop(_ index: Int) -> Double? {
            global.first { $0.index == index }?.top
        }

        func sectionHeaderTop(_ index: Int) -> Double? {
            sectionHeaders.first { $0.index == index }?.top
        }
    }

    /// The global section's pinned headers stick at the top of the viewport; the section
    /// at the pinned edge pins its own pinned headers right below them, and the section
    /// after it pushes them up as it arrives (`UITableView`'s plain style).
    func pins() -> Pins {
        var pins = Pins()
        var stack = 0.0
        for header in globalHeaders where header.isPinned {
            pins.global.append((header.index, max(header.top, contentOffset + stack)))
            stack += header.height
        }
        let edge = contentOffset + stack
        guard let section = sectionIndex(containing: edge) else { return pins }
        let layout = sections[section]
        var total = 0.0
        for header in layout.headers where header.isPinned { total += header.height }
        guard total > 0 || layout.headers.contains(where: \.isPinned) else { return pins }
        pins.section = section
        var running = 0.0
        for header in layout.headers where header.isPinned {
            var top = max(layout.origin + header.top, edge + running)
            top = min(top, layout.origin + layout.height - (total - running))
            pins.sectionHeaders.append((header.index, max(top, layout.origin + header.top)))
            running += header.height
        }
        return pins
    }

    /// The section whose span holds content `y`.
    ///
    /// - Complexity: O(log *S*).
    func sectionIndex(containing y: Double) -> Int? {
        guard let first = firstSection(endingAfter: y), sections[first].origin <= y else { return nil }
        return first
    }

    /// The first section whose bottom is below `y`.
    private func firstSection(endingAfter y: Double) -> Int? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].origin + sections[middle].height > y { high = middle } else { low = middle + 1 }
        }
        return low < sections.count ? low : nil
    }

    /// Every element whose frame meets `rect`, pinned headers where pinning puts them; none
    /// for a rect with a negative or NaN side.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* elements returned: a binary search for the
    ///   first section, then one for the first row (arithmetic for fixed rows).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        // A rect with a negative or NaN side holds nothing (a view asked before its frame
        // settled: its rows would run backwards).
        guard rect.width >= 0, rect.height >= 0, rect.minX.isFinite, rect.minY.isFinite else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        let pins = pins()
        for header in globalHeaders {
            let pinnedTop = pins.globalTop(header.index)
            let frame = Rect(x: 0, y: pinnedTop ?? header.top, width: width, height: header.height)
            guard frame.intersects(rect) else { continue }
            result.append(
                LayoutAttributes(
                    element: .globalHeader(index: header.index), frame: frame,
                    zIndex: header.isPinned ? 30 : 10, isPinned: pinnedTop.map { $0 != header.top } ?? false))
        }
        if let placeholder = standalonePlaceholder {
            let frame = Rect(x: 0, y: placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) { result.append(LayoutAttributes(element: .placeholder, frame: frame, zIndex: 2)) }
        }
        guard var section = firstSection(endingAfter: rect.minY) else {
            return result
        }
        let first = section
        while section < sections.count, sections[section].origin < rect.maxY {
            appendAttributes(ofSection: section, in: rect, pins: pins, to: &result)
            section += 1
        }
        if let pinned = pins.section, !(first..<section).contains(pinned) {
            let layout = sections[pinned]
            for header in layout.headers where header.isPinned {
                guard let top = pins.sectionHeaderTop(header.index) else { continue }
                let frame = Rect(x: 0, y: top, width: width, height: header.height)
                if frame.intersects(rect) {
                    result.append(
                        LayoutAttributes(
                            element: .header(section: pinned, index: header.index), frame: frame,
                            zIndex: 20, isPinned: top != layout.origin + header.top))
                }
            }
        }
        return result
    }

    private func appendAttributes(ofSection section: Int, in rect: Rect, pins: Pins, to result: inout [LayoutAttributes]) {
        let layout = sections[section]
        let origin = layout.origin
        for header in layout.headers {
            let pinnedTop = pins.section == section ? pins.sectionHeaderTop(header.index) : nil
            let frame = Rect(x: 0, y: pinnedTop ?? origin + header.top, width: width, height: header.height)
            guard frame.intersects(rect) else { continue }
            result.append(
                LayoutAttributes(
                    element: .header(section: section, index: header.index), frame: frame,
                    zIndex: pinnedTop != nil ? 20 : 10, isPinned: pinnedTop.map { $0 != origin + header.top } ?? false))
        }
        if let placeholder = layout.placeholder {
            let frame = Rect(x: 0, y: origin + placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) { result.append(LayoutAttributes(element: .placeholder, frame: frame, zIndex: 2)) }
        }
        if let placeholder = layout.childPlaceholder {
            let frame = Rect(x: 0, y: origin + placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .childPlaceholder(section: section), frame: frame, zIndex: 2))
            }
        }
        if layout.rowCount > 0 {
            let firstRow = layout.row(atLocalY: rect.minY - origin)
            let lastRow = layout.row(atLocalY: rect.maxY - origin)
            // Column edges once per query, row tops once per row: the loop only writes frames.
            let columns = layout.columns
            var columnX: [Double] = []
            var columnWidths: [Double] = []
            columnX.reserveCapacity(columns)
            columnWidths.reserveCapacity(columns)
            for slot in 0..<columns {
                let column = layout.order == .rightToLeft ? columns - 1 - slot : slot
                columnX.append(layout.columnStart(column))
                columnWidths.append(layout.columnWidth(column))
            }
            for row in firstRow...lastRow {
                if layout.showsRowSeparator || layout.showsColumnSeparator {
                    appendSeparators(of: layout, section: section, row: row, in: rect, to: &result)
                }
                let top = origin + layout.rowTop(row)
                let height = layout.rowHeight(row)
                guard top < rect.maxY, top + height > rect.minY else { continue }
                let first = row * columns
                for item in first..<min(layout.itemCount, first + columns) {
                    let slot = item - first
                    let frame = Rect(x: columnX[slot], y: top, width: columnWidths[slot], height: height)
                    if frame.minX < rect.maxX, rect.minX < frame.maxX, frame.width > 0, height > 0 {
                        result.append(LayoutAttributes(element: .item(ItemPath(section: section, item: item)), frame: frame, zIndex: 0))
                    }
                }
            }
        }
        for footer in layout.footers {
            let frame = Rect(x: 0, y: origin + footer.top, width: width, height: footer.height)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .footer(section: section, index: footer.index), frame: frame, zIndex: 10))
            }
        }
        if let separator = layout.sectionSeparator {
            let frame = Rect(
                x: separator.insets.left, y: origin + separator.top,
                width: max(0, width - separator.insets.horizontal), height: 1)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .sectionSeparator(section: section), frame: frame, zIndex: 1))
            }
        }
    }

    /// A row separator sits in the gap under a row (or on the row's last line when rows
    /// touch); column separators sit in the gap before each column after the first.
    private func appendSeparators(of layout: SectionLayout, section: Int, row: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        let top = layout.origin + layout.rowTop(row)
        let height = layout.rowHeight(row)
        if layout.showsRowSeparator, row < layout.rowCount - 1 {
            let y = layout.lineSpacing >= 1 ? top + height : top + height - 1
            let frame = Rect(
                x: layout.separatorInsets.left, y: y,
                width: max(0, layout.width - layout.separatorInsets.horizontal), height: 1)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(element: .rowSeparator(section: section, row: row), frame: frame, zIndex: 1))
            }
        }
        if layout.showsColumnSeparator, layout.columns > 1 {
            for column in 1..<layout.columns {
                let start = layout.columnStart(column)
                let frame = Rect(x: layout.itemSpacing >= 1 ? start - layout.itemSpacing : start, y: top, width: 1, height: height)
                if frame.intersects(rect) {
                    result.append(
                        LayoutAttributes(
                            element: .columnSeparator(section: section, row: row, column: column),
                            frame: frame, zIndex: 1))
                }
            }
        }
    }

    /// The attributes of one item.
    ///
    /// - Complexity: O(1): sections are an array, rows are arithmetic or an array.
    public func attributes(forItemAt path: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(path.section), path.item >= 0, path.item < sections[path.section].itemCount else { return nil }
        let layout = sections[path.section]
        return LayoutAttributes(element: .item(path), frame: layout.itemFrame(path.item).offsetBy(dx: 0, dy: layout.origin), zIndex: 0)
    }

    /// The content-coordinate top of a section and its height.
    public func frame(ofSection section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        return Rect(x: 0, y: sections[section].origin, width: width, height: sections[section].height)
    }

    /// Every element, at the current offset.
    public func allAttributes() -> [LayoutAttributes] {
        attributes(in: Rect(x: -1, y: -1e12, width: width + 2, height: 2e12))
    }

    /// One line per element, top to bottom: what a test compares and a person reads.
    ///
    /// ```
    /// content 80×30 offset 0
    /// global header 0 (0, 0, 80×1) z30
    /// header 0.0 (0, 1, 80×1) z10
    /// item [0, 0] (0, 2, 40×1) z0
    /// ```
    public var layoutDescription: String {
        let elements = allAttributes().sorted {
            ($0.frame.minY, $0.zIndex, $0.frame.minX) < ($1.frame.minY, $1.zIndex, $1.frame.minX)
        }
        return
            (["content \(formatted(width))×\(formatted(contentHeight)) offset \(formatted(contentOffset))"]
            + elements.map(\.description)).joined(separator: "\n")
    }
}
