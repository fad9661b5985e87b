import Testing

@testable import TrellisReactor

/// Every transition of `Loadable`, from every phase.
@Suite struct LoadableTests {
    static let down = LoadFailure(message: "down")
    static let everyPhase: [Loadable<[Int]>] = [
        .notLoaded, .loading, .refreshing([1]), .loaded([1]), .failed(down, last: [1]), .failed(down, last: nil),
    ]

    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    @Test func beginLoadsWithoutAValueAndRefreshesWithOne() {
        let after = Self.everyPhase.map { phase -> Loadable<[Int]> in
            var phase = phase
            phase.begin()
            return phase
        }
        #expect(after == [.loading, .loading, .refreshing([1]), .refreshing([1]), .refreshing([1]), .loading])
    }

    @Test(arguments: everyPhase) func finishLoadsFromEveryPhase(_ phase: Loadable<[Int]>) {
        var phase = phase
        phase.finish([2, 3])
        #expect(phase == .loaded([2, 3]))
    }

    @Test func failKeepsTheValueShownSoFarAsTheLastOne() {
        let after = Self.everyPhase.map { phase -> Loadable<[Int]> in
            var phase = phase
            phase.fail(Oops())
            return phase
        }
        let oops = LoadFailure(message: "oops")
        #expect(
            after == [
                .failed(oops, last: nil), .failed(oops, last: nil), .failed(oops, last: [1]),
                .failed(oops, last: [1]), .failed(oops, last: [1]), .failed(oops, last: nil),
            ])
    }

    @Test func finishWithAResultFinishesOrFails() {
        var phase = Loadable<[Int]>.loading
        phase.finish(Result<[Int], Oops>.success([4]))
        #expect(phase == .loaded([4]))
        phase.begin()
        phase.finish(Result<[Int], Oops>.failure(Oops()))
        #expect(phase == .failed(LoadFailure(message: "oops"), last: [4]))
    }

    @Test(arguments: everyPhase) func resetForgetsEverything(_ phase: Loadable<[Int]>) {
        var phase = phase
        phase.reset()
        #expect(phase == .notLoaded)
    }

    @Test func modifyChangesTheValueAndKeepsThePhase() {
        let after = Self.everyPhase.map { phase -> Loadable<[Int]> in
            var phase = phase
            phase.modify { $0.append(9) }
            return phase
        }
        #expect(
            after == [
                .notLoaded, .loading, .refreshing([1, 9]), .loaded([1, 9]), .failed(Self.down, last: [1, 9]),
                .failed(Self.down, last: nil),
            ])
    }

    @Test func modifyPassesOnWhatItsBodyThrows() {
        var phase = Loadable<[Int]>.loaded([1])
        #expect(throws: Oops.self) { try phase.modify { _ in throw Oops() } }
        #expect(phase == .loaded([1]))
    }

    @Test func readingValueLoadingAndFailure() {
        #expect(Self.everyPhase.map(\.value) == [nil, nil, [1], [1], [1], nil])
        #expect(Self.everyPhase.map(\.isLoading) == [false, true, true, false, false, false])
        #expect(Self.everyPhase.map(\.failure) == [nil, nil, nil, nil, Self.down, Self.down])
    }

    @Test func mapKeepsThePhase() {
        #expect(
            Self.everyPhase.map { $0.map(\.count) } == [
                .notLoaded, .loading, .refreshing(1), .loaded(1), .failed(Self.down, last: 1), .failed(Self.down, last: nil),
            ])
    }

    @Test func aFailedLoadThenABeginShowsTheLastValueAgain() {
        var breeds = Loadable<[Int]>.notLoaded
        breeds.begin()
        breeds.finish([1, 2])
        breeds.begin()
        breeds.fail(Oops())
        breeds.begin()
        #expect(breeds == .refreshing([1, 2]))
    }
}
