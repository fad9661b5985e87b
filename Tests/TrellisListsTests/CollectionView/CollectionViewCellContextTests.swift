import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// A cell that keeps what its typed configure closure was given.
final class ContextCell: CollectionViewCell {
    var configureCount = 0
    var lastContext: CellContext?
    var catID: Int?
}

final class OtherContextCell: CollectionViewCell {}

@MainActor
@Suite struct CollectionViewCellContextTests {
    let scheduler = ManualScheduler()

    func makeView(_ source: DataSource, actions: ItemActions? = nil) -> CollectionView {
        let registry = CellRegistry()
        registry.register(ContextCell.self, for: Cat.self) { cell, cat, context in
            cell.configureCount += 1
            cell.lastContext = context
            cell.catID = cat.id
            cell.textLabel.text = "\(cat)"
        }
        let view = CollectionView(dataSource: source, registry: registry, actions: actions)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        view.badBatchHandler = { _ in }
        view.layoutIfNeeded()
        return view
    }

    func cell(_ view: CollectionView, _ item: Int) -> ContextCell? {
        view.cell(at: ItemPath(section: 0, item: item)) as? ContextCell
    }

    @Test func cellsAreConfiguredWithTheirPathSelectionFocusAndTheListsTheme() throws {
        let source = BasicDataSource(items: cats([10, 11, 12]), scheduler: scheduler)
        let view = makeView(source)
        let context = try #require(cell(view, 2)?.lastContext)
        #expect(context == CellContext(path: ItemPath(section: 0, item: 2), theme: .standard))
        #expect(cell(view, 2)?.catID == 12)
        #expect(cell(view, 2)?.textLabel.text == "c12")
    }

    @Test func aContextChangeConfiguresOnlyTheVisibleCellsItChanged() throws {
        let source = BasicDataSource(items: cats([10, 11, 12]), scheduler: scheduler)
        let view = makeView(source)
        let counts = { (0..<3).map { cell(view, $0)?.configureCount ?? -1 } }
        #expect(counts() == [1, 1, 1])

        view.focusItem(at: ItemPath(section: 0, item: 1))
        #expect(cell(view, 1)?.lastContext?.isFocused == true)
        #expect(counts() == [1, 2, 1])

        view.moveFocus(.down)
        #expect(cell(view, 1)?.lastContext?.isFocused == false)
        #expect(cell(view, 2)?.lastContext?.isFocused == true)
        #expect(counts() == [1, 3, 2])

        view.selectFocusedItem()
        #expect(cell(view, 2)?.lastContext?.isSelected == true)
        #expect(counts() == [1, 3, 3])

        let dark = Theme(styles: [.background: Style(background: .palette(234))])
        view.theme = dark
        #expect((0..<3).allSatisfy { cell(view, $0)?.lastContext?.theme == dark })
        #expect(counts() == [2, 4, 4])
        view.theme = dark  // the same theme: nothing to do
        view.layoutIfNeeded()
        #expect(counts() == [2, 4, 4])
    }

    @Test func settingActionsGivesCellsTheirAccessoryInTheContext() {
        let source = BasicDataSource(items: cats([10, 11]), scheduler: scheduler)
        let view = makeView(source)
        let actions = ItemActions()
        actions.attach(to: Cat.self, navigate: { _, _ in })
        view.actions = actions
        #expect(cell(view, 0)?.lastContext?.accessory == .disclosureIndicator)
        #expect(cell(view, 0)?.lastContext?.selectionStyle == .highlight)
    }

    @Test func aBatchThatMovesAnItemGivesItsCellTheNewPathAndAnUpdateTheNewItem() {
        let source = BasicDataSource(items: cats([10, 11]), scheduler: scheduler)
        let view = makeView(source)
        let cellFor11 = cell(view, 1)
        source.setItems([Cat(id: 9), Cat(id: 10, name: "Tom"), Cat(id: 11)])
        view.layoutIfNeeded()
        #expect(cell(view, 2) === cellFor11)
        #expect(cellFor11?.lastContext?.path == ItemPath(section: 0, item: 2))
        #expect(cell(view, 1)?.textLabel.text == "c10Tom")
        #expect(cell(view, 0)?.catID == 9)
    }

    @Test func aCellItsNewRegistrationCannotConfigureIsReplacedNotLeftBlank() {
        let source = BasicDataSource(items: cats([10, 11]), scheduler: scheduler)
        let view = makeView(source)
        view.registry.register(OtherContextCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = "other \(cat)" }
        view.theme = Theme(styles: [.accent: Style(bold: true)])  // every context changes
        view.layoutIfNeeded()
        let shown = view.visibleCells.sorted { $0.key < $1.key }.map { "\(type(of: $0.value)) \($0.value.textLabel.text)" }
        #expect(shown == ["OtherContextCell other c10", "OtherContextCell other c11"])
    }

    // MARK: Clicks

    @Test func aClickOnACellOrAViewInItFocusesAndSelectsItsItem() {
        let source = BasicDataSource(items: cats([10, 11, 12]), scheduler: scheduler)
        var log: [String] = []
        let actions = ItemActions()
        actions.attach(to: Cat.self, navigate: { cat, path in log.append("navigate \(cat) \(path)") })
        let view = makeView(source, actions: actions)
        let label = view.cell(at: ItemPath(section: 0, item: 2))!.textLabel
        let delivery = label.send(ResponderAction(.click, Point(x: 1, y: 0), sender: label))
        #expect(delivery.wasHandled)
        #expect(view.focusedPath == ItemPath(section: 0, item: 2))
        #expect(view.selectedPath == ItemPath(section: 0, item: 2))
        #expect(log == ["navigate c12 [0, 2]"])
        #expect(cell(view, 2)?.lastContext?.isSelected == true)
    }

    @Test func aClickOutsideAnyCellTravelsOn() {
        let source = BasicDataSource(items: cats([10]), scheduler: scheduler)
        let view = makeView(source)
        var unhandled: [String] = []
        view.unhandledActionHandler = { unhandled.append("\($0)") }
        let delivery = view.send(ResponderAction(.click, Point(x: 1, y: 4), sender: view))
        #expect(!delivery.wasHandled)
        #expect(unhandled.count == 1)
        #expect(view.selectedPath == nil)
    }

    @Test func theListsOwnClickHandlerComesFirst() {
        let source = BasicDataSource(items: cats([10]), scheduler: scheduler)
        let view = makeView(source)
        var handled = 0
        view.onAction(.click) { _ in
            handled += 1
            return true
        }
        let label = view.cell(at: ItemPath(section: 0, item: 0))!.textLabel
        label.send(ResponderAction(.click, Point(x: 0, y: 0), sender: label))
        #expect(handled == 1)
        #expect(view.selectedPath == nil)
    }
}
