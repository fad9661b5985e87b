import Testing
import TrellisTestSupport

@testable import TrellisReactor

/// `Effect.load(streaming:…)`: a load that delivers a stored value, then the server's, as
/// `Loadable` steps; it fails only before its first value.
@MainActor
@Suite struct EffectLoadStreamTests {
    struct Down: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    /// An element as a catalog sends it: a value, and whether it came from the network.
    struct Fetched: Sendable, Equatable {
        var names: [String]
        var fromNetwork: Bool
    }

    final class NamesReactor: Reactor {
        enum Action: Sendable { case load }
        enum Mutation: Sendable {
            case names(Loadable<[String]>.Step)
            case lastFromNetwork(Bool)
        }
        struct State: Sendable, Equatable {
            var names: Loadable<[String]> = .notLoaded
            var lastFromNetwork: Bool?
        }
        let runtime = ReactorRuntime<NamesReactor>(initialState: State())
        let elements: @Sendable () -> AsyncThrowingStream<Fetched, any Error>
        let empty: [String]?

        init(empty: [String]? = nil, _ elements: @escaping @Sendable () -> AsyncThrowingStream<Fetched, any Error>) {
            (self.elements, self.empty) = (elements, empty)
        }

        func mutate(_ action: Action) -> Effect<Mutation> {
            .load(
                streaming: elements, value: \.names, orEmpty: empty, nothing: LoadFailure(message: "nothing stored"),
                as: Mutation.names, failure: { LoadFailure(message: "\(LoadFailure($0).message). Press r.") },
                finished: { .lastFromNetwork($0.fromNetwork) })
        }

        func reduce(_ state: inout State, _ mutation: Mutation) {
            switch mutation {
            case .names(let step): state.names.apply(step)
            case .lastFromNetwork(let flag): state.lastFromNetwork = flag
            }
        }
    }

    static func stream(_ elements: [Fetched], then error: (any Error)? = nil) -> @Sendable () -> AsyncThrowingStream<Fetched, any Error> {
        {
            AsyncThrowingStream { continuation in
                for element in elements { continuation.yield(element) }
                continuation.finish(throwing: error)
            }
        }
    }

    @Test func eachValueFinishesTheLoadAndTheLastOneIsFinishedWith() async {
        let reactor = NamesReactor(
            Self.stream([Fetched(names: ["Korat"], fromNetwork: false), Fetched(names: ["Korat", "Sphynx"], fromNetwork: true)]))
        reactor.send(.load)
        #expect(reactor.currentState.names == .loading)
        #expect(await eventually { reactor.currentState.lastFromNetwork == true })
        #expect(reactor.currentState.names == .loaded(["Korat", "Sphynx"]))
    }

    @Test func anErrorBeforeTheFirstValueFailsTheLoadInTheFailuresWords() async {
        let reactor = NamesReactor(Self.stream([], then: Down()))
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.names.failure != nil })
        #expect(reactor.currentState.names.failure == LoadFailure(message: "the server is down. Press r."))
        #expect(reactor.currentState.lastFromNetwork == nil)
    }

    @Test func anErrorAfterAValueKeepsTheValueAndStillFinishes() async {
        let reactor = NamesReactor(Self.stream([Fetched(names: ["Korat"], fromNetwork: false)], then: Down()))
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.lastFromNetwork == false })
        #expect(reactor.currentState.names == .loaded(["Korat"]))
    }

    @Test func aStreamWithoutElementsLoadsTheEmptyValue() async {
        let reactor = NamesReactor(empty: [], Self.stream([]))
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.names == .loaded([]) })
        #expect(reactor.currentState.lastFromNetwork == nil)
    }

    @Test func aStreamWithoutElementsOrAnEmptyValueFailsWithNothing() async {
        let reactor = NamesReactor(Self.stream([]))
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.names.failure != nil })
        #expect(reactor.currentState.names.failure == LoadFailure(message: "nothing stored. Press r."))
    }
}
