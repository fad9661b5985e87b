import TrellisDiff
import TrellisViews

/// Lays out a data source as a grid of sections: AAPL's `AAPLCollectionViewGridLayout`.
///
/// For a width and a viewport height it places every element — items in columns, section
/// headers and footers, separators, the global headers (the root data source's own) and
/// the placeholders (the root's, and each child data source's over its own sections) —
/// and answers ``attributes(in:)`` in O(log *n* + *k*) and
/// ``attributes(forItemAt:)`` in O(log *n*).
///
/// ```swift
/// let layout = CollectionLayout()
/// layout.prepare(for: segments, width: 80, viewportHeight: 24)
/// layout.contentOffset = 30                  // scrolling only re-pins
/// let visible = layout.attributes(in: Rect(x: 0, y: 30, width: 80, height: 24))
/// ```
///
/// Work is done by kind, never more than the change needs (AAPL kept separate validity
/// flags for data and metrics):
/// - a change set relays only the sections it touches and shifts the ones after
///   (``apply(_:from:)``);
/// - a metrics change takes a new metrics snapshot (``invalidateMetrics(for:)``);
/// - a width change relays every section (``setSize(width:viewportHeight:dataSource:)``);
/// - a scroll only moves pinned headers (``contentOffset``).
///
/// Fixed-height rows cost nothing per item: a section stores one row height and finds
/// any item's frame by arithmetic. Estimated rows store a height per row, measured as
/// cells appear (``setMeasuredHeight(_:forItemAt:)``).
@MainActor
public final class CollectionLayout {
    /// Metrics under every data source's (the bottom of default < data source < section).
    public var defaults: SectionMetrics
    /// Whether column edges fall on whole points, as a terminal's cells need (the
    /// default); a host with finer pixels may turn it off.
    public var roundsToWholePoints = true
    /// Measures a header or footer whose height is ``SupplementaryMetrics/Height/measured``:
    /// its metrics, its section (`-1` for a global header) and the width. Without it such
    /// a view is one point tall. A collection view installs one that makes, configures and
    /// measures the view.
    public var measureSupplementary: (@MainActor (SupplementaryMetrics, Int, Double) -> Double)?
    /// Measures a child data source's placeholder at a width: the least height it needs
    /// (it then takes a share of the viewport left over). Without it, a placeholder is
    /// one point tall, three with a message, two while loading. A collection view
    /// installs one that measures its placeholder view.
    public var measurePlaceholder: (@MainActor (Placeholder, Double) -> Double)?

    /// The width the layout was prepared for.
    public private(set) var width: Double = 0
    /// The height of the visible part, for pinning and for the placeholder.
    public private(set) var viewportHeight: Double = 0
    /// The height of everything: at least the viewport plus the global headers that
    /// scroll away, so those can always scroll out of sight (AAPL).
    public private(set) var contentHeight: Double = 0
    /// The scroll position, top of the viewport in content coordinates. Setting it only
    /// changes where pinned headers go.
    public var contentOffset: Double = 0

    /// How many times each kind of work ran: tests check that a scroll does no layout,
    /// and that a change set relays only what it touches.
    public struct PassCounts: Hashable, Sendable {
        /// Passes that laid out every section.
        public var fullLayouts = 0
        /// Metrics snapshots taken from the data source.
        public var metricsSnapshots = 0
        /// Sections laid out one at a time (after a change set).
        public var sectionLayouts = 0
    }
    /// The work done since the layout was made.
    public private(set) var passCounts = PassCounts()

    var snapshot = MetricsSnapshot(globalHeaders: [], sections: [])
    var sections: [SectionLayout] = []
    var globalHeaders: [SectionLayout.Supplementary] = []
    var globalHeight: Double = 0
    var scrollAwayHeight: Double = 0
    var showsPlaceholder = false
    var placeholderHeight: Double = 0
    /// With no sections to hold it, the placeholder sits right below the global headers.
    var standalonePlaceholder: (top: Double, height: Double)?
    /// Whether a section may hold a child data source's placeholder (cleared when a
    /// look finds none), so that lists without any skip looking.
    var mayHaveChildPlaceholders = false
    var counts: [Int] = []

    /// Makes a layout whose sections start from `defaults` before data-source and section metrics merge over them.
    public init(defaults: SectionMetrics = SectionMetrics()) {
        self.defaults = defaults
    }

    /// The number of sections laid out.
    public var numberOfSections: Int { sections.count }

    // MARK: Preparing

    /// Lays out everything: takes the metrics snapshot and every section.
    ///
    /// - Complexity: O(*S*) for *S* sections with fixed-height rows, plus O(*r*) per
    ///   section of *r* estimated rows.
    public func prepare(for dataSource: DataSource, width: Double, viewportHeight: Double) {
        self.width = max(0, width)
        self.viewportHeight = max(0, viewportHeight)
        takeSnapshot(of: dataSource)
        layoutEverything(dataSource)
    }

    /// Metrics changed: takes a new snapshot and lays out again.
    public func invalidateMetrics(for dataSource: DataSource) {
        takeSnapshot(of: dataSource)
        layoutEverything(dataSource)
    }

    /// The width or the viewport changed. A new width relays every section; a new
    /// viewport height only moves what depends on it (placeholder, remainder rows,
    /// content height).
    public func setSize(width: Double, viewportHeight: Double, dataSource: DataSource) {
        let newWidth = max(0, width)
        let newHeight = max(0, viewportHeight)
        guard newWidth != self.width || newHeight != self.viewportHeight else { return }
        let widthChanged = newWidth != self.width
        self.width = newWidth
        self.viewportHeight = newHeight
        if widthChanged || showsPlaceholder {
            layoutEverything(dataSource)
        } else {
            for index in sections.indices where sections[index].isRemainder { relayoutSection(index) }
            recomputeOrigins(from: 0)
        }
    }

    private func takeSnapshot(of dataSource: DataSource) {
        snapshot = dataSource.snapshotMetrics(defaults: defaults)
        passCounts.metricsSnapshots += 1
    }

    private func layoutEverything(_ dataSource: DataSource) {
        passCounts.fullLayouts += 1
        counts = dataSource.itemCounts
        if snapshot.sections.count != counts.count { takeSnapshot(of: dataSource) }
        showsPlaceholder = dataSource.placeholder != nil
        layoutGlobalHeaders()
        placeholderHeight = showsPlaceholder ? max(0, viewportHeight - visibleHeaderHeight()) : 0
        standalonePlaceholder = showsPlaceholder && counts.isEmpty ? (globalHeight, placeholderHeight) : nil
        sections = []
        sections.reserveCapacity(counts.count)
        for index in counts.indices {
            sections.append(SectionLayout())
            relayoutSection(index)
        }
        recomputeOrigins(from: 0)
    }

    // MARK: Incremental

    /// Applies a batch the data source reported: relays the sections it touches and shifts
    /// the ones after. Call it after the data source changed, with the batch it sent.
    ///
    /// - Complexity: O(*S*) to shift origins, plus the touched sections' own layout.
    public func apply(_ changes: SectionedChangeSet, from dataSource: DataSource) {
        guard (dataSource.placeholder != nil) == showsPlaceholder else { return layoutEverything(dataSource) }
        if changes.sections.isEmpty {
            applyItemChanges(changes.items, from: dataSource)
        } else {
            applySectionChanges(changes, from: dataSource)
        }
    }

    /// Item changes only: the sections stay where they are; relay the ones touched, in
    /// place, and shift what follows the first of them.
    private func applyItemChanges(_ changes: ChangeSet<ItemPath>, from dataSource: DataSource) {
        var touched = Set<Int>()
        for path in changes.deletes { touched.insert(path.section) }
        for path in changes.inserts { touched.insert(path.section) }
        for move in changes.moves {
            touched.insert(move.from.section)
            touched.insert(move.to.section)
        }
        guard let first = touched.min() else { return }
        guard touched.allSatisfy(sections.indices.contains) else { return layoutEverything(dataSource) }
        for section in touched {
            counts[section] = dataSource.numberOfItems(inSection: section)
            relayoutSection(section)
        }
        recomputeOrigins(from: first)
    }

    private func applySectionChanges(_ changes: SectionedChangeSet, from dataSource: DataSource) {
        let newCounts = dataSource.itemCounts
        guard let sources = try? changes.sections.sources(oldCount: sections.count, newCount: newCounts.count)
        else { return layoutEverything(dataSource) }
        let structureChanged = !changes.sections.inserts.isEmpty || !changes.sections.deletes.isEmpty || !changes.sections.moves.isEmpty
        if structureChanged || !changes.sections.updates.isEmpty { takeSnapshot(of: dataSource) }

        var oldToNew = [Int](repeating: -1, count: sections.count)
        for (new, old) in sources.enumerated() { if let old { oldToNew[old] = new } }
        var touched = Set(changes.sections.updates.map(\.new))
        for path in changes.items.deletes where oldToNew.indices.contains(path.section) && oldToNew[path.section] >= 0 {
            touched.insert(oldToNew[path.section])
        }
        for path in changes.items.inserts { touched.insert(path.section) }
        for move in changes.items.moves {
            touched.insert(move.to.section)
            if oldToNew[move.from.section] >= 0 { touched.insert(oldToNew[move.from.section]) }
        }
        // Edges move the placeholder and the last-section separator.
        let oldLast = sections.count - 1
        counts = newCounts
        let old = sections
        sections = sources.map { $0.map { old[$0] } ?? SectionLayout() }
        var firstChanged = sections.count
        for (new, source) in sources.enumerated() {
            let edge = new == 0 || new == sections.count - 1 || source == 0 || source == oldLast
            if source == nil || touched.contains(new) || edge {
                relayoutSection(new)
                firstChanged = min(firstChanged, new)
            } else if source != new {
                firstChanged = min(firstChanged, new)
            }
        }
        if sections.count != old.count { firstChanged = min(firstChanged, min(sections.count, old.count)) }
        recomputeOrigins(from: max(0, min(firstChanged, sections.count)))
    }

    /// Records a realized cell's height for an estimated row. Returns whether anything
    /// moved (the row's height changed).
    @discardableResult
    public func setMeasuredHeight(_ height: Double, forItemAt path: ItemPath) -> Bool {
        guard sections.indices.contains(path.section), sections[path.section].fixedRowHeight == nil,
            !sections[path.section].isRemainder, path.item >= 0, path.item < sections[path.section].itemCount,
            sections[path.section].measured[path.item] != height
        else { return false }
        sections[path.section].measured[path.item] = height
        let before = sections[path.section].height
        let rowsBefore = sections[path.section].rowHeights
        relayoutSection(path.section)
        guard sections[path.section].rowHeights != rowsBefore || sections[path.section].height != before else { return false }
        recomputeOrigins(from: path.section)
        return true
    }

    // MARK: Laying out

    private func height(of supplementary: SupplementaryMetrics, section: Int) -> Double {
        switch supplementary.height {
        case .fixed(let height): max(0, height)
        case .measured: max(0, measureSupplementary?(supplementary, section, width) ?? 1)
        }
    }

    private func isVisible(_ supplementary: SupplementaryMetrics) -> Bool {
        !showsPlaceholder || supplementary.isVisibleWhileShowingPlaceholder
    }

    private func layoutGlobalHeaders() {
        globalHeaders = []
        var y: Double = 0
        scrollAwayHeight = 0
        for (index, header) in snapshot.globalHeaders.enumerated() where isVisible(header) {
            let height = height(of: header, section: -1)
            globalHeaders.append(.init(index: index, top: y, height: height, isPinned: header.isPinned))
            if !header.isPinned { scrollAwayHeight += height }
            y += height
        }
        globalHeight = y
    }

    private func visibleHeaderHeight() -> Double {
        var total = globalHeight
        for (section, metrics) in snapshot.sections.enumerated() {
            for header in metrics.headers where isVisible(header) { total += height(of: header, section: section) }
        }
        return total
    }

    /// Lays out section `index` at its current origin (which only remainder rows read).
    func relayoutSection(_ index: Int) {
        passCounts.sectionLayouts += 1
        let metrics = snapshot.sections.indices.contains(index) ? snapshot.sections[index] : SectionMetrics().resolved
        var layout = SectionLayout()
        layout.origin = sections[index].origin
        if metrics.rowHeight == sections[index].currentRowHeightKind { layout.measured = sections[index].measured }
        let count = counts[index]
        // Covered by the root's placeholder, or by the child data source's that owns it.
        let covered = showsPlaceholder || metrics.isShowingPlaceholder
        var y: Double = 0
        for (headerIndex, header) in metrics.headers.enumerated() where !covered || header.isVisibleWhileShowingPlaceholder {
            let height = height(of: header, section: index)
            layout.headers.append(.init(index: headerIndex, top: y, height: height, isPinned: header.isPinned))
            y += height
        }
        if showsPlaceholder && index == 0 {
            layout.placeholder = (y, placeholderHeight)
            y += placeholderHeight
        } else if !showsPlaceholder, let placeholder = metrics.placeholder {
            layout.placeholderShare = sections[index].placeholderShare
            let height = minimumHeight(of: placeholder) + layout.placeholderShare
            layout.childPlaceholder = (y, height)
            mayHaveChildPlaceholders = true
            y += height
        }
        layout.itemCount = count
        let columnCount = metrics.columns(forWidth: width)
        layout.columns = columnCount
        layout.order = metrics.layoutOrder
        layout.itemSpacing = metrics.itemSpacing
        layout.lineSpacing = metrics.lineSpacing
        layout.left = metrics.padding.left
        layout.width = width
        layout.roundsToWholePoints = roundsToWholePoints
        layout.showsRowSeparator = metrics.showsRowSeparator
        layout.showsColumnSeparator = metrics.showsColumnSeparator
        layout.separatorInsets = metrics.separatorInsets
        let columns = Double(columnCount)
        layout.itemWidth = max(0, (width - metrics.padding.horizontal - (columns - 1) * metrics.itemSpacing) / columns)
        if count > 0 {
            y += metrics.padding.top
            layout.itemsTop = y
            layout.rowCount = (count + columnCount - 1) / columnCount
            switch metrics.rowHeight {
            case .fixed(let height):
                layout.fixedRowHeight = max(0, height)
            case .estimated(let estimate):
                layout.estimate = max(0, estimate)
                let (measured, columns, rowEstimate) = (layout.measured, layout.columns, layout.estimate)
                layoutVariableRows(&layout) { row in
                    var height = 0.0
                    for item in (row * columns)..<min(count, (row + 1) * columns) {
                        height = max(height, measured[item] ?? rowEstimate)
                    }
                    return height
                }
            case .remainder:
                layout.isRemainder = true
                let rows = layout.rowCount
                let bottomSpace = metrics.padding.bottom + (covered ? 0 : metrics.footers.reduce(0) { $0 + height(of: $1, section: index) })
                let above = layout.origin + y + Double(rows - 1) * (1 + metrics.lineSpacing)
                let fill = max(1, viewportHeight - above - bottomSpace)
                layoutVariableRows(&layout) { row in row == rows - 1 ? fill : 1 }
            }
            y = layout.itemsBottom + metrics.padding.bottom
        }
        if !covered {
            for (footerIndex, footer) in metrics.footers.enumerated() {
                let height = height(of: footer, section: index)
                layout.footers.append(.init(index: footerIndex, top: y, height: height, isPinned: false))
                y += height
            }
        }
        let isLast = index == counts.count - 1
        if metrics.showsSectionSeparator && (!isLast || metrics.showsSectionSeparatorWhenLastSection) {
            layout.sectionSeparator = (y, metrics.sectionSeparatorInsets)
            y += 1
        }
        layout.height = y
        sections[index] = layout
    }

    private func layoutVariableRows(_ layout: inout SectionLayout, height: (Int) -> Double) {
        layout.rowTops.reserveCapacity(layout.rowCount)
        layout.rowHeights.reserveCapacity(layout.rowCount)
        var top = layout.itemsTop
        for row in 0..<layout.rowCount {
            let rowHeight = height(row)
            layout.rowTops.append(top)
            layout.rowHeights.append(rowHeight)
            top += rowHeight + layout.lineSpacing
        }
    }

    /// Moves the sections from `start` on to follow the ones before, then shares the
    /// viewport left over among child placeholders.
    private func recomputeOrigins(from start: Int) {
        shiftOrigins(from: start)
        sharePlaceholderSpace()
    }

    func shiftOrigins(from start: Int) {
        guard start <= sections.count else { return }
        var y = start == 0 ? globalHeight + (standalonePlaceholder?.height ?? 0) : sections[start - 1].origin + sections[start - 1].height
        for index in start..<sections.count {
            if sections[index].origin != y {
                sections[index].origin = y
                if sections[index].isRemainder { relayoutSection(index) }
            }
            y += sections[index].height
        }
        contentHeight = max(y, viewportHeight + scrollAwayHeight)
    }
}

extension SectionLayout {
    /// Which kind of row height the section was laid out with, so measurements survive
    /// a relayout only when they still mean something.
    var currentRowHeightKind: RowHeight? {
        if let fixedRowHeight { return .fixed(fixedRowHeight) }
        if isRemainder { return .remainder }
        return rowCount == 0 && measured.isEmpty ? nil : .estimated(estimate)
    }
}
