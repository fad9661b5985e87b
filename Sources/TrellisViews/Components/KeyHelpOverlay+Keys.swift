// The overlay's own keys, declared as any view's are: a keymap's `[help]` rebinds them.

extension KeyHelpOverlay {
    /// What the overlay's keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Closes the overlay (``KeyHelpOverlay/onClose``).
        case close
        /// Scrolls a row up or down.
        case up, down
        /// Scrolls a page up.
        case pageUp = "page-up"
        /// Scrolls a page down.
        case pageDown = "page-down"
        /// Scrolls to the first or last key.
        case top, bottom
    }

    /// The keymap scope of the overlay's keys.
    public nonisolated static let keymapScope = "help"

    /// The overlay's keys.
    public nonisolated static let bindings: KeyBindings<Command> = [
        KeyBinding(.close, "escape", "backspace", "?", "q", summary: "close the help"),
        KeyBinding(.up, "up", summary: "scroll up"),
        KeyBinding(.down, "down", summary: "scroll down"),
        KeyBinding(.pageUp, "pageup", summary: "a page up"),
        KeyBinding(.pageDown, "pagedown", "space", summary: "a page down"),
        KeyBinding(.top, "home", summary: "the first key"),
        KeyBinding(.bottom, "end", summary: "the last key"),
    ]

    /// Scrolls by `rows` (positive: down), within the keys.
    public func scroll(by rows: Int) {
        scrollOffset = max(0, min(maximumScrollOffset, scrollOffset + rows))
        setNeedsDisplay()
    }

    /// Declares the overlay's keys and takes the wheel.
    func declareKeys() {
        bindKeys(Self.bindings, scope: Self.keymapScope) { [unowned self] command, _ in
            let page = max(1, visibleRowCount - 1)
            switch command {
            case .close: onClose()
            case .up: scroll(by: -1)
            case .down: scroll(by: 1)
            case .pageUp: scroll(by: -page)
            case .pageDown: scroll(by: page)
            case .top: scroll(by: -keys.count)
            case .bottom: scroll(by: keys.count)
            }
            return true
        }
        onAction(.scroll) { [weak self] rows in
            guard let self else { return false }
            scroll(by: rows)
            return true
        }
    }
}
