import TrellisLists
import TrellisTerminal
import TrellisViews

// The lists page's keys and headers: what each key does to the child it acts on.
extension ListsPage {
    /// What the page's keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.lists]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case fail, empty, content, loading, choose, segment, add, reload
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.lists"

    /// The page's keys, declared once: dispatch, help and the hint line read them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.fail, "e", summary: "fail", showsInHints: true),
        KeyBinding(.empty, "n", summary: "no content", showsInHints: true),
        KeyBinding(.content, "c", summary: "content", showsInHints: true),
        KeyBinding(.loading, "l", summary: "loading", showsInHints: true),
        KeyBinding(.choose, "1", "2", summary: "act on Fruits / Vegetables"),
        KeyBinding(.segment, "left", "right", summary: "Composed / Herbs segment"),
        KeyBinding(.add, "a", summary: "add a row"),
        KeyBinding(.reload, "r", summary: "reload every child with its rows"),
    ]

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, key in
            guard let self else { return false }
            switch command {
            case .fail: actingOn.load(.failing)
            case .empty: actingOn.load(.empty)
            case .content: actingOn.load(.content)
            case .loading: actingOn.load(.loading)
            case .add: actingOn.addRow()
            case .choose: choose(key == KeyEvent(.character("2")) ? vegetables : fruits)
            case .reload: for child in [fruits, vegetables, herbs] { child.load(.content) }
            case .segment: segments.selectChild(at: key.key == .right ? 1 : 0)
            }
            refresh()
            return true
        }
    }

    /// The pinned segmented control (AAPL's segmented header).
    func segmentHeader() -> SupplementaryMetrics {
        var control = SupplementaryMetrics(key: "segments")
        control.isPinned = true
        control.isVisibleWhileShowingPlaceholder = true
        let selected = segments.selectedIndex ?? 0
        control.makeView = { [segments] in
            let control = SegmentedControl(titles: segments.segmentTitles, selectedIndex: selected)
            control.layoutMargins = .zero
            return control
        }
        return control
    }

    /// A child's pinned header: its title, rows and loading state, kept over its placeholder.
    func childHeader(_ child: DemoSource) -> SupplementaryMetrics {
        let marker = child === actingOn ? "▸" : " "
        let text = "\(marker)\(child.title ?? "") · \(child.items.count) rows · \(child.loadingState)"
        var header = SupplementaryMetrics(key: "child") { _ in text }
        header.isPinned = true
        header.isVisibleWhileShowingPlaceholder = true
        header.style = theme[.title]
        return header
    }
}
