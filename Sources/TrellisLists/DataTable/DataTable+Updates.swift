import TrellisDiff
import TrellisViews

// What the table does with its data source's reports: no cell to update, so a batch only
// moves the focus with its item and sorts again; the placeholder follows the loading state.

extension DataTable {
    /// Follows a batch: the focused row stays on its item (or in place when the item went),
    /// and a sorted table sorts again, once.
    ///
    /// - Complexity: O(*n*) to follow the focused item, plus O(*n* log *n*) when sorted.
    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        let oldCounts = knownCounts
        let newCounts = dataSource.itemCounts
        knownCounts = newCounts
        textCache.removeAll()
        var focusedSource: Int?
        if let row = focusedRow, let old = oldSource(ofRow: row, count: oldCounts.first ?? 0) {
            focusedSource = Self.follow(ItemPath(section: 0, item: old), through: update.changes, from: oldCounts, to: newCounts)
        }
        applySort()
        refocus(onSource: focusedSource)
        showPlaceholder()
        setNeedsDisplay()
    }

    /// Asks the columns' `text` (and the titles) again for the rows in view at the next
    /// frame, for texts that come from outside the data source (a row's reactor, a clock):
    /// the table keeps each row's texts until its data source reports a change, as UIKit's
    /// `reloadRows(at:with:)` is how a table hears that a row it shows is out of date. The
    /// order is not sorted again: set ``sort`` to sort by the new values.
    ///
    /// ```swift
    /// row.observe(\.mark) { _ in table.reloadTexts() }.store(in: bag)   // "✓ 3" → "✓ 4"
    /// ```
    ///
    /// - Complexity: O(1) now; the next frame formats the rows in view.
    public func reloadTexts() {
        textCache.removeAll()
        setNeedsDisplay()
    }

    /// Reads everything again.
    public func dataSourceDidReloadData(_ dataSource: DataSource) {
        knownCounts = dataSource.itemCounts
        textCache.removeAll()
        applySort()
        clampFocus()
        showPlaceholder()
        setNeedsDisplay()
    }

    /// Shows or hides the placeholder as loading moves.
    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) {
        showPlaceholder()
    }

    /// The placeholder's texts may have changed.
    public func dataSourceDidChangeMetrics(_ dataSource: DataSource) {
        showPlaceholder()
    }

    /// Says that a load ended: how many rows there are, or that it failed.
    public func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {
        if error != nil {
            announce(dataSource.errorTitle ?? "loading failed")
        } else {
            announce("\(CellText.grouped(rowCount)) rows")
        }
    }

    /// The data source's placeholder over the rows while it shows one (AAPL's loading, no
    /// content and error placeholders), the rows otherwise.
    func showPlaceholder() {
        let shown = dataSource.shownPlaceholder
        placeholderView.placeholder = shown
        placeholderView.isHidden = shown == nil
        setNeedsDisplay()
    }

    /// The data source's index of `row` as the table showed it before a batch.
    private func oldSource(ofRow row: Int, count: Int) -> Int? {
        guard row >= 0, row < count else { return nil }
        guard let sortedIndices else { return row }
        return sortedIndices.indices.contains(row) ? sortedIndices[row] : nil
    }

    /// Where the item at `path` of section 0 went through `changes`: its new index in
    /// section 0, or `nil` when it was deleted (or the batch does not add up).
    ///
    /// - Complexity: O(*n*) for the *n* items after the batch.
    static func follow(_ path: ItemPath, through changes: SectionedChangeSet, from old: [Int], to new: [Int]) -> Int? {
        guard let sources = try? changes.sources(oldItemCounts: old, newItemCounts: new), let first = sources.items.first else {
            return nil
        }
        return first.firstIndex { $0 == path }
    }
}
