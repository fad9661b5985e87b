import Testing
import TrellisTestSupport

@testable import TrellisLists

@MainActor
@Suite struct LoadingTokenTests {
    let scheduler = ManualScheduler()
    let misuse = MisuseLog()

    func makeSource() -> ManualCatsDataSource {
        let source = ManualCatsDataSource(scheduler: scheduler)
        source.misuseHandler = misuse.handler
        return source
    }

    @Test func firstLoadGoesToLoadingThenRefreshing() {
        let source = makeSource()
        source.loadContent()
        #expect(source.loadingState == .loadingContent)
        source.tokens[0].done()
        #expect(source.loadingState == .contentLoaded)
        source.loadContent()
        #expect(source.loadingState == .refreshingContent)
        source.tokens[1].ignore()
    }

    @Test func loadingAgainWhileLoadingStaysLoading() {
        let source = makeSource()
        source.loadContent()
        source.loadContent()
        #expect(source.loadingState == .loadingContent)
        source.tokens[0].ignore()
        source.tokens[1].done()
    }

    @Test func updateWithContentMovesThenUpdates() {
        let source = makeSource()
        source.loadContent()
        var stateDuringUpdate: LoadingState?
        source.tokens[0].updateWithContent { me in
            stateDuringUpdate = me.loadingState
            me.setItems(cats([1, 2]))
        }
        #expect(stateDuringUpdate == .contentLoaded)
        #expect(source.items.map(\.id) == [1, 2])
    }

    @Test func updateWithNoContentMovesToNoContent() {
        let source = makeSource()
        source.loadContent()
        source.tokens[0].updateWithNoContent { $0.setItems([]) }
        #expect(source.loadingState == .noContent)
    }

    @Test func doneWithErrorAndWithNil() {
        let source = makeSource()
        source.loadContent()
        source.tokens[0].done(error: LoadFailure())
        #expect(source.loadingState == .error)
        #expect(source.loadingError is LoadFailure)
        source.loadContent()
        source.tokens[1].done(error: nil)
        #expect(source.loadingState == .contentLoaded)
        #expect(source.loadingError == nil)
    }

    @Test func staleTokenChangesNothing() {
        // given two loads, the first superseded by the second
        let source = makeSource()
        source.loadContent()
        source.loadContent()
        let (stale, current) = (source.tokens[0], source.tokens[1])
        #expect(!stale.isCurrent && current.isCurrent)
        // when the slow first load answers last
        current.updateWithContent { $0.setItems(cats([2])) }
        stale.updateWithContent { $0.setItems(cats([1])) }
        // then the newer content stays
        #expect(source.items.map(\.id) == [2])
        #expect(source.loadingState == .contentLoaded)
        #expect(misuse.reports.isEmpty)
    }

    @Test func staleTokenCannotSetAnError() {
        let source = makeSource()
        source.loadContent()
        source.loadContent()
        source.tokens[1].done()
        source.tokens[0].done(error: LoadFailure())
        #expect(source.loadingState == .contentLoaded)
        #expect(source.loadingError == nil)
    }

    @Test func resetMakesOutstandingTokensStale() {
        let source = makeSource()
        source.loadContent()
        source.resetContent()
        #expect(source.loadingState == .initial)
        source.tokens[0].updateWithContent { $0.setItems(cats([1])) }
        #expect(source.items.isEmpty)
        #expect(source.loadingState == .initial)
    }

    @Test func secondCompletionIsReportedNamingTheDataSourceAndIgnored() {
        let source = makeSource()
        source.title = "All"
        source.loadContent()
        source.tokens[0].done()
        source.tokens[0].done(error: LoadFailure())
        #expect(source.loadingState == .contentLoaded)
        #expect(misuse.reports.map(\.kind) == [.tokenCompletedTwice])
        #expect(misuse.reports.first?.dataSource.contains("ManualCatsDataSource \"All\"") == true)
    }

    /// `r` pressed twice: the first load's token is superseded and dropped. Nothing waits
    /// for a stale token, so dropping it is normal, not misuse (in a debug build the default
    /// handler would stop the app).
    @Test func aStaleTokenDroppedWithoutCompletingIsNotReported() {
        let source = makeSource()
        var first: LoadingToken<ManualCatsDataSource>?
        source.loadContent { first = $0 }
        source.loadContent { _ in }  // the reload's token is current, and dropped: reported
        #expect(misuse.reports.map(\.kind) == [.tokenNeverCompleted])
        source.loadContent { $0.done() }
        #expect(first?.isCurrent == false)
        first = nil  // stale, dropped
        source.resetContent()
        #expect(misuse.reports.map(\.kind) == [.tokenNeverCompleted])
    }

    @Test func tokenDroppedWithoutCompletingIsReported() {
        let source = makeSource()
        source.loadContent { _ in }  // the body forgets the token
        #expect(misuse.reports.map(\.kind) == [.tokenNeverCompleted])
    }

    @Test func tokenOfAGoneDataSourceIsNotReported() {
        var token: LoadingToken<ManualCatsDataSource>?
        do {
            let source = makeSource()
            source.loadContent { token = $0 }
        }
        #expect(token?.isCurrent == false)
        token = nil
        #expect(misuse.reports.isEmpty)
    }

    @Test func whenLoadedRunsOnceAtTheNextCompletion() {
        let source = makeSource()
        var runs = 0
        source.whenLoaded { runs += 1 }
        source.loadContent()
        #expect(runs == 0)
        source.tokens[0].done()
        #expect(runs == 1)
        source.loadContent()
        source.tokens[1].done()
        #expect(runs == 1)
    }

    @Test func whenLoadedRunsAtOnceIfAlreadyLoaded() {
        let source = makeSource()
        source.loadContent()
        source.tokens[0].done()
        var ran = false
        source.whenLoaded { ran = true }
        #expect(ran)
    }

    @Test func observersHearTheLoadFinish() {
        let source = makeSource()
        let mirror = ListMirror(source)
        source.loadContent()
        source.tokens[0].done(error: LoadFailure())
        #expect(mirror.loadedErrors == ["LoadFailure()"])
        #expect(mirror.states == [.loadingContent, .error])
    }
}

@MainActor
@Suite struct CoalescingTests {
    @Test func tenCallsInOneTurnMakeOneLoad() {
        let scheduler = ManualScheduler()
        let source = ManualCatsDataSource(scheduler: scheduler)
        for _ in 0..<10 { source.setNeedsLoadContent() }
        #expect(source.loadCount == 0)
        scheduler.runPending()
        #expect(source.loadCount == 1)
        source.tokens[0].done()
    }

    @Test func aLaterTurnLoadsAgain() {
        let scheduler = ManualScheduler()
        let source = ManualCatsDataSource(scheduler: scheduler)
        source.setNeedsLoadContent()
        scheduler.runPending()
        source.setNeedsLoadContent()
        source.setNeedsLoadContent()
        scheduler.runPending()
        #expect(source.loadCount == 2)
        source.tokens.forEach { $0.ignore() }
    }

    @Test func resetCancelsAScheduledLoad() {
        let scheduler = ManualScheduler()
        let source = ManualCatsDataSource(scheduler: scheduler)
        source.setNeedsLoadContent()
        source.resetContent()
        scheduler.runPending()
        #expect(source.loadCount == 0)
    }

    @Test func theDefaultSchedulerRunsAfterTheTurn() async {
        let source = ManualCatsDataSource()
        for _ in 0..<10 { source.setNeedsLoadContent() }
        #expect(source.loadCount == 0)
        #expect(await eventually { source.loadCount > 0 })
        #expect(source.loadCount == 1)
        source.tokens.forEach { $0.ignore() }
    }
}
