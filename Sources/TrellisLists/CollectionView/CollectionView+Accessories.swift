import TrellisDiff
import TrellisViews

// What the collection view tells its ItemActions: cells shown, focus moves, the detail key.

extension CollectionView {
    /// Shows the focused item's details: the terminal's accessory button. Runs the item's
    /// detail action (and forwarding) when its cell shows a detail button.
    ///
    /// - Returns: Whether there was a detail action to run.
    @discardableResult
    public func showDetailOfFocusedItem() -> Bool {
        guard let path = focusedPath, let item = dataSource.shownItem(at: path), let actions,
            actions.accessory(for: item) == .detailButton
        else { return false }
        actions.showDetail(of: item, at: path)
        return true
    }

    /// A cell is about to show `item`: its actions set its accessory and selection style
    /// (with no actions: none, and the default highlight).
    func willShow<Item>(_ cell: CollectionViewCell, for item: Item, at path: ItemPath) {
        if let actions {
            actions.willShow(cell, for: item, at: path)
        } else {
            cell.accessory = .none
            cell.selectionStyle = .highlight
        }
    }

    /// The actions changed: every realized cell takes its accessory and style again.
    func actionsDidChange() {
        for (path, cell) in cells {
            if let item = dataSource.shownItem(at: path) { willShow(cell, for: item, at: path) }
        }
        refreshCellContexts()
        setNeedsLayout()
    }

    /// Keyboard focus moved from `previous`: the actions hear of it.
    func focusDidChange(from previous: ItemPath?) {
        // Only the cells that lost and took focus have another context.
        refreshCellContexts(at: [previous, focusedPath])
        guard let actions else { return }
        actions.focusDidMove(to: focusedPath, from: previous)
    }

    /// How the focused cell is drawn: the theme's `.focused` style, reverse video in a
    /// theme without one (focus must always show).
    var focusedStyle: Style { theme.styles[.focused] ?? Style(reverse: true) }

    /// The style a realized cell takes: the section's background, with its selected style
    /// over it when the cell is selected and its selection style highlights.
    func style(of cell: CollectionViewCell, metrics: ResolvedSectionMetrics) -> Style {
        cell.isSelected && cell.selectionStyle != .none
            ? metrics.selectedStyle.merged(over: metrics.backgroundStyle) : metrics.backgroundStyle
    }
}
