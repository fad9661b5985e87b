import TrellisDiff
@_exported import TrellisTestSupport

@testable import TrellisLists

struct Cat: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var name: String = ""
    var description: String { name.isEmpty ? "c\(id)" : "c\(id)\(name)" }
}

func cats(_ ids: [Int]) -> [Cat] { ids.map { Cat(id: $0) } }

struct LoadFailure: Error, Equatable {}

/// Collects misuse reports instead of stopping.
final class MisuseLog: @unchecked Sendable {  // written on the main actor only, read by tests there
    var reports: [ListMisuse] = []
    var handler: @Sendable (ListMisuse) -> Void { { [self] in reports.append($0) } }
}

/// A data source whose loads the test completes by hand.
@MainActor
final class ManualCatsDataSource: BasicDataSource<Cat> {
    var tokens: [LoadingToken<ManualCatsDataSource>] = []
    var loadCount = 0

    override func loadContent() {
        loadCount += 1
        loadContent { tokens.append($0) }
    }
}

/// An observer that keeps a mirror of what a list would show by applying every batch,
/// and checks after each one that the mirror equals the data source.
@MainActor
final class ListMirror: DataSourceObserver {
    let source: DataSource
    private(set) var sections: [ArraySection<Int, String>]
    private(set) var batches: [DataSourceUpdate] = []
    private(set) var reloads = 0
    private(set) var states: [LoadingState] = []
    private(set) var loadedErrors: [String] = []
    private(set) var selections: [Int] = []
    private(set) var metricsChanges = 0
    private(set) var failures: [String] = []

    init(_ source: DataSource) {
        self.source = source
        self.sections = ListMirror.snapshot(source)
        source.addObserver(self)
    }

    static func snapshot(_ source: DataSource) -> [ArraySection<Int, String>] {
        (0..<source.numberOfSections).map { section in
            ArraySection(
                model: 0,
                elements: (0..<source.numberOfItems(inSection: section)).map {
                    String(describing: source.shownItem(at: ItemPath(section: section, item: $0)) ?? "nil")
                })
        }
    }

    /// Whether the mirror shows what the data source has.
    var isInSync: Bool { sections == ListMirror.snapshot(source) }

    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        batches.append(update)
        let current = ListMirror.snapshot(source)
        do {
            let rebuilt = try update.changes.apply(to: sections, taking: current)
            if rebuilt != current { failures.append("\(update) turned \(sections) into \(rebuilt), not \(current)") }
        } catch {
            failures.append("\(update) does not apply to \(sections): \(error)")
        }
        sections = current
    }

    func dataSourceDidReloadData(_ dataSource: DataSource) {
        reloads += 1
        sections = ListMirror.snapshot(source)
    }

    func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) { states.append(state) }
    func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {
        loadedErrors.append(error.map { "\($0)" } ?? "none")
    }
    func dataSource(_ dataSource: DataSource, didSelectSegmentAt index: Int) { selections.append(index) }
    func dataSourceDidChangeMetrics(_ dataSource: DataSource) { metricsChanges += 1 }

    func resetCounts() {
        batches = []
        reloads = 0
        states = []
    }
}

/// Keeps a layout up to date the way a collection view does: batches through the
/// incremental path, reloads and metrics changes by laying out again.
@MainActor
final class LayoutRelay: DataSourceObserver {
    let layout: CollectionLayout
    init(layout: CollectionLayout) { self.layout = layout }
    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { layout.apply(update.changes, from: dataSource) }
    func dataSourceDidReloadData(_ dataSource: DataSource) {
        layout.prepare(for: dataSource, width: layout.width, viewportHeight: layout.viewportHeight)
    }
    func dataSourceDidChangeMetrics(_ dataSource: DataSource) { layout.invalidateMetrics(for: dataSource) }
}
