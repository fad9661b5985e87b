import Testing
import TrellisDiff
import TrellisLists

@testable import TrellisReactor

/// Records every batch a data source sends.
final class BatchRecorder: DataSourceObserver {
    var updates: [DataSourceUpdate] = []
    var reloads = 0
    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { updates.append(update) }
    func dataSourceDidReloadData(_ dataSource: DataSource) { reloads += 1 }
}

@MainActor
@Suite struct ReactorSectionsTests {
    typealias Source = SectionedDataSource<CatDetailSection.Kind, CatDetailItem>

    func makeBoundScreen() -> (CatDetailReactor, Source, BatchRecorder, ObservationToken) {
        let reactor = CatDetailReactor(name: "Tabby")
        let dataSource = Source(scheduler: ManualScheduler())
        let recorder = BatchRecorder()
        dataSource.addObserver(recorder)
        reactor.send(.show([Sighting(id: 1, place: "roof"), Sighting(id: 2, place: "garden")]))
        let binding = reactor.bindSections(\.sections, to: dataSource)
        recorder.updates.removeAll()
        return (reactor, dataSource, recorder, binding)
    }

    @Test func theSectionsReachTheDataSource() {
        let (reactor, dataSource, _, binding) = makeBoundScreen()
        #expect(dataSource.numberOfSections == 2)
        #expect(dataSource.numberOfContentItems(inSection: 1) == 2)
        #expect(dataSource.sections[1].elements.first == .sighting(reactor.currentState.sightingReactors[0]))
        binding.cancel()
    }

    @Test func anInsertIsOneBatchWithOneInsert() {
        let (reactor, _, recorder, binding) = makeBoundScreen()
        reactor.send(.add(Sighting(id: 3, place: "shed")))
        #expect(recorder.updates.count == 1)
        #expect(recorder.updates.first?.changes == SectionedChangeSet(items: ChangeSet(inserts: [ItemPath(section: 1, item: 2)])))
        binding.cancel()
    }

    @Test func aRemovalIsOneDeleteAndTheOthersKeepTheirReactors() {
        let (reactor, _, recorder, binding) = makeBoundScreen()
        let survivor = reactor.currentState.sightingReactors[1]
        reactor.send(.remove(sightingID: 1))
        #expect(recorder.updates.map(\.changes) == [SectionedChangeSet(items: ChangeSet(deletes: [ItemPath(section: 1, item: 0)]))])
        #expect(reactor.currentState.sightingReactors.first === survivor)
        #expect(reactor.cells.count == 1)
        binding.cancel()
    }

    @Test func aReloadOfTheSameSightingsKeepsEveryReactorAndSendsNothing() {
        let (reactor, _, recorder, binding) = makeBoundScreen()
        let before = reactor.currentState.sightingReactors
        reactor.send(.show([Sighting(id: 1, place: "roof"), Sighting(id: 2, place: "garden")]))
        #expect(zip(before, reactor.currentState.sightingReactors).allSatisfy { $0 === $1 })
        #expect(recorder.updates.isEmpty)
        #expect(recorder.reloads == 0)
        binding.cancel()
    }

    @Test func aChangedTitleIsOneItemUpdate() {
        let (reactor, _, recorder, binding) = makeBoundScreen()
        reactor.send(.rename("Mittens"))
        #expect(recorder.updates.count == 1)
        #expect(recorder.updates.first?.changes.items.updates.count == 1)
        #expect(recorder.updates.first?.changes.count == 1)
        binding.cancel()
    }

    @Test func aChangeInsideACellReactorIsNoBatchAndNoOtherReduce() {
        let counter = ReduceCounter()
        let reactor = CatDetailReactor(name: "Tabby", counter: counter)
        reactor.send(.show((0..<1_000).map { Sighting(id: $0, place: "spot \($0)") }))
        let dataSource = Source(scheduler: ManualScheduler())
        let recorder = BatchRecorder()
        dataSource.addObserver(recorder)
        let binding = reactor.bindSections(\.sections, to: dataSource)
        recorder.updates.removeAll()
        counter.count = 0

        reactor.currentState.sightingReactors[500].send(.confirm)

        #expect(counter.count == 1)  // the one cell reducer; not the screen, not 999 others
        #expect(reactor.currentState.sightingReactors[500].currentState.confirmations == 1)
        #expect(recorder.updates.isEmpty)  // the cell follows its reactor; the list does not move
        binding.cancel()
    }
}
