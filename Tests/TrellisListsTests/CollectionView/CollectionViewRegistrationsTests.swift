import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// A missing cell registration is a typed error found as the list binds its items, reported
/// to the list's handler, never a trap.
@MainActor
@Suite struct CollectionViewRegistrationsTests {
    let scheduler = ManualScheduler()

    /// A list of `source` with `registry`, whose reports land in `reports`.
    func list(_ source: DataSource, _ registry: CellRegistry, reports: Reports) -> CollectionView {
        let view = CollectionView(dataSource: source, registry: registry)
        view.registrationErrorHandler = { reports.errors.append($0) }
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        return view
    }

    final class Reports {
        var errors: [CellRegistryError] = []
    }

    func catsOnly() -> CellRegistry {
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = "\(cat)" }
        return registry
    }

    /// A segment another view shows in the list's place (the Cats detail's Sightings table):
    /// the hidden list configures no cell and reports nothing; shown again, it lays out.
    @Test func aHiddenListConfiguresNoCellAndReportsNothingUntilItIsShown() {
        let reports = Reports()
        let toys = BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler)
        let view = CollectionView(dataSource: toys, registry: catsOnly())
        view.registrationErrorHandler = { reports.errors.append($0) }
        view.isHidden = true
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        #expect(reports.errors.isEmpty && view.visibleCells.isEmpty)
        view.isHidden = false
        view.layoutIfNeeded()
        #expect(reports.errors == [.noCellType(itemType: "Toy", registered: ["Cat → CollectionViewCell"])], "shown: laid out again")
    }

    @Test func anItemTypeWithNoCellIsReportedWhenTheListIsBoundAndItsItemsShowNoCell() {
        let reports = Reports()
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(BasicDataSource(items: cats([1]), scheduler: scheduler))
        composed.add(BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler))
        let view = list(composed, catsOnly(), reports: reports)
        let expected = CellRegistryError.noCellType(itemType: "Toy", registered: ["Cat → CollectionViewCell"])
        #expect(reports.errors == [expected])
        #expect(view.registrationError == expected)
        #expect(view.cell(at: ItemPath(section: 0, item: 0))?.textLabel.text == "c1")  // the cats still show
        #expect(view.cell(at: ItemPath(section: 1, item: 0)) == nil)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(reports.errors.count == 1)  // reported once, not on every pass
    }

    @Test func registeringTheMissingCellClearsTheErrorAndShowsTheItems() {
        let reports = Reports()
        let registry = catsOnly()
        let toys = BasicDataSource(items: [Toy(id: 1, name: "ball")], scheduler: scheduler)
        let view = list(toys, registry, reports: reports)
        #expect(view.registrationError != nil)
        registry.register(ToyCell.self)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.registrationError == nil)
        #expect(view.cell(at: ItemPath(section: 0, item: 0))?.textLabel.text == "toy ball")
        #expect(reports.errors.count == 1)
    }

    @Test func itemsThatArriveLaterAreCheckedWhenTheyChange() {
        let reports = Reports()
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(BasicDataSource(items: cats([1]), scheduler: scheduler))
        let toys = BasicDataSource<Toy>(scheduler: scheduler)
        segments.add(toys)
        let view = list(segments, catsOnly(), reports: reports)
        #expect(reports.errors.isEmpty)  // the toys are not shown
        segments.selectChild(at: 1, animated: false)
        view.layoutIfNeeded()
        #expect(reports.errors.isEmpty)  // an empty source misses nothing yet
        toys.setItems([Toy(id: 1, name: "ball")])
        view.layoutIfNeeded()
        #expect(reports.errors == [.noCellType(itemType: "Toy", registered: ["Cat → CollectionViewCell"])])
    }

    /// A protocol registration is known only item by item: the check asks each item.
    @Test func itemsShownThroughAProtocolAreCheckedOneByOne() {
        let reports = Reports()
        let registry = CellRegistry()
        registry.register(PetCellView.self, for: (any Pet).self) { cell, pet, _ in cell.textLabel.text = "\(type(of: pet))" }
        let shown = BasicDataSource(items: [PetRock(id: 1)], scheduler: scheduler)
        let view = list(shown, registry, reports: reports)
        #expect(reports.errors.isEmpty)
        #expect(view.registrationError == nil)
        #expect(view.cell(at: ItemPath(section: 0, item: 0))?.textLabel.text == "PetRock")
    }

    @Test func theDefaultHandlerWritesOneLineToStandardError() {
        #expect(CellRegistryError.noCellType(itemType: "Toy", registered: []).description.contains("no cell type for Toy"))
        let view = CollectionView(dataSource: BasicDataSource<Toy>(scheduler: scheduler), registry: CellRegistry())
        let streams = capturingStandardStreams { view.registrationErrorHandler(.noCellType(itemType: "Toy", registered: [])) }
        #expect(streams.error.contains("Trellis CollectionView: no cell type for Toy"))
        #expect(!streams.output.contains("no cell type for Toy"))  // standard output is where a terminal host draws
    }
}

final class PetCellView: CollectionViewCell {}
/// A `Pet`, shown through the protocol's registration: its type alone does not tell the
/// registry (a protocol's conforming types are known value by value).
struct PetRock: Identifiable, Equatable, Pet {
    var id: Int
}
