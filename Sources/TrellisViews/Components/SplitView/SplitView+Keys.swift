// A split view's keys:
//
// | keys | does |
// |---|---|
// | Ctrl-←/→ (side by side), Ctrl-↑/↓ (stacked) | moves the divider beside the focused pane a cell |
// | Ctrl-B | collapses or expands the first collapsible pane (a sidebar, as in editors) |
//
// A focused text field keeps Ctrl-←/→ and Ctrl-B for its own editing; from anywhere else
// in a pane they reach the split view.

/// What a split view's keys do (``SplitView/keyBindings``); the raw values are the names a
/// keymap file uses in its `[split]` scope.
public enum SplitCommand: String, KeyCommand, CaseIterable {
    /// Moves the divider beside the focused pane a cell.
    case moveDivider = "move-divider"
    /// Collapses or expands the first collapsible pane.
    case toggleCollapsed = "toggle-collapsed"
}

extension SplitView {
    /// The keymap scope of a split view's keys.
    public nonisolated static let keymapScope = "split"

    /// A split view's keys, as help lists them.
    public nonisolated static let keyBindings: KeyBindings<SplitCommand> = [
        KeyBinding(
            .moveDivider, "ctrl+left", "ctrl+right", "ctrl+up", "ctrl+down", summary: "move the divider",
            keysLabel: "Ctrl-← → ↑ ↓"),
        KeyBinding(.toggleCollapsed, "ctrl+b", summary: "collapse or expand the sidebar"),
    ]

    func declareKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope, perform: { [unowned self] command, event in perform(command, event) })
    }

    /// Does `command` as `event` asks; returns whether it did. An arrow across the axis
    /// (Ctrl-↑ between panes side by side) is not taken.
    func perform(_ command: SplitCommand, _ event: KeyEvent) -> Bool {
        switch command {
        case .toggleCollapsed:
            guard let pane = collapsiblePanes.filter(panes.indices.contains).min() else { return false }
            guard setCollapsed(pane, !isCollapsed(pane)) else { return false }
            onLayoutChange?(storedLayout)
            return true
        case .moveDivider:
            let step: Int
            switch (event.key, axis) {
            case (.left, .horizontal), (.up, .vertical): step = -1
            case (.right, .horizontal), (.down, .vertical): step = 1
            default: return false
            }
            let pane = focusedPane ?? 0
            let divider = min(pane, panes.count - 2)
            if moveDivider(divider, by: step, from: paneLengths) { onLayoutChange?(storedLayout) }
            return true
        }
    }
}
