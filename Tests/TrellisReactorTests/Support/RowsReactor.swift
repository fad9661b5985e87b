import TrellisLists

@testable import TrellisReactor

/// A row of a test list.
struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

/// A section of rows, identified by its number.
struct RowSection: ReactorSection, Equatable, Sendable {
    struct Header: Identifiable, Equatable, Sendable { let id: Int }
    var header: Header
    var items: [Row]

    init(_ id: Int, _ rows: [Row]) {
        header = Header(id: id)
        items = rows
    }

    /// One section `0` of rows named after their ids.
    static func rows(_ ids: [Int]) -> [RowSection] {
        [RowSection(0, ids.map { Row(id: $0, name: "row \($0)") })]
    }
}

/// A reactor holding a `Loadable` of sections: `load` and `refresh` begin a load, which
/// the test ends with `finish` or `fail` (or sets any phase with `set`).
final class RowsReactor: Reactor {
    enum Action: Sendable, Equatable {
        case load, refresh
        case finish([RowSection])
        case fail(LoadFailure)
        case set(Loadable<[RowSection]>)
    }
    struct State: Equatable, Sendable {
        var rows: Loadable<[RowSection]> = .notLoaded
        /// The loads the list asked for, in order.
        var requests: [Action] = []
    }
    let runtime: ReactorRuntime<RowsReactor>

    init(_ rows: Loadable<[RowSection]> = .notLoaded) {
        runtime = ReactorRuntime(initialState: State(rows: rows))
    }

    func reduce(_ state: inout State, _ action: Action) {
        switch action {
        case .load, .refresh:
            state.requests.append(action)
            state.rows.begin()
        case .finish(let sections): state.rows.finish(sections)
        case .fail(let failure): state.rows.fail(failure)
        case .set(let rows): state.rows = rows
        }
    }
}

/// Watches a data source as a list would: every batch is checked against the item
/// counts the list last saw, and every placeholder change is recorded.
@MainActor
final class ListRecorder: DataSourceObserver {
    private(set) var batches: [DataSourceUpdate] = []
    private(set) var reloads = 0
    /// Each placeholder kind the list saw, `nil` for none, without repeats.
    private(set) var placeholders: [Placeholder.Kind?] = []
    /// Batches that did not fit the counts before and after them.
    private(set) var badBatches: [String] = []
    private var counts: [Int]

    init(_ dataSource: DataSource) {
        counts = dataSource.itemCounts
        dataSource.addObserver(self)
        note(dataSource)
    }

    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        do {
            try update.changes.validate(oldItemCounts: counts, newItemCounts: dataSource.itemCounts)
        } catch {
            badBatches.append("\(update) from \(counts) to \(dataSource.itemCounts): \(error)")
        }
        counts = dataSource.itemCounts
        batches.append(update)
        note(dataSource)
    }

    func dataSourceDidReloadData(_ dataSource: DataSource) {
        reloads += 1
        counts = dataSource.itemCounts
        note(dataSource)
    }

    func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) { note(dataSource) }
    func dataSourceDidChangeMetrics(_ dataSource: DataSource) { note(dataSource) }

    func forgetBatches() { batches.removeAll() }

    private func note(_ dataSource: DataSource) {
        let kind = dataSource.placeholder?.kind
        if placeholders.last != .some(kind) { placeholders.append(kind) }
    }
}
