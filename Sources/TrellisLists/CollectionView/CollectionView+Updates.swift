import TrellisDiff
import TrellisViews

extension CollectionView {
    // MARK: DataSourceObserver

    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        let newCounts = dataSource.itemCounts
        let sources: SectionedChangeSet.Sources
        do {
            sources = try update.changes.sources(oldItemCounts: shownCounts, newItemCounts: newCounts)
        } catch {
            badBatchHandler(
                "bad batch from \(dataSource): \(update.changes) does not turn \(shownCounts) into \(newCounts): \(error); reloading")
            return reloadData()
        }
        guard update.changes.count <= reloadThreshold else { return reloadData() }
        shownCounts = newCounts
        needsRegistrationCheck = true
        layout.apply(update.changes, from: dataSource)

        // Realized cells follow their items; updated ones show their new content.
        var oldToNew: [ItemPath: ItemPath] = [:]
        for (section, items) in sources.items.enumerated() {
            for (item, origin) in items.enumerated() {
                if let origin, cells[origin] != nil || origin == focusedPath || origin == selectedPath {
                    oldToNew[origin] = ItemPath(section: section, item: item)
                }
            }
        }
        let updated = Set(update.changes.items.updates.map(\.new))
        var moved: [ItemPath: CollectionViewCell] = [:]
        for (path, cell) in cells {
            if let target = oldToNew[path] {
                moved[target] = cell
                if updated.contains(target), let item = dataSource.shownItem(at: target) {
                    cell.configuredContext = nil  // a new item: configure it whatever its context
                    willShow(cell, for: item, at: target)
                }
            } else {
                cell.removeFromSuperview()
                reusePool.enqueue(cell)
            }
        }
        cells = moved
        focusedPath = focusedPath.flatMap { oldToNew[$0] } ?? focusedPath.flatMap(nearestValid)
        if keepsFocus, focusedPath == nil { focusedPath = firstItem() }
        selectedPath = selectedPath.flatMap { oldToNew[$0] }
        // Moved cells learn their new paths, updated ones show their new items.
        refreshCellContexts()
        // Section updates may change header content: configure those headers again.
        for element in supplementaries.keys {
            supplementaries[element]?.removeFromSuperview()
        }
        supplementaries.removeAll()
        setNeedsLayout()
    }

    public func dataSourceDidReloadData(_ dataSource: DataSource) {
        reloadData()
    }

    /// A state change can swap the placeholder (loading → no content → error) without a batch.
    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) {
        if placeholderView.superview === self { placeholderView.placeholder = dataSource.placeholder }
        setNeedsLayout()
    }

    public func dataSourceDidChangeMetrics(_ dataSource: DataSource) {
        for (_, view) in supplementaries { view.removeFromSuperview() }
        supplementaries.removeAll()
        layout.invalidateMetrics(for: dataSource)
        setNeedsLayout()
    }

    public func dataSource(_ dataSource: DataSource, didSelectSegmentAt index: Int) {
        focusedPath = firstItem()
        selectedPath = nil
        setContentOffset(0)
    }

    // MARK: Scrolling

    /// Scrolls so that the viewport's top is at `offset` (clamped to the content). Only
    /// pinned headers and the realized elements change; a scroll by whole rows tells hosts
    /// that the rows beside the section index moved (`View.scrollRect(_:byRows:)`), so a
    /// host that keeps what it drew moves it and draws only the rows that came in.
    public func setContentOffset(_ offset: Double) {
        let previous = contentOffset
        contentOffset = offset
        guard !needsFullLayout else { return setNeedsLayout() }
        let before = contentOffset
        let maximum = max(0, layout.contentHeight - bounds.height)
        contentOffset = min(max(0, before), maximum)
        layout.contentOffset = contentOffset
        let rows = contentOffset - previous
        if rows != 0, rows == rows.rounded(), abs(rows) < min(bounds.height, 100_000) {
            scrollRect(Rect(x: 0, y: 0, width: preparedSize.width, height: bounds.height), byRows: Int(rows))
        }
        realize()
    }

    /// Scrolls by `delta` points (positive scrolls down).
    public func scroll(by delta: Double) {
        setContentOffset(contentOffset + delta)
    }

    /// Scrolls so that the item at `path` shows at `position`, below any pinned headers.
    ///
    /// `.nearest` moves as little as it can, except upwards to an item that fits in the
    /// viewport together with everything above it: then it scrolls to the top, so the
    /// global headers that scroll away show again when the user goes back up (Home).
    public func scrollToItem(at path: ItemPath, position: ScrollPosition = .nearest) {
        if needsFullLayout { layoutIfNeeded() }
        guard let frame = layout.attributes(forItemAt: path)?.frame else { return }
        let pinnedTop = pinnedHeight(above: frame.minY)
        let height = bounds.height
        switch position {
        case .top:
            setContentOffset(frame.minY - pinnedTop)
        case .center:
            setContentOffset(frame.minY + frame.height / 2 - pinnedTop - (height - pinnedTop) / 2)
        case .bottom:
            setContentOffset(frame.maxY - height)
        case .nearest:
            if frame.minY - pinnedTop < contentOffset {
                // Going up to an item that fits below the content's top (the first rows,
                // Home): show the top, so headers that scroll away (a count line above a
                // pinned segmented control) come back, as a scroll to the top would.
                setContentOffset(frame.maxY <= height ? 0 : frame.minY - pinnedTop)
            } else if frame.maxY > contentOffset + height {
                setContentOffset(frame.maxY - height)
            }
        }
    }

    /// The height of the headers pinned over the viewport when its top is at `y`.
    private func pinnedHeight(above y: Double) -> Double {
        let saved = layout.contentOffset
        layout.contentOffset = y
        defer { layout.contentOffset = saved }
        let pinned = layout.attributes(in: Rect(x: 0, y: y, width: bounds.width, height: bounds.height)).filter { $0.zIndex >= 20 }
        return pinned.map { $0.frame.maxY }.max().map { max(0, $0 - y) } ?? 0
    }

    // MARK: Focus and selection

    func finishFocusMove() {
        if let focusedPath { scrollToItem(at: focusedPath, position: .nearest) }
        for (path, cell) in cells { cell.isFocused = showsFocusedItem && path == focusedPath }
        announceFocus()
    }

    /// Selects the focused item: runs its actions (tap, then navigate). The item stays
    /// selected unless its tap action asks to deselect.
    public func selectFocusedItem() {
        guard let path = focusedPath, let item = dataSource.shownItem(at: path) else { return }
        selectedPath = path
        let shouldDeselect = actions?.select(item, at: path) ?? false
        if shouldDeselect { selectedPath = nil }
        for (cellPath, cell) in cells { cell.isSelected = cellPath == selectedPath }
        setNeedsLayout()  // cells take their selected style (or not: see selection styles) in the next pass
    }

    /// Focuses the item at `path`.
    public func focusItem(at path: ItemPath) {
        guard isValid(path) else { return }
        focusedPath = path
        finishFocusMove()
    }

    // MARK: Paths

    func isValid(_ path: ItemPath) -> Bool {
        let counts = dataSource.itemCounts
        return counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }

    func firstItem() -> ItemPath? {
        dataSource.itemCounts.firstIndex { $0 > 0 }.map { ItemPath(section: $0, item: 0) }
    }

    func lastItem() -> ItemPath? {
        let counts = dataSource.itemCounts
        return counts.lastIndex { $0 > 0 }.map { ItemPath(section: $0, item: counts[$0] - 1) }
    }

    func flattenedCount() -> Int { dataSource.itemCounts.reduce(0, +) }

    /// The item `rows` grid rows away, keeping the column where the row has one: rows run
    /// on into the next (or previous) section with items, clamped to the first and last.
    func rowStep(from path: ItemPath, rows: Int) -> ItemPath {
        let counts = dataSource.itemCounts
        var section = path.section
        var item = path.item
        for _ in 0..<abs(rows) {
            let columns = max(1, layout.columns(inSection: section))
            let column = item % columns
            if rows > 0 {
                if item + columns < counts[section] {
                    item += columns
                } else if (item / columns) < (counts[section] - 1) / columns {
                    item = counts[section] - 1  // a shorter last row
                } else if let next = counts[(section + 1)...].firstIndex(where: { $0 > 0 }) {
                    section = next
                    item = min(column, counts[next] - 1)
                } else {
                    break
                }
            } else {
                if item >= columns {
                    item -= columns
                } else if let previous = counts[..<section].lastIndex(where: { $0 > 0 }) {
                    section = previous
                    let previousColumns = max(1, layout.columns(inSection: previous))
                    let lastRowStart = ((counts[previous] - 1) / previousColumns) * previousColumns
                    item = min(lastRowStart + column, counts[previous] - 1)
                } else {
                    break
                }
            }
        }
        return ItemPath(section: section, item: item)
    }

    /// After a deletion, the item nearest where `path` was.
    private func nearestValid(_ path: ItemPath) -> ItemPath? {
        let counts = dataSource.itemCounts
        if counts.indices.contains(path.section), counts[path.section] > 0 {
            return ItemPath(section: path.section, item: min(path.item, counts[path.section] - 1))
        }
        return firstItem()
    }
}

extension CollectionLayout {
    /// The number of columns section `section` has in the current layout (1 for a
    /// section that does not exist); with ``SectionMetrics/minimumColumnWidth`` set, it
    /// follows the width.
    public func columns(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].columns : 1
    }
}
