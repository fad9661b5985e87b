import Testing
import TrellisLists
import TrellisViews

@testable import TrellisReactor

/// Drrrible's Version page, two ways. The state is the same: the current version and
/// the latest one, which arrives later.
final class VersionReactor: Reactor {
    enum Action: Sendable { case setLatest(String) }
    struct State: Equatable, Sendable {
        var current = "1.0"
        var latest: String?
        /// The sections way: the rows as data.
        var sections: [VersionSection] {
            [
                VersionSection(rows: [
                    .init(id: "current", text: "Current \(current)"),
                    .init(id: "latest", text: "Latest \(latest ?? "…")"),
                ])
            ]
        }
    }
    let runtime = ReactorRuntime<VersionReactor>(initialState: State())

    func reduce(_ state: inout State, _ mutation: Action) {
        if case .setLatest(let version) = mutation { state.latest = version }
    }
}

struct VersionRow: Identifiable, Equatable, Sendable {
    var id: String
    var text: String
}
struct VersionSection: ReactorSection, Equatable, Sendable {
    struct Header: Identifiable, Equatable, Sendable { var id: String { "versions" } }
    var rows: [VersionRow]
    var header: Header { Header() }
    var items: [VersionRow] { rows }
}

/// The one-view way: two fixed rows that read the state directly. No sections, no cell
/// reactors; fewer lines for a small static table.
final class VersionView: View, ReactorView {
    let reactorBinding = ReactorBinding<VersionReactor>()
    let currentRow = Label()
    let latestRow = Label()

    func bind(reactor: VersionReactor, in bag: BindingBag) {
        reactor.observe(\.current) { [currentRow] in currentRow.text = "Current \($0)" }.store(in: bag)
        reactor.observe(\.latest) { [latestRow] in latestRow.text = "Latest \($0 ?? "…")" }.store(in: bag)
    }
}

@MainActor
@Suite struct OneViewVersusSectionsTests {
    @Test func theOneViewWayReadsTheStateDirectly() {
        let reactor = VersionReactor()
        let view = VersionView()
        view.reactor = reactor
        #expect(view.latestRow.text == "Latest …")
        reactor.send(.setLatest("1.2"))
        #expect([view.currentRow.text, view.latestRow.text] == ["Current 1.0", "Latest 1.2"])
    }

    @Test func theSectionsWayIsOneItemUpdateOnAList() {
        let reactor = VersionReactor()
        let dataSource = SectionedDataSource<VersionSection.Header, VersionRow>(scheduler: ManualScheduler())
        let recorder = BatchRecorder()
        dataSource.addObserver(recorder)
        let binding = reactor.bindSections(\.sections, to: dataSource)
        recorder.updates.removeAll()
        reactor.send(.setLatest("1.2"))
        #expect(recorder.updates.map(\.changes.description) == ["SectionedChangeSet(items(update [[0, 1]→[0, 1]]))"])
        #expect(dataSource.sections[0].elements[1].text == "Latest 1.2")
        binding.cancel()
    }
}
