import Testing
import TrellisLists

@testable import TrellisReactor

/// A bound data source's load request is the one way a list asks its reactor to load:
/// the state alone decides what it sends, so the reactor never hears a repeat.
@MainActor
@Suite struct LoadRequestTests {
    typealias Source = SectionedDataSource<RowSection.Header, Row>

    @Test func twoListsOfOneStateAskedAgainAndAgainSendOneLoadThenOneRefresh() {
        // given two data sources following the same rows (a detail's two parts)
        let reactor = RowsReactor()
        let scheduler = ManualScheduler()
        let (first, second) = (Source(scheduler: scheduler), Source(scheduler: scheduler))
        let bindings = [first, second].map { reactor.bindSections(\.rows, to: $0, load: .load, refresh: .refresh) }

        // when both ask, and ask again, while the load is under way
        first.loadContent()
        second.loadContent()
        first.setNeedsLoadContent()
        scheduler.runPending()

        // then the reactor heard one load
        #expect(reactor.currentState.requests == [.load])

        // when it ends and both ask again (`r`, a screen appearing)
        reactor.send(.finish(RowSection.rows([1])))
        first.loadContent()
        second.loadContent()

        // then one refresh, the rows still shown
        #expect(reactor.currentState.requests == [.load, .refresh])
        #expect(first.itemCounts == [1] && second.itemCounts == [1])
        for binding in bindings { binding.cancel() }
    }

    @Test func theRequestFollowsEveryPhase() {
        typealias Rows = Loadable<[Int]>
        let cases: [(Rows, RowsReactor.Action?)] = [
            (.notLoaded, .load), (.loading, nil), (.refreshing([1]), nil), (.loaded([1]), .refresh),
            (.failed(LoadFailure(message: "down"), last: nil), .refresh), (.failed(LoadFailure(message: "down"), last: [1]), .refresh),
        ]
        for (phase, expected) in cases {
            #expect(RowsReactor.loadRequest(for: phase, load: .load, refresh: .refresh) == expected, "\(phase)")
        }
        #expect(RowsReactor.loadRequest(for: Rows.loaded([1]), load: .load, refresh: nil) == .load)
    }
}
