import Testing
import TrellisLists
import TrellisViews

@testable import TrellisReactor

extension CatDetailItem: CellItem {
    var cellRegistration: CellRegistration<CatDetailItem> {
        switch self {
        case .title: CellRegistration(CollectionViewCell.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        case .sighting: CellRegistration(SightingCell.self) { cell, item, _ in cell.show(item) }
        }
    }
}

/// A reactor's sections on a real collection view: rows bound to their reactors.
@MainActor
@Suite struct ReactorListEndToEndTests {
    func makeScreen() -> (CatDetailReactor, CollectionView, ObservationToken) {
        let reactor = CatDetailReactor(name: "Tabby")
        reactor.send(.show((0..<100).map { Sighting(id: $0, place: "spot \($0)") }))
        let dataSource = SectionedDataSource<CatDetailSection.Kind, CatDetailItem>(scheduler: ManualScheduler())
        let binding = reactor.bindSections(\.sections, to: dataSource)
        let list = CollectionView(dataSource: dataSource, registry: CellRegistry())
        list.frame = Rect(x: 0, y: 0, width: 30, height: 6)
        list.layoutIfNeeded()
        return (reactor, list, binding)
    }

    func sightingCells(_ list: CollectionView) -> [SightingCell] {
        list.visibleCells.sorted { $0.key < $1.key }.compactMap { $0.value as? SightingCell }
    }

    @Test func visibleRowsShowTheirReactorsAndFollowThemWithoutABatch() {
        let (reactor, list, binding) = makeScreen()
        let cells = sightingCells(list)
        #expect(!cells.isEmpty)
        #expect(cells.first?.reactor === reactor.currentState.sightingReactors[0])
        #expect(cells.first?.textLabel.text == "spot 0 ×0")
        let reloads = list.reloadCount

        reactor.currentState.sightingReactors[0].send(.confirm)

        #expect(cells.first?.textLabel.text == "spot 0 ×1")
        #expect(list.reloadCount == reloads)
        binding.cancel()
    }

    @Test func aRemovedRowsCellUnbindsFromItsReactor() {
        let (reactor, list, binding) = makeScreen()
        let removed = reactor.currentState.sightingReactors[0]
        #expect(removed.runtime.observers.count == 1)

        reactor.send(.remove(sightingID: 0))
        list.layoutIfNeeded()

        #expect(!sightingCells(list).contains { $0.reactor === removed })
        #expect(removed.runtime.observers.isEmpty)  // its cell went back to the pool unbound
        #expect(sightingCells(list).first?.reactor === reactor.currentState.sightingReactors[0])
        binding.cancel()
    }
}
