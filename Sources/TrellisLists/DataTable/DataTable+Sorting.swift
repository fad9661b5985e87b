import TrellisDiff
import TrellisViews

extension DataTable {
    /// Sorts by the column at `index` in ``columns``: ascending when the table is sorted by
    /// another column or none, then descending, then back to the data source's order.
    ///
    /// - Returns: Whether the column sorts (one without a comparator does nothing).
    /// - Complexity: O(*n* log *n*) for the *n* rows, once.
    @discardableResult
    public func sort(byColumnAt index: Int) -> Bool {
        guard columns.indices.contains(index), columns[index].isSortable else { return false }
        let id = columns[index].id
        if let sort, sort.column == id {
            self.sort = sort.next
        } else {
            self.sort = DataTableSort(column: id)
        }
        return true
    }

    /// Sorts by the focused column (the `s` key): see ``sort(byColumnAt:)``.
    @discardableResult
    public func sortByFocusedColumn() -> Bool {
        guard let focusedColumn else { return false }
        return sort(byColumnAt: focusedColumn)
    }

    /// The index in ``columns`` of the column `sort` names, when it sorts.
    func sortColumnIndex(for sort: DataTableSort) -> Int? {
        columns.firstIndex { $0.id == sort.column && $0.isSortable }
    }

    /// "sorted by Date ascending", or `nil` while unsorted.
    var sortDescription: String? {
        guard let sort, let index = sortColumnIndex(for: sort) else { return nil }
        return "sorted by \(columns[index].title) \(sort.direction.rawValue)"
    }

    /// The sort changed: sort once, keep the focused row on its item, and say so.
    func sortDidChange() {
        let focusedSource = focusedRow.flatMap(sourceIndex(ofRow:))
        applySort()
        refocus(onSource: focusedSource)
        announce(sortDescription ?? "not sorted")
        setNeedsDisplay()
    }

    /// Computes ``sortedIndices`` for ``sort`` from every row's item: the only place the
    /// table reads every row. A column of comparable values reads each row's value once
    /// into a contiguous array and sorts it (``DataTableColumn/keyedPermutation``); a
    /// column with a comparator of its own keeps every item and calls it per comparison.
    ///
    /// - Complexity: O(*n* log *n*) comparisons and *n* item reads for the *n* rows.
    func applySort() {
        guard let sort, let index = sortColumnIndex(for: sort), let areInIncreasingOrder = columns[index].areInIncreasingOrder else {
            sortedIndices = nil
            return
        }
        let count = rowCount
        let descending = sort.direction == .descending
        // A data source that cannot give an item it counts is out of step: show it unsorted.
        if let keyed = columns[index].keyedPermutation {
            let dataSource = self.dataSource
            guard let permutation = keyed(count, { dataSource.item(at: ItemPath(section: 0, item: $0)) }, descending) else {
                sortedIndices = nil
                return
            }
            sortComputationCount += 1
            sortedIndices = permutation
            return
        }
        var items: [Item] = []
        items.reserveCapacity(count)
        for row in 0..<count {
            guard let item = dataSource.item(at: ItemPath(section: 0, item: row)) else {
                sortedIndices = nil
                return
            }
            items.append(item)
        }
        sortComputationCount += 1
        sortedIndices = stablePermutation(count: items.count, descending: descending) {
            areInIncreasingOrder(items[$0], items[$1])
        }
    }

    /// Puts the focus back on the row showing the data source's item `source` (after a
    /// sort or a batch moved it), or keeps it in range when that item is gone.
    ///
    /// - Complexity: O(*n*) to find the item in a sorted table.
    func refocus(onSource source: Int?) {
        if let source, source < rowCount {
            focusedRow = sortedIndices.map { $0.firstIndex(of: source) ?? 0 } ?? source
        }
        clampFocus()
        scrollFocusedRowIntoView()
    }
}
