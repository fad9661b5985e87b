import Testing
import TrellisDiff
import TrellisLists
import TrellisTestSupport
import TrellisViews

@testable import TrellisReactor

/// Random walks through `Loadable` states, set by hand, by the reducer's one-liners and by
/// the list's own refresh: every batch fits the counts the list saw before it, the
/// placeholder always matches the state, and the list ends showing the state's content.
/// A failure names its seed and step; replay it with `walk(seed:)`.
@MainActor
@Suite struct SectionsBindingPropertyTests {
    typealias Source = SectionedDataSource<RowSection.Header, Row>

    @Test func randomStatesKeepEveryBatchValidAndThePlaceholderTrue() {
        for seed in UInt64(0)..<150 {
            let problems = walk(seed: seed)
            #expect(problems.isEmpty, "seed \(seed): \(problems.joined(separator: "\n"))")
            if !problems.isEmpty { return }  // the first failing seed is the one to replay
        }
    }

    /// Walks 40 random steps from `seed`; returns what went wrong, each naming its step.
    func walk(seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let reactor = RowsReactor()
        let scheduler = ManualScheduler()
        let dataSource = Source(scheduler: scheduler)
        dataSource.noContentTitle = "No Rows"
        dataSource.errorTitle = "Unable To Load Rows"
        let misuses = Probe<[ListMisuse]>([])
        dataSource.misuseHandler = { misuse in misuses.update { $0.append(misuse) } }
        let recorder = ListRecorder(dataSource)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Row.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: dataSource, registry: registry)
        let badBatches = Probe<[String]>([])
        list.badBatchHandler = { message in badBatches.update { $0.append(message) } }
        list.frame = Rect(x: 0, y: 0, width: 30, height: 12)
        let binding = reactor.bindSections(\.rows, to: dataSource, load: .load, refresh: .refresh)
        defer { binding.cancel() }

        var problems: [String] = []
        for step in 0..<41 {
            let what: String
            if step == 40 {  // end loaded, so the content is checked whole
                let final = randomSections(using: &random)
                reactor.send(.finish(final))
                what = "finish \(final.count) sections"
            } else {
                what = randomStep(reactor: reactor, dataSource: dataSource, scheduler: scheduler, using: &random)
            }
            list.layoutIfNeeded()
            let state = reactor.currentState.rows
            for problem in check(state, dataSource: dataSource, list: list) + recorder.badBatches + badBatches.value
                + misuses.value.map(\.message)
            {
                problems.append("step \(step) (\(what)) → \(state): \(problem)")
            }
            if !problems.isEmpty { break }
        }
        return problems
    }

    func randomStep(reactor: RowsReactor, dataSource: Source, scheduler: ManualScheduler, using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            reactor.send(.set(.notLoaded))
            return "set notLoaded"
        case 1:
            reactor.send(.set(.loading))
            return "set loading"
        case 2:
            reactor.send(.set(.refreshing(randomSections(using: &random))))
            return "set refreshing"
        case 3:
            reactor.send(.set(.loaded(randomSections(using: &random))))
            return "set loaded"
        case 4:
            let last = Bool.random(using: &random) ? randomSections(using: &random) : nil
            reactor.send(.set(.failed(randomFailure(using: &random), last: last)))
            return "set failed"
        case 5, 6:
            dataSource.setNeedsLoadContent()
            scheduler.runPending()
            return "the list loads (r)"
        case 7:
            reactor.send(.finish(randomSections(using: &random)))
            return "finish"
        default:
            reactor.send(.fail(randomFailure(using: &random)))
            return "fail"
        }
    }

    /// What the list shows, against what `state` says it should.
    func check(_ state: Loadable<[RowSection]>, dataSource: Source, list: CollectionView) -> [String] {
        var problems: [String] = []
        let expected: Placeholder.Kind? =
            switch state {
            case .notLoaded, .refreshing: nil
            case .loading: .loading
            case .loaded(let sections): sections.allSatisfy(\.items.isEmpty) ? .noContent : nil
            case .failed: .error
            }
        if dataSource.placeholder?.kind != expected {
            problems.append("the data source's placeholder is \(String(describing: dataSource.placeholder))")
        }
        if list.visiblePlaceholder?.placeholder?.kind != expected {
            problems.append("the list shows placeholder \(String(describing: list.visiblePlaceholder?.placeholder))")
        }
        if case .failed(let failure, _) = state, dataSource.placeholder?.message != failure.message {
            problems.append("the error placeholder says \(String(describing: dataSource.placeholder?.message))")
        }
        if let value = state.value, dataSource.sections != value.map(\.arraySection) {
            problems.append("the data source holds \(dataSource.sections.map(\.elements.count)) items per section")
        }
        if expected == nil, case .some(let value) = state.value, dataSource.itemCounts != value.map(\.items.count) {
            problems.append("the list shows \(dataSource.itemCounts) items per section")
        }
        return problems
    }

    /// 0 to 3 sections of distinct rows (some empty), renamed at random so items update.
    func randomSections(using random: inout SeededGenerator) -> [RowSection] {
        let ids = Array((0..<12).shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random)))
        let sectionIDs = Array((0..<4).shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
        var sections = sectionIDs.map { RowSection($0, []) }
        guard !sections.isEmpty else { return [] }
        for id in ids {
            let name = Bool.random(using: &random) ? "row \(id)" : "row \(id)′"
            sections[Int.random(in: sections.indices, using: &random)].items.append(Row(id: id, name: name))
        }
        return sections
    }

    func randomFailure(using random: inout SeededGenerator) -> LoadFailure {
        LoadFailure(message: ["offline", "the catalog is down"][Int.random(in: 0...1, using: &random)])
    }
}
