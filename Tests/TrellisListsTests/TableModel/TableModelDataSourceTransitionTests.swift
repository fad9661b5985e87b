import Testing
import TrellisDiff

@testable import TrellisLists

/// A row with an identity and a value that may change.
struct TransitionRow: Identifiable, Equatable, CustomStringConvertible {
    var id: String
    var value = ""
    var description: String { value.isEmpty ? id : "\(id)=\(value)" }
}

/// `TableModelDataSource.transition(to:)`: the mutable model's mutations, one batch, no reload.
@MainActor
@Suite struct TableModelDataSourceTransitionTests {
    let scheduler = ManualScheduler()

    func model(_ sections: [(String?, [TransitionRow])], footer: String? = nil) -> TableModel<TransitionRow> {
        TableModel(sections: sections.map { TableSection(header: $0.0, rows: $0.1, footer: footer) })
    }

    func source(_ start: TableModel<TransitionRow>) -> (TableModelDataSource<TransitionRow>, ListMirror) {
        let source = TableModelDataSource(model: start, scheduler: scheduler)
        return (source, ListMirror(source))
    }

    let a = TransitionRow(id: "a"), b = TransitionRow(id: "b"), c = TransitionRow(id: "c"), d = TransitionRow(id: "d")

    @Test func newRowsAndSectionsAreOneBatchOfInserts() {
        let (source, mirror) = source(model([("One", [a, c])]))
        source.transition(to: model([("One", [a, b, c]), ("Two", [d])]))
        #expect(mirror.reloads == 0)
        #expect(mirror.batches.count == 1)
        #expect(mirror.batches.first?.changes.items.inserts == [ItemPath(section: 0, item: 1)])
        #expect(mirror.batches.first?.changes.sections.inserts == [1])
        #expect(mirror.batches.first?.changes.items.deletes.isEmpty == true)
        #expect(mirror.isInSync && mirror.failures.isEmpty)
        #expect(source.model.rowCounts == [3, 1])
    }

    @Test func goneRowsAndSectionsAreOneBatchOfDeletes() {
        let (source, mirror) = source(model([("One", [a, b, c]), ("Two", [d])]))
        source.transition(to: model([("One", [a, c])]))
        #expect(mirror.reloads == 0)
        #expect(mirror.batches.count == 1)
        #expect(mirror.batches.first?.changes.items.deletes == [ItemPath(section: 0, item: 1)])
        #expect(mirror.batches.first?.changes.sections.deletes == [1])
        #expect(mirror.batches.first?.changes.items.inserts.isEmpty == true)
        #expect(mirror.isInSync && mirror.failures.isEmpty)
    }

    @Test func aChangedValueIsAnUpdateInPlace() {
        let (source, mirror) = source(model([("One", [a, b])]))
        source.transition(to: model([("One", [a, TransitionRow(id: "b", value: "2")])]))
        #expect(
            mirror.batches.map(\.changes.items.updates) == [[.init(old: ItemPath(section: 0, item: 1), new: ItemPath(section: 0, item: 1))]]
        )
        #expect(mirror.batches.first?.changes.items.inserts.isEmpty == true)
        #expect(source.row(at: ItemPath(section: 0, item: 1))?.value == "2")
        #expect(mirror.isInSync && mirror.failures.isEmpty)
    }

    @Test func theSameModelReportsNothing() {
        let (source, mirror) = source(model([("One", [a, b])]))
        source.transition(to: model([("One", [a, b])]))
        #expect(mirror.batches.isEmpty && mirror.reloads == 0)
    }

    @Test func aChangedFooterIsTheSectionOutAndIn() {
        let (source, mirror) = source(model([("One", [a])], footer: "old"))
        source.transition(to: model([("One", [a])], footer: "new"))
        #expect(mirror.batches.first?.changes.sections == ChangeSet(deletes: [0], inserts: [0]))
        #expect(source.model.sections.first?.footer == "new")
    }

    @Test(arguments: [
        ([["a", "b", "c"]], [["c", "b", "a"]]),
        ([["a", "b"], ["c"]], [["c"], ["a", "b"]]),
        ([["a"], [], ["b", "c"]], [["b", "x"], ["a"], []]),
        ([[], ["a", "b", "c", "d"]], [["d", "a"], ["c", "b", "y"]]),
    ])
    func anyTargetIsReachedAndTheMirrorFollows(from: [[String]], to: [[String]]) {
        // Headers by position's content so that sections move too.
        func built(_ sections: [[String]]) -> TableModel<TransitionRow> {
            TableModel(sections: sections.map { TableSection(header: "S" + $0.joined(), rows: $0.map { TransitionRow(id: $0) }) })
        }
        let (source, mirror) = source(built(from))
        source.transition(to: built(to))
        #expect(source.model == built(to))
        #expect(mirror.reloads == 0 && mirror.batches.count == 1)
        #expect(mirror.isInSync && mirror.failures.isEmpty)
    }
}
