// A scroll view's keys, as a pager (less, a browser page) binds them:
//
// | keys | scrolls |
// |---|---|
// | ↑/↓, ←/→ | a row, a column (while the scroll view has focus) |
// | Page Up/Down | a viewport, less a row (with focus here or on a view inside) |
// | Home/End | to the top, to the bottom (while the scroll view has focus) |

/// What a scroll view's keys do (``ScrollView/keyBindings``); the raw values are the names
/// a keymap file uses in its `[scroll]` scope.
public enum ScrollCommand: String, KeyCommand, CaseIterable {
    /// Scrolls a row or a column.
    case line
    /// Scrolls a page up or down.
    case page
    /// Scrolls to the top or the bottom.
    case edge
}

extension ScrollView {
    /// The keymap scope of a scroll view's keys.
    public nonisolated static let keymapScope = "scroll"

    /// A scroll view's keys, as help lists them; the key pressed in a group picks the way.
    public nonisolated static let keyBindings: KeyBindings<ScrollCommand> = [
        KeyBinding(.line, "up", "down", "left", "right", summary: "scroll a line", keysLabel: "↑ ↓ ← →"),
        KeyBinding(.page, "pageup", "pagedown", summary: "scroll a page", keysLabel: "PgUp PgDn"),
        KeyBinding(.edge, "home", "end", summary: "scroll to the top / the bottom", keysLabel: "Home End"),
    ]

    /// Declares the keys: lines and edges only while the scroll view itself has focus
    /// (a list inside keeps its arrows), pages from anywhere inside it.
    func declareKeys() {
        bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [unowned self] command in command == .page || hasFocus },
            perform: { [unowned self] _, event in performKey(event) })
    }

    /// Scrolls as `event` asks; returns whether the key was taken: any scrolling key is
    /// taken while there is somewhere to scroll along its axis, even at the edge.
    func performKey(_ event: KeyEvent) -> Bool {
        let limit = geometry.maxOffset
        switch event.key {
        case .up, .down, .pageUp, .pageDown, .home, .end: guard limit.y > 0 else { return false }
        case .left, .right: guard limit.x > 0 else { return false }
        default: return false
        }
        switch event.key {
        case .up: scroll(y: -1)
        case .down: scroll(y: 1)
        case .left: scroll(byX: -1)
        case .right: scroll(byX: 1)
        case .pageUp: scroll(pages: -1)
        case .pageDown: scroll(pages: 1)
        case .home: scroll(to: Point(x: contentOffset.x, y: 0))
        default: scroll(to: Point(x: contentOffset.x, y: Double(limit.y)))
        }
        return true
    }
}
