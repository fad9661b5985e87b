import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// A second item type, beside `Cat`, for lists that mix them.
struct Toy: Identifiable, Equatable {
    var id: Int
    var name: String
}

/// Shows a toy by its name: an ItemCell registered by its type alone.
final class ToyCell: CollectionViewCell, ItemCell {
    func update(with toy: Toy, context: CellContext) { textLabel.text = "toy \(toy.name)" }
}

/// Typed data sources, and composed and segmented ones whose children hold different item
/// types: each item reaches its own typed cell and its own typed actions, with no cast in
/// the test (the app's place).
@MainActor
@Suite struct ItemDataSourceTests {
    let scheduler = ManualScheduler()

    func list(_ source: DataSource, actions: ItemActions? = nil) -> CollectionView {
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, cat, context in
            cell.textLabel.text = "cat \(cat.id) @\(context.path)"
        }
        registry.register(ToyCell.self)
        let view = CollectionView(dataSource: source, registry: registry, actions: actions)
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        return view
    }

    func texts(_ view: CollectionView) -> [String] {
        view.visibleCells.sorted { $0.value.frame.minY < $1.value.frame.minY }.map(\.value.textLabel.text)
    }

    @Test func aTypedSourceHandsOutItsItemsTyped() {
        let toys = BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler)
        let toy: Toy? = toys.item(at: ItemPath(section: 0, item: 0))
        #expect(toy?.name == "ball")
        #expect(toys.item(at: ItemPath(section: 0, item: 1)) == nil)
        #expect(toys.item(at: ItemPath(section: 1, item: 0)) == nil)
    }

    @Test func aComposedSourceOfTwoTypesShowsEachInItsOwnCell() {
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(BasicDataSource(items: cats([1, 2]), scheduler: scheduler))
        composed.add(BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler))
        let view = list(composed)
        #expect(texts(view) == ["cat 1 @[0, 0]", "cat 2 @[0, 1]", "toy ball"])
        #expect(view.registrationError == nil)
    }

    @Test func aComposedSourceReadsEachChildsItemsTypedThroughItem() {
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(BasicDataSource(items: cats([1]), scheduler: scheduler))
        composed.add(BasicDataSource(items: [Toy(id: 7, name: "mouse")], scheduler: scheduler))
        #expect(composed.item(at: ItemPath(section: 0, item: 0), as: Cat.self) == Cat(id: 1))
        #expect(composed.item(at: ItemPath(section: 1, item: 0), as: Toy.self)?.name == "mouse")
        #expect(composed.item(at: ItemPath(section: 1, item: 0), as: Cat.self) == nil)  // a toy is not a cat
        #expect(composed.item(at: ItemPath(section: 2, item: 0), as: Toy.self) == nil)
    }

    @Test func actionsByTypeReachTheirItemsInAComposedList() {
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(BasicDataSource(items: cats([1]), scheduler: scheduler))
        composed.add(BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler))
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(to: Cat.self, navigate: { cat, path in log.append("cat \(cat.id) \(path)") })
        actions.attach(
            to: Toy.self,
            tap: { toy, path in
                log.append("toy \(toy.name) \(path)")
                return true
            }, detail: { toy, _ in log.append("detail \(toy.name)") })
        let view = list(composed, actions: actions)
        view.selectItem(at: ItemPath(section: 0, item: 0))
        view.selectItem(at: ItemPath(section: 1, item: 0))
        view.showDetailOfFocusedItem()
        #expect(log == ["cat 1 [0, 0]", "toy ball [1, 0]", "detail ball"])
        #expect(view.cell(at: ItemPath(section: 0, item: 0))?.accessory == .disclosureIndicator)
        #expect(view.cell(at: ItemPath(section: 1, item: 0))?.accessory == .detailButton)
    }

    @Test func aSegmentedSourceShowsTheSelectedChildsTypeAndSwitchesCells() {
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(BasicDataSource(items: cats([1]), scheduler: scheduler))
        segments.add(BasicDataSource(items: [Toy(id: 1, name: "ball"), Toy(id: 2, name: "yarn")], scheduler: scheduler))
        let view = list(segments)
        #expect(texts(view) == ["cat 1 @[0, 0]"])
        segments.selectChild(at: 1)
        view.layoutIfNeeded()
        #expect(texts(view) == ["toy ball", "toy yarn"])
        #expect(segments.item(at: ItemPath(section: 0, item: 1), as: Toy.self)?.name == "yarn")
        #expect(view.registrationError == nil)
    }

    /// Nimbus's table model, typed by its row: the data source hands out rows as `Row`.
    @Test func aTableModelSourceIsTypedByItsRow() {
        let source = TableModelDataSource<Toy>(
            sectionedArray: ["Toys", .row(Toy(id: 1, name: "ball")), .footer("1 toy")], scheduler: scheduler)
        #expect(source.item(at: ItemPath(section: 0, item: 0))?.name == "ball")
        let view = list(source)
        #expect(texts(view) == ["toy ball"])
    }
}
