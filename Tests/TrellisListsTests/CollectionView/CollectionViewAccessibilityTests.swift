import Testing
import TrellisDiff
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

/// What a screen reader hears of a list: the focused item's words and place, and where
/// the host's cursor goes.
@MainActor
@Suite struct CollectionViewAccessibilityTests {
    struct Group: Identifiable, Equatable { var id: Int }
    struct Spoken: Identifiable, Equatable, AccessibilityLabeled {
        var id: Int
        var accessibilityLabel: String { "cat \(id)" }
    }

    /// Two sections, 3 and 20 one-line items, in a 20 × 6 list whose root (returned too:
    /// a superview is held weakly) hears announcements.
    func list(heard: @escaping @MainActor (String) -> Void) -> (CollectionView, root: View) {
        let source = SectionedDataSource<Group, Spoken>(
            sections: [
                ArraySection(model: Group(id: 0), elements: (0..<3).map { Spoken(id: $0) }),
                ArraySection(model: Group(id: 1), elements: (3..<23).map { Spoken(id: $0) }),
            ], scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Spoken.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        let root = View()
        root.announcementHandler = heard
        root.addSubview(view)
        view.frame = Rect(x: 3, y: 1, width: 20, height: 6)
        view.layoutIfNeeded()
        return (view, root)
    }

    @Test func aMoveAnnouncesTheItemsLabelAndPlaceAcrossSections() {
        var heard: [String] = []
        let (view, root) = list { heard.append($0) }
        defer { withExtendedLifetime(root) {} }
        view.focusItem(at: ItemPath(section: 0, item: 0))
        #expect(heard == ["cat 0, 1 of 23"])
        view.moveFocus(.down)
        view.moveFocus(.down)
        view.moveFocus(.down)
        #expect(heard == ["cat 0, 1 of 23", "cat 1, 2 of 23", "cat 2, 3 of 23", "cat 3, 4 of 23"])
        view.moveFocus(.end)
        #expect(heard.last == "cat 22, 23 of 23")
        view.moveFocus(.down)  // at the end: said again, so the user hears where they are
        #expect(heard.last == "cat 22, 23 of 23")
        #expect(heard.count == 6)
    }

    @Test func anItemWithoutWordsIsAnItem() {
        var heard: [String] = []
        let source = BasicDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.announcementHandler = { heard.append($0) }
        view.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        view.layoutIfNeeded()
        view.focusItem(at: ItemPath(section: 0, item: 1))
        #expect(heard == ["Item, 2 of 2"])
        #expect(view.focusAnnouncement == "Item, 2 of 2")
    }

    @Test func theCursorPointIsTheFocusedCellsFirstColumnInView() throws {
        let (view, root) = list { _ in }
        defer { withExtendedLifetime(root) {} }
        #expect(view.accessibilityCursorPoint == Point(x: 0, y: 0))
        for _ in 0..<10 { view.moveFocus(.down) }
        view.layoutIfNeeded()
        let point = try #require(view.accessibilityCursorPoint)
        let path = try #require(view.focusedPath)
        #expect(path == ItemPath(section: 1, item: 6))
        let frame = try #require(view.layout.attributes(forItemAt: path)?.frame)
        #expect(point == Point(x: frame.minX, y: frame.minY - view.contentOffset))
        #expect(point.y > 0 && point.y < view.bounds.height, "scrolled into view")
        #expect(view.contentOffset > 0)
    }

    @Test func withNoFocusTheCursorPointIsTheListsOrigin() {
        let source = BasicDataSource(items: [Cat](), scheduler: ManualScheduler())
        let view = CollectionView(dataSource: source, registry: CellRegistry())
        view.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        view.layoutIfNeeded()
        #expect(view.focusAnnouncement == nil)
        #expect(view.accessibilityCursorPoint == Point(x: 0, y: 0))
    }
}
