import TrellisViews

/// The commands of a tree's keys (``TreeView/keyBindings``); the raw values are the names
/// a keymap file uses in its `[tree]` scope.
public enum TreeViewKeyCommand: String, KeyCommand, CaseIterable {
    /// ↑, ↓: the row above, below.
    case up, down
    /// →: expand the folder, or go to its first child.
    case expandOrChild = "expand"
    /// ←: collapse the folder, or go to the parent.
    case collapseOrParent = "collapse"
    /// Enter, Space: toggle the folder (Enter selects a leaf).
    case toggle
    /// Page Up: a page of rows up.
    case pageUp = "page-up"
    /// Page Down: a page of rows down.
    case pageDown = "page-down"
    /// Home, End.
    case first, last
    /// `r`: load a failed folder again.
    case retry
}

extension TreeView {
    /// The keymap scope of a tree's keys.
    public nonisolated static var keymapScope: String { "tree" }

    /// A tree's keys as help lists them: what ``TreeView`` declares with `bindKeys`.
    public nonisolated static var keyBindings: KeyBindings<TreeViewKeyCommand> {
        [
            KeyBinding(.up, "up", summary: "the row above"),
            KeyBinding(.down, "down", summary: "the row below"),
            KeyBinding(.expandOrChild, "right", summary: "expand, or the first child", showsInHints: true, hint: "expand"),
            KeyBinding(.collapseOrParent, "left", summary: "collapse, or the parent", showsInHints: true, hint: "collapse"),
            KeyBinding(.toggle, "enter", "space", summary: "open or close the folder; select a file"),
            KeyBinding(.pageUp, "pageup", summary: "a page up"),
            KeyBinding(.pageDown, "pagedown", summary: "a page down"),
            KeyBinding(.first, "home", summary: "the first row"),
            KeyBinding(.last, "end", summary: "the last row"),
            KeyBinding(.retry, "r", summary: "load the folder again after a failure"),
        ]
    }

    /// Does what `command` asks, as a file manager does; returns whether the tree used it (a
    /// move with nowhere to go is not used, so the key travels on up the responder chain).
    ///
    /// `key` tells Enter from Space: Enter on a leaf selects it (``onSelect``), Space does not.
    @discardableResult
    public func perform(_ command: TreeViewKeyCommand, key: KeyEvent = KeyEvent(.enter)) -> Bool {
        guard let row = focusedRow else { return false }
        let node = rows[row].node
        switch command {
        case .up: return moveFocus(by: -1)
        case .down: return moveFocus(by: 1)
        case .expandOrChild:
            guard isExpandable(node) else { return false }
            if !expanded.contains(node.id) || loadState(of: node.id) == .error { return expand(node.id) || retryLoad(of: node.id) }
            // Expanded: to the first child, when it has one shown.
            guard row + 1 < rows.count, rows[row + 1].parentRow == row else { return false }
            return focusRow(row + 1)
        case .collapseOrParent:
            if expanded.contains(node.id) && isExpandable(node) { return collapse(node.id) }
            guard let parent = rows[row].parentRow else { return false }
            return focusRow(parent)
        case .toggle:
            if isExpandable(node) { return toggle(node.id) }
            guard key.key == .enter, let onSelect else { return false }
            onSelect(node)
            return true
        case .pageUp: return moveFocus(by: -max(1, visibleRowCount - 1)) || true
        case .pageDown: return moveFocus(by: max(1, visibleRowCount - 1)) || true
        case .first: return focusRow(0) || true
        case .last: return focusRow(rows.count - 1) || true
        case .retry: return retryLoad(of: node.id)
        }
    }

    /// Declares the keys (``keyBindings``, scope ``keymapScope``) once.
    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, key in
            perform(command, key: key)
        }
    }

    /// A click focuses its row; on the ▸/▾ (the two cells at the row's indent) it toggles
    /// the node. A click below the rows is taken and does nothing.
    func handleTreeClick(at point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0 else { return false }
        let line = CellText.cells(point.y, minimum: 0)
        let row = CellText.saturatingSum(topRow, line)
        guard line < visibleRowCount, row < rows.count else { return true }
        focusRow(row)
        let x = CellText.cells(point.x, minimum: 0)
        let indent = rows[row].depth * 2
        if x >= indent && x < indent + 2 { toggle(rows[row].node.id) }
        return true
    }
}
