import TrellisLists
import TrellisTerminal
import TrellisViews

// The lists page's keys and headers: what each key does to the child it acts on.
extension ListsPage {
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("e", "fail"), KeyHelp("n", "no content"), KeyHelp("c", "content"), KeyHelp("l", "loading"),
            KeyHelp("1 2", "act on Fruits / Vegetables"), KeyHelp("← →", "Composed / Herbs segment"),
            KeyHelp("a", "add a row"), KeyHelp("r", "reload every child with its rows"), KeyHelp("↑ ↓", "move"),
        ]
    }

    func installKeys() {
        onAction(.key) { [weak self] (event: KeyEvent) -> Bool in
            guard let self, event.modifiers.isEmpty else { return false }
            switch event.key {
            case .character("e"): self.actingOn.load(.failing)
            case .character("n"): self.actingOn.load(.empty)
            case .character("c"): self.actingOn.load(.content)
            case .character("l"): self.actingOn.load(.loading)
            case .character("a"): self.actingOn.addRow()
            case .character("1"): self.choose(self.fruits)
            case .character("2"): self.choose(self.vegetables)
            case .character("r"): for child in [self.fruits, self.vegetables, self.herbs] { child.load(.content) }
            case .left: self.segments.selectChild(at: 0)
            case .right: self.segments.selectChild(at: 1)
            default: return false
            }
            self.refresh()
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
