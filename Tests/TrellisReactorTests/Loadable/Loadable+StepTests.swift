import Testing
import TrellisTestSupport

@testable import TrellisReactor

/// `Loadable.Step`, `Loadable.apply(_:)` and `Effect.load`: a load as mutations, one reducer line.
@MainActor
@Suite struct LoadableStepTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the catalog is down" }
    }

    /// A reactor whose whole job is one load: its mutation is the step.
    final class NamesReactor: Reactor {
        enum Action: Sendable { case load }
        struct State: Sendable, Equatable { var names: Loadable<[String]> = .notLoaded }
        let runtime = ReactorRuntime<NamesReactor>(initialState: State())
        let fetch: @Sendable () async throws -> [String]

        init(fetch: @escaping @Sendable () async throws -> [String]) { self.fetch = fetch }

        func mutate(_ action: Action) -> Effect<Loadable<[String]>.Step> { .load(fetch) }
        func reduce(_ state: inout State, _ step: Loadable<[String]>.Step) { state.names.apply(step) }
    }

    /// A reactor with more to do: the step is wrapped in a case.
    final class CountsReactor: Reactor {
        enum Action: Sendable { case load, bump }
        enum Mutation: Sendable {
            case counts(Loadable<[Int]>.Step)
            case bump
        }
        struct State: Sendable, Equatable {
            var counts: Loadable<[Int]> = .notLoaded
            var bumps = 0
        }
        let runtime = ReactorRuntime<CountsReactor>(initialState: State())

        func mutate(_ action: Action) -> Effect<Mutation> {
            switch action {
            case .load: .load({ [1, 2, 3] }, as: Mutation.counts)
            case .bump: .just(.bump)
            }
        }

        func reduce(_ state: inout State, _ mutation: Mutation) {
            switch mutation {
            case .counts(let step): state.counts.apply(step)
            case .bump: state.bumps += 1
            }
        }
    }

    @Test func applyTakesEachStepAsTheTransitionOfTheSameName() {
        var names = Loadable<[String]>.notLoaded
        names.apply(.begin)
        #expect(names == .loading)
        names.apply(.finish(["Abyssinian"]))
        #expect(names == .loaded(["Abyssinian"]))
        names.apply(.begin)
        #expect(names == .refreshing(["Abyssinian"]))
        names.apply(.fail(LoadFailure(message: "offline")))
        #expect(names == .failed(LoadFailure(message: "offline"), last: ["Abyssinian"]))
    }

    @Test func aLoadBeginsBeforeSendReturnsThenFinishesWithTheValue() async {
        let gate = AsyncStream<Void>.makeStream()
        let reactor = NamesReactor {
            for await _ in gate.stream { break }
            return ["Bengal", "Sphynx"]
        }

        reactor.send(.load)
        #expect(reactor.currentState.names == .loading)  // the placeholder shows at once

        gate.continuation.yield()
        #expect(await eventually { reactor.currentState.names == .loaded(["Bengal", "Sphynx"]) })
    }

    @Test func aThrownErrorFailsTheLoadWithItsDescriptionAndKeepsTheLastValue() async {
        let attempts = Probe(0)
        let reactor = NamesReactor {
            attempts.update { $0 += 1 }
            if attempts.value > 1 { throw Failure() }
            return ["Bengal"]
        }
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.names == .loaded(["Bengal"]) })

        reactor.send(.load)
        #expect(reactor.currentState.names == .refreshing(["Bengal"]))
        #expect(await eventually { reactor.currentState.names.failure != nil })
        #expect(reactor.currentState.names == .failed(LoadFailure(message: "the catalog is down"), last: ["Bengal"]))
    }

    @Test func aWrappedLoadLeavesTheRestOfTheStateAlone() async {
        let reactor = CountsReactor()
        reactor.send(.bump)
        reactor.send(.load)
        #expect(reactor.currentState == CountsReactor.State(counts: .loading, bumps: 1))
        #expect(await eventually { reactor.currentState.counts == .loaded([1, 2, 3]) })
        #expect(reactor.currentState.bumps == 1)
    }
}
