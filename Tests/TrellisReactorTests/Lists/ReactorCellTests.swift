import Testing
import TrellisLists
import TrellisViews

@testable import TrellisReactor

/// A sightings row: shows its reactor's place and confirmations.
final class SightingCell: ReactorCell<SightingCellReactor> {
    override func bind(reactor: SightingCellReactor, in bag: BindingBag) {
        reactor.observe { [textLabel] state in textLabel.text = "\(state.place) ×\(state.confirmations)" }.store(in: bag)
    }
}

@MainActor
@Suite struct ReactorCellTests {
    let counter = ReduceCounter()

    func makeRegistry() -> CellRegistry {
        let registry = CellRegistry()
        registry.register(SightingCell.self, for: CatDetailItem.self) { cell, item, _ in cell.show(item) }
        return registry
    }

    @Test func aCellBindsItsItemsReactorOnConfigure() throws {
        let reactor = SightingCellReactor(Sighting(id: 1, place: "roof"), counter: counter)
        let cell = try #require(try makeRegistry().cell(for: CatDetailItem.sighting(reactor), from: ReusePool()) as? SightingCell)
        #expect(cell.reactor === reactor)
        #expect(cell.textLabel.text == "roof ×0")
        reactor.send(.confirm)
        #expect(cell.textLabel.text == "roof ×1")  // the row follows its reactor, no reload
    }

    @Test func aReusedCellUnbindsAndNeverShowsTheOldReactor() throws {
        let registry = makeRegistry()
        let pool = ReusePool()
        let first = SightingCellReactor(Sighting(id: 1, place: "roof"), counter: counter)
        let second = SightingCellReactor(Sighting(id: 2, place: "shed"), counter: counter)
        let cell = try #require(try registry.cell(for: CatDetailItem.sighting(first), from: pool) as? SightingCell)
        pool.enqueue(cell)
        #expect(cell.reactor == nil)
        #expect(cell.reactorBinding.bag.count == 0)

        let reused = try #require(try registry.cell(for: CatDetailItem.sighting(second), from: pool) as? SightingCell)
        #expect(reused === cell)
        first.send(.confirm)  // the old row's reactor: not shown
        #expect(reused.textLabel.text == "shed ×0")
        #expect(pool.createdCount == 1)
    }

    @Test func anItemWithoutAReactorUnbindsTheCell() {
        let cell = SightingCell(reuseIdentifier: "sighting")
        cell.show(CatDetailItem.sighting(SightingCellReactor(Sighting(id: 1, place: "roof"), counter: counter)))
        #expect(!cell.show(CatDetailItem.title("Tabby")))
        #expect(cell.reactor == nil)
    }

    @Test func configuringWithTheSameReactorDoesNotRebind() {
        let reactor = SightingCellReactor(Sighting(id: 1, place: "roof"), counter: counter)
        let cell = SightingCell(reuseIdentifier: "sighting")
        cell.update(with: reactor, context: CellContext())
        cell.show(CatDetailItem.sighting(reactor))
        #expect(cell.reactorBinding.bindCount == 1)
    }
}
