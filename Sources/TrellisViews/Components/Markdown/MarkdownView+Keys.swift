// A Markdown view's keys, as a pager's: arrows and j/k by a line, Page Up/Down and Space
// by a page, Home and End to either end.

extension MarkdownView {
    /// What a Markdown view's keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// ↓ or j: one line down.
        case lineDown = "line-down"
        /// ↑ or k: one line up.
        case lineUp = "line-up"
        /// Page Down or Space: a page down.
        case pageDown = "page-down"
        /// Page Up: a page up.
        case pageUp = "page-up"
        /// Home: the top.
        case top
        /// End: the bottom.
        case bottom
    }

    /// The keymap scope of a Markdown view's keys.
    public nonisolated static let keymapScope = "markdown"

    /// The pager's keys.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.lineDown, "down", "j", summary: "scroll down a line"),
        KeyBinding(.lineUp, "up", "k", summary: "scroll up a line"),
        KeyBinding(.pageDown, "pagedown", "space", summary: "scroll down a page", showsInHints: true, hint: "page"),
        KeyBinding(.pageUp, "pageup", summary: "scroll up a page"),
        KeyBinding(.top, "home", summary: "go to the top"),
        KeyBinding(.bottom, "end", summary: "go to the bottom"),
    ]

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            let page = max(1, Self.cells(bounds.height) - 1)
            switch command {
            case .lineDown: scroll(by: 1)
            case .lineUp: scroll(by: -1)
            case .pageDown: scroll(by: page)
            case .pageUp: scroll(by: -page)
            case .top: scroll(to: 0)
            case .bottom: scroll(to: Int.max)
            }
            // Taken at either end too, so the key never moves something behind the view.
            return true
        }
    }
}
