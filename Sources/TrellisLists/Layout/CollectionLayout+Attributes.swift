import TrellisDiff
import TrellisViews

extension CollectionLayout {
    /// Where pinned headers are at the current ``contentOffset``. It holds no arrays, since
    /// a viewport query runs on every scroll step and should not allocate: a pinned
    /// header's top follows from the height of the pinned headers stacked above it, which
    /// the loops placing headers add up as they go.
    struct Pins {
        /// The scroll position.
        var offset: Double
        /// Where the section at the pinned edge pins its headers: below the pinned global headers.
        var edge: Double
        /// The section at the pinned edge, when it has pinned headers.
        var section: Int?
        /// The height of that section's pinned headers together.
        var sectionHeadersHeight: Double = 0

        /// Where a pinned global header goes, below the pinned global headers before it
        /// (`above` high together).
        func globalTop(of header: SectionLayout.Supplementary, above: Double) -> Double {
            max(header.top, offset + above)
        }

        /// Where a pinned header of ``section`` (at `origin`, `height` tall) goes: right
        /// below the pinned headers before it (`above` high together), pushed up by the
        /// next section as it arrives, never above its own place.
        func sectionHeaderTop(of header: SectionLayout.Supplementary, above: Double, origin: Double, height: Double) -> Double {
            var top = max(origin + header.top, edge + above)
            top = min(top, origin + height - (sectionHeadersHeight - above))
            return max(top, origin + header.top)
        }
    }

    /// The global section's pinned headers stick at the top of the viewport; the section
    /// at the pinned edge pins its own pinned headers right below them, and the section
    /// after it pushes them up as it arrives (`UITableView`'s plain style).
    ///
    /// - Parameter known: A section already found for some `y` (a query's first section),
    ///   reused when the pinned edge is that `y` instead of searching again.
    func pins(known: (y: Double, section: Int?)? = nil) -> Pins {
        var stack = 0.0
        for header in globalHeaders where header.isPinned { stack += header.height }
        var pins = Pins(offset: contentOffset, edge: contentOffset + stack)
        // No closure (`flatMap`) here: Swift 6 would check each call of it for the main actor.
        let first = if let known, known.y == pins.edge { known.section } else { firstSection(endingAfter: pins.edge) }
        guard let section = first, sections[section].origin <= pins.edge else { return pins }
        var total = 0.0
        var hasPinned = false
        for header in sections[section].headers where header.isPinned {
            total += header.height
            hasPinned = true
        }
        guard hasPinned else { return pins }
        pins.section = section
        pins.sectionHeadersHeight = total
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
        let first = firstSection(endingAfter: rect.minY)
        // The pinned edge is usually the rect's top (a viewport with no pinned global headers).
        let pins = pins(known: (rect.minY, first))
        let width = width
        var pinnedAbove = 0.0
        for header in globalHeaders {
            let pinnedTop = header.isPinned ? pins.globalTop(of: header, above: pinnedAbove) : nil
            if header.isPinned { pinnedAbove += header.height }
            let frame = Rect(x: 0, y: pinnedTop ?? header.top, width: width, height: header.height)
            guard frame.intersects(rect) else { continue }
            let isPinned = if let pinnedTop { pinnedTop != header.top } else { false }
            result.append(
                LayoutAttributes(
                    element: .globalHeader(index: header.index), frame: frame, zIndex: header.isPinned ? 30 : 10, isPinned: isPinned))
        }
        if let placeholder = standalonePlaceholder {
            let frame = Rect(x: 0, y: placeholder.top, width: width, height: placeholder.height)
            if frame.intersects(rect) { result.append(LayoutAttributes(element: .placeholder, frame: frame, zIndex: 2)) }
        }
        guard let first else { return result }
        Self.appendSections(of: sections, from: first, in: rect, width: width, pins: pins, to: &result)
        return result
    }

    /// Appends the elements of the sections from `first` on that meet `rect`, then the
    /// pinned headers of the section at the pinned edge if it is not among them.
    ///
    /// Each section is read where it lies in the array, through a pointer: Swift copies a
    /// struct this large to call a method on an array element (even a `borrowing` one),
    /// retaining each of its arrays, which cost a viewport query a tenth of its time.
    /// `nonisolated`, so that the closure holding the pointer is not checked for the main
    /// actor each time it runs (Swift 6 checks an isolated closure handed to the standard
    /// library).
    nonisolated private static func appendSections(
        of sections: [SectionLayout], from first: Int, in rect: Rect, width: Double, pins: Pins,
        to result: inout [LayoutAttributes]
    ) {
        sections.withUnsafeBufferPointer { sections in
            guard let base = sections.baseAddress else { return }
            var section = first
            while section < sections.count, sections[section].origin < rect.maxY {
                SectionLayout.appendAttributes(of: base + section, section: section, in: rect, width: width, pins: pins, to: &result)
                section += 1
            }
            if let pinned = pins.section, !(first..<section).contains(pinned) {
                SectionLayout.appendPinnedHeaders(of: base + pinned, section: pinned, in: rect, width: width, pins: pins, to: &result)
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
