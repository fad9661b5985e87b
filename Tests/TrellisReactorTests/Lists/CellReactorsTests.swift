import Testing
import TrellisViews

@testable import TrellisReactor

/// `CellReactors`: a row keeps its reactor across the list's diffs, is told of newer items,
/// and its owner's bindings go away with it (Drrrible's cell reactors, kept).
@MainActor
@Suite struct CellReactorsTests {
    struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var place: String
    }

    /// A row's reactor: the place it shows, and a pulse its owner observes.
    final class RowReactor: Reactor {
        enum Action: Equatable, Sendable {
            case show(String)
            case refuse
        }
        struct State: Equatable, Sendable {
            var place: String
            @Pulse var refusal: String? = nil
        }
        let runtime: ReactorRuntime<RowReactor>
        init(_ row: Row) { runtime = ReactorRuntime(initialState: State(place: row.place)) }
        func reduce(_ state: inout State, _ action: Action) {
            switch action {
            case .show(let place): state.place = place
            case .refuse: state.refusal = "refused"
            }
        }
    }

    final class Log {
        var made: [Int] = []
        var refusals: [String] = []
    }

    func rows(_ log: Log) -> CellReactors<Row, Int, RowReactor> {
        CellReactors(
            make: {
                log.made.append($0.id)
                return RowReactor($0)
            }, update: { $0.send(.show($1.place)) },
            observe: { row, bag in row.pulse(\.$refusal) { if let refusal = $0 { log.refusals.append(refusal) } }.store(in: bag) })
    }

    @Test func aRowKeepsItsReactorAcrossDiffsAndIsToldOfNewerItems() {
        let log = Log()
        let rows = rows(log)
        rows.keep([Row(id: 1, place: "roof"), Row(id: 2, place: "shed")])
        let first = rows[1]
        rows.keep([Row(id: 3, place: "yard"), Row(id: 1, place: "roof, again")])
        #expect(rows[1] === first && rows[1]?.currentState.place == "roof, again")
        #expect(rows.count == 2 && rows[2] == nil)
        #expect(log.made == [1, 2, 3])
        #expect(rows.reactor(for: Row(id: 3, place: "garden")).currentState.place == "garden")
        #expect(log.made == [1, 2, 3])
    }

    @Test func aRowAskedForBeforeTheListHasItIsMadeOnceAndKept() {
        let log = Log()
        let rows = rows(log)
        let early = rows.reactor(for: Row(id: 7, place: "roof"))
        rows.keep([Row(id: 7, place: "roof")])
        #expect(rows[7] === early && log.made == [7])
    }

    @Test func theOwnersBindingsFollowEachRowAndGoAwayWithIt() {
        let log = Log()
        let rows = rows(log)
        rows.keep([Row(id: 1, place: "roof"), Row(id: 2, place: "shed")])
        let dropped = rows[2]
        rows[1]?.send(.refuse)
        #expect(log.refusals == ["refused"])
        rows.keep([Row(id: 1, place: "roof")])
        dropped?.send(.refuse)  // its row is gone: nobody listens any more
        #expect(log.refusals == ["refused"])
        rows.keep([])
        #expect(rows.count == 0)
    }
}
