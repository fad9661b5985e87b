import TrellisViews

/// What a split navigator's own key does (``SplitNavigator/paneKeyBindings``); the raw value
/// is the name a keymap file uses in its `[split]` scope, beside the split view's own.
public enum SplitPaneCommand: String, KeyCommand, CaseIterable {
    /// Moves the focus to the other pane: F6, as desktop apps move between a window's panes
    /// (GNOME, Windows, a browser's frames), since Tab belongs to what is inside a pane.
    case focusOtherPane = "focus-other-pane"
}

extension SplitNavigator {
    /// The split's own key, declared on the split view while expanded: help, the hint line
    /// and a keymap file read it.
    public nonisolated static let paneKeyBindings: KeyBindings<SplitPaneCommand> = [
        KeyBinding(.focusOtherPane, "f6", "shift+f6", summary: "the other pane", keysLabel: "F6")
    ]

    /// Moves the focus to the other pane's screen (its `preferredFocus`), while expanded
    /// with a detail shown and nothing over the split; returns whether it moved.
    @discardableResult
    public func focusOtherPane() -> Bool {
        guard presented == nil, over.isEmpty, let detail, let split = splitScreen, split.isViewLoaded else { return false }
        let target = split.splitView.focusedPane == 1 ? primary : detail
        return (target.preferredFocus ?? target.view).becomeFocused()
    }
}
