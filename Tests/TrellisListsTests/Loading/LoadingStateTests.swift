import Testing

@testable import TrellisLists

@Suite struct LoadingStateTests {
    /// AAPL's table, written out independently of the implementation.
    static let legal: Set<String> = [
        "initial→loadingContent",
        "loadingContent→contentLoaded", "loadingContent→noContent", "loadingContent→error",
        "refreshingContent→contentLoaded", "refreshingContent→noContent", "refreshingContent→error",
        "contentLoaded→refreshingContent", "contentLoaded→noContent", "contentLoaded→error",
        "noContent→refreshingContent", "noContent→contentLoaded", "noContent→error",
        "error→loadingContent", "error→refreshingContent", "error→noContent", "error→contentLoaded",
    ]

    @Test(arguments: LoadingState.allCases)
    func everyTransitionFromState(_ from: LoadingState) {
        for to in LoadingState.allCases {
            let expected = from == to || Self.legal.contains("\(from)→\(to)")
            #expect(from.canTransition(to: to) == expected, "\(from) → \(to)")
        }
    }

    /// Drives a data source into `state` through legal moves only.
    @MainActor static func source(in state: LoadingState) -> DataSource {
        let source = DataSource(scheduler: ManualScheduler())
        let path: [LoadingState] =
            switch state {
            case .initial: []
            case .loadingContent: [.loadingContent]
            case .contentLoaded: [.loadingContent, .contentLoaded]
            case .refreshingContent: [.loadingContent, .contentLoaded, .refreshingContent]
            case .noContent: [.loadingContent, .noContent]
            case .error: [.loadingContent, .error]
            }
        for step in path { source.loadingState = step }
        return source
    }

    @Test(arguments: LoadingState.allCases)
    @MainActor func everyLegalTransitionMovesAndNotifies(_ from: LoadingState) {
        for to in LoadingState.allCases where Self.legal.contains("\(from)→\(to)") {
            let source = Self.source(in: from)
            let mirror = ListMirror(source)
            source.loadingState = to
            #expect(source.loadingState == to)
            #expect(mirror.states == [to])
        }
    }

    @Test(arguments: LoadingState.allCases)
    @MainActor func sameStateIsANoOp(_ state: LoadingState) {
        let source = Self.source(in: state)
        let mirror = ListMirror(source)
        source.loadingState = state
        #expect(mirror.states.isEmpty)
    }

    @Test func illegalTransitionsAreExactlyTheRest() {
        let all = LoadingState.allCases.flatMap { from in LoadingState.allCases.map { (from, $0) } }
        let illegal = all.filter { !$0.0.canTransition(to: $0.1) }
        #expect(illegal.count == 36 - 6 - 17)
    }

    @Test func illegalTransitionTrapsNamingBothStates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = DataSource(scheduler: ManualScheduler())
                source.loadingState = .contentLoaded  // initial → contentLoaded: not a legal move
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("illegal loading state transition initial → contentLoaded"))
    }

    @Test func illegalTransitionFromLoadedToLoadingTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = DataSource(scheduler: ManualScheduler())
                source.loadingState = .loadingContent
                source.loadingState = .contentLoaded
                source.loadingState = .loadingContent  // contentLoaded → loadingContent: refresh instead
            }
        }
    }
}
