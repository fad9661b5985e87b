import Testing
import TrellisLists
import TrellisViews

@testable import TrellisTerminal

@MainActor
@Suite("TerminalSnapshot")
struct TerminalSnapshotTests {
    @Test("a snapshot is exactly height lines, trailing spaces trimmed")
    func shape() {
        let root = View()
        root.style = Style(background: .blue)
        let title = Label("Cats")
        title.alignment = .center
        root.addSubview(title)
        title.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let text = TerminalSnapshot.render(root, width: 10, height: 3)
        #expect(text == "   Cats\n\n")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    }

    @Test("a collection view's rows, with the focused row, render as a person sees them")
    func collectionView() {
        let source = BasicDataSource(items: (1...20).map(Row.init), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Row.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.badBatchHandler = { _ in }
        let root = ListScreen(list: list)
        let lines = TerminalSnapshot.lines(of: root, width: 12, height: 5)
        #expect(lines == ["Rows", "row 1", "row 2", "row 3", "row 4"])
    }
}

/// A title over a list that fills the rest of the screen.
@MainActor
final class ListScreen: View {
    let title = Label("Rows")
    let list: CollectionView

    init(list: CollectionView) {
        self.list = list
        super.init()
        addSubview(title)
        addSubview(list)
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
    }
}
