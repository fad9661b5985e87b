import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct CollectionViewAccessoryTests {
    let scheduler = ManualScheduler()

    /// Hears every event the actions forward, and reads each item, typed, from the data
    /// source it knows (as `UICollectionViewDelegate` reads a diffable data source).
    final class Recorder: ItemActionsForwarding {
        var log: [String] = []
        var source: ItemDataSource<Cat>?
        func name(_ path: ItemPath?) -> String { path.flatMap { source?.item(at: $0) }.map { "\($0)" } ?? "nil" }
        func itemActions(_ actions: ItemActions, didSelectItemAt path: ItemPath) { log.append("select \(name(path))") }
        func itemActions(_ actions: ItemActions, didShowDetailOfItemAt path: ItemPath) { log.append("detail \(name(path))") }
        func itemActions(_ actions: ItemActions, didMoveFocusTo path: ItemPath?, from previous: ItemPath?) {
            log.append("focus \(name(path)) from \(previous.map { "\($0)" } ?? "nil")")
        }
        func itemActions(_ actions: ItemActions, willShow cell: any ListCell, at path: ItemPath) {
            log.append("show \(name(path))")
        }
    }

    @Test func cellsShowTheAccessoryAndSelectionStyleTheirActionsCallFor() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1), Cat(id: 2), Cat(id: 3)]), scheduler: scheduler)
        let actions = ItemActions()
        actions.attach(to: Cat(id: 1), navigate: { _, _ in })
        actions.attach(to: Cat(id: 2), detail: { _, _ in })
        let list = makeList(source, actions: actions)
        let cells = (0..<3).map { list.cell(at: ItemPath(section: 0, item: $0))! }
        #expect(cells.map(\.accessory) == [.disclosureIndicator, .detailButton, .none])
        #expect(cells.map(\.selectionStyle) == [.highlight, .none, .none])
        #expect(shownRows(list) == ["c1 ›", "c2 ⓘ", "c3"])
        #expect(cells[0].accessoryLabel.frame == Rect(x: 18, y: 0, width: 2, height: 1))
        #expect(cells[0].textLabel.frame.width == 18 && cells[2].textLabel.frame.width == 20)
    }

    @Test func withoutActionsCellsHaveNoAccessoryAndHighlightWhenSelected() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1)]), scheduler: scheduler)
        let list = makeList(source)
        list.moveFocus(.home)
        list.selectFocusedItem()
        list.layoutIfNeeded()
        let cell = list.cell(at: ItemPath(section: 0, item: 0))!
        #expect(cell.accessory == .none && cell.selectionStyle == .highlight)
        #expect(cell.style.reverse)
    }

    @Test func aSelectedCellWithoutTapOrNavigateIsNotHighlighted() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1), Cat(id: 2)]), scheduler: scheduler)
        let actions = ItemActions()
        actions.attach(to: Cat(id: 1), tap: { _, _ in false })
        actions.attach(to: Cat(id: 2), detail: { _, _ in })
        let list = makeList(source, actions: actions)
        list.focusItem(at: ItemPath(section: 0, item: 0))
        list.selectFocusedItem()
        list.layoutIfNeeded()
        #expect(list.cell(at: ItemPath(section: 0, item: 0))!.style.reverse)
        list.focusItem(at: ItemPath(section: 0, item: 1))
        list.selectFocusedItem()
        list.layoutIfNeeded()
        #expect(list.selectedPath == ItemPath(section: 0, item: 1))
        #expect(!list.cell(at: ItemPath(section: 0, item: 1))!.style.reverse)
    }

    @Test func theDetailKeyRunsTheDetailActionOnlyWhereThereIsOne() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1), Cat(id: 2)]), scheduler: scheduler)
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(to: Cat(id: 2), detail: { cat, path in log.append("detail \(cat) \(path)") })
        let list = makeList(source, actions: actions)
        list.focusItem(at: ItemPath(section: 0, item: 0))
        #expect(!list.showDetailOfFocusedItem())
        list.moveFocus(.down)
        #expect(list.showDetailOfFocusedItem())
        #expect(log == ["detail c2 [0, 1]"])
    }

    @Test func everyEventTheActionsSeeIsForwarded() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1), Cat(id: 2)]), scheduler: scheduler)
        let actions = ItemActions()
        actions.attach(to: Cat.self, detail: { _, _ in })
        let recorder = Recorder()
        recorder.source = source
        actions.addForwarding(recorder)
        let list = makeList(source, actions: actions)
        #expect(recorder.log == ["show c1", "show c2"])
        recorder.log = []
        list.focusItem(at: ItemPath(section: 0, item: 0))
        list.moveFocus(.down)
        list.selectFocusedItem()
        list.showDetailOfFocusedItem()
        #expect(recorder.log == ["focus c1 from nil", "focus c2 from [0, 0]", "select c2", "detail c2"])
    }

    @Test func newActionsRestyleTheCellsAlreadyShown() {
        let source = TableModelDataSource(model: TableModel(listArray: [Cat(id: 1)]), scheduler: scheduler)
        let list = makeList(source)
        let actions = ItemActions()
        actions.attach(to: Cat.self, navigate: { _, _ in })
        list.actions = actions
        list.layoutIfNeeded()
        #expect(list.cell(at: ItemPath(section: 0, item: 0))?.accessory == .disclosureIndicator)
        #expect(shownRows(list) == ["c1 ›"])
    }
}
