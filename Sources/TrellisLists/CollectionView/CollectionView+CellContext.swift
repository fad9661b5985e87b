import TrellisDiff
import TrellisViews

// What a cell learns from its list (its CellContext), and clicks on cells: the list, not
// the cell, knows where an item is, whether it is selected or focused, and the theme.

extension CollectionView {
    /// The context of the cell showing `item` at `path`: built from the list's own state
    /// each time, never stored apart from it.
    func cellContext<Item>(for item: Item, at path: ItemPath) -> CellContext {
        CellContext(
            path: path, isSelected: path == selectedPath, isFocused: path == focusedPath, theme: theme,
            accessory: actions?.accessory(for: item) ?? .none, selectionStyle: actions?.selectionStyle(for: item) ?? .highlight)
    }

    /// Configures `cell` again when its context changed since it was last configured (or
    /// its item did: a `nil` context). A cell its registration cannot configure (made for
    /// a registration since replaced) goes back to the pool; the next layout pass makes
    /// the right one.
    func refreshContext(of cell: CollectionViewCell, at path: ItemPath) {
        guard let item = dataSource.shownItem(at: path) else { return }
        let context = cellContext(for: item, at: path)
        guard context != cell.configuredContext else { return }
        do {
            try registry.configure(cell, with: item, context: context)
            cell.configuredContext = context
        } catch {
            cell.removeFromSuperview()
            reusePool.enqueue(cell)
            cells[path] = nil
            setNeedsLayout()
        }
    }

    /// Configures again every visible cell whose context changed.
    ///
    /// - Complexity: O(*v*) for *v* visible cells; only changed ones are configured.
    func refreshCellContexts() {
        for (path, cell) in cells { refreshContext(of: cell, at: path) }
    }

    /// Configures again the visible cells at `paths` whose context changed: after focus
    /// or selection moved, only the cells it left and reached have another context.
    ///
    /// - Complexity: O(1) for each path.
    func refreshCellContexts(at paths: [ItemPath?]) {
        for case let path? in paths { if let cell = cells[path] { refreshContext(of: cell, at: path) } }
    }

    // MARK: Clicks

    /// Focuses the item at `path` and selects it, as a click on its cell does (or a
    /// focus move followed by Enter): its tap action runs, then its navigate action.
    ///
    /// - Returns: Whether there was an item at `path`.
    @discardableResult
    public func selectItem(at path: ItemPath) -> Bool {
        guard isValid(path) else { return false }
        focusItem(at: path)
        selectFocusedItem()
        return true
    }

    /// A click travelling up the responder chain from a cell (or a view in one) selects
    /// the cell's item: every cell is clickable without a handler of its own. Clicks on
    /// headers, footers and the list's background travel on.
    func respondToClick(_ action: ResponderAction) -> Bool {
        guard action.payload(for: .click) != nil, let cell = cell(containing: action.sender),
            let path = cells.first(where: { $0.value === cell })?.key
        else { return false }
        return selectItem(at: path)
    }

    /// The cell of this list that is `view` or contains it, if any.
    func cell(containing view: View?) -> CollectionViewCell? {
        var current = view
        while let candidate = current, candidate !== self {
            if let cell = candidate as? CollectionViewCell, cell.superview === self { return cell }
            current = candidate.superview
        }
        return nil
    }
}
