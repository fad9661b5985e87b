import OpenCombine
import TrellisReactor
import TrellisTerminalTesting

/// Suite `reactor`: the cost of the reactor pipeline itself.
///
/// - A million actions through `send → mutate → reduce → one observer`, against the same
///   pipeline in OpenCombine (`PassthroughSubject → scan → sink`, a peer) and against
///   `reduce` called in a plain loop (the floor: no pipeline at all).
/// - One action on one of 1,000 cell reactors owned by a screen reactor: the time per
///   action and how many `reduce` calls it caused (`trellis_reduces`: 1, not 1,000 —
///   the scoping cost TCA users measured in #2354, #2972 and #3597).
let reactorSuite = BenchmarkSuite(name: "reactor") { quick in
    let actionCount = quick ? 100_000 : 1_000_000
    let label = quick ? "100k" : "1m"
    let cellCount = 1_000
    let cellActions = quick ? 1_000 : 10_000
    var random = SeededGenerator(seed: 13)
    let targets = (0..<cellActions).map { _ in Int.random(in: 0..<cellCount, using: &random) }
    // Counted on a real run, before timing: reduces caused by one action on one cell.
    let reducesPerAction = MainActor.assumeIsolated { ReactorBench.reducesForOneCellAction(cells: cellCount) }
    // Both pipelines must show their observer every state: the same sum of what it saw.
    let seen = (
        MainActor.assumeIsolated { ReactorBench.timeReactor(actions: 1_000).seen }, ReactorBench.timeOpenCombine(actions: 1_000).seen
    )
    try requireAgreement(
        seen.0 == seen.1, suite: "reactor", case: "\(label)-actions-one-observer",
        "after 1,000 actions the reactor's observer saw a sum of \(seen.0), OpenCombine's sink \(seen.1)")

    return [
        BenchmarkCase(
            "\(label)-actions-one-observer", kind: .peer, peer: "opencombine-subject-scan-sink",
            trellis: { MainActor.assumeIsolated { ReactorBench.timeReactor(actions: actionCount).nanoseconds } },
            peerRun: { ReactorBench.timeOpenCombine(actions: actionCount).nanoseconds }),
        BenchmarkCase(
            "\(label)-actions-one-observer", kind: .floor, peer: "plain-reduce-loop",
            trellis: { MainActor.assumeIsolated { ReactorBench.timeReactor(actions: actionCount).nanoseconds } },
            peerRun: { ReactorBench.timePlainLoop(actions: actionCount) }),
        BenchmarkCase(
            "one-action-on-1-of-\(cellCount)-cells", kind: .floor, peer: "one-reduce-call",
            counts: [(field: "trellis_reduces", value: reducesPerAction)],
            trellis: { MainActor.assumeIsolated { ReactorBench.timeCellActions(cells: cellCount, targets: targets) } },
            peerRun: { ReactorBench.timeOneReducePerAction(count: targets.count) }),
    ]
}

enum ReactorBench {
    struct State: Sendable {
        var count = 0
        var last = 0
    }

    /// The reducer every side runs; never inlined, so the floor pays one call per action
    /// as every pipeline must (inlined, the plain loop folds to a closed form).
    @inline(never)
    static func reduce(_ state: inout State, _ action: Int) {
        state.count &+= 1
        state.last = action
    }

    /// A reactor whose actions are their own mutations.
    @MainActor
    final class CounterReactor: Reactor {
        typealias Action = Int
        let runtime = ReactorRuntime<CounterReactor>(initialState: State())
        let counter: ReduceCounter?

        init(counter: ReduceCounter? = nil) { self.counter = counter }

        func reduce(_ state: inout State, _ mutation: Int) {
            counter?.count += 1
            ReactorBench.reduce(&state, mutation)
        }
    }

    /// A screen owning 1,000 cell reactors; its own state is the list of cells.
    @MainActor
    final class ScreenReactor: Reactor {
        typealias Action = Int
        struct ScreenState: Sendable { var cells: [CounterReactor] }
        let runtime: ReactorRuntime<ScreenReactor>
        let counter: ReduceCounter

        init(cells: Int, counter: ReduceCounter) {
            self.counter = counter
            runtime = ReactorRuntime(initialState: ScreenState(cells: (0..<cells).map { _ in CounterReactor(counter: counter) }))
        }

        func reduce(_ state: inout ScreenState, _ mutation: Int) {
            counter.count += 1
        }
    }

    @MainActor
    final class ReduceCounter { var count = 0 }

    @MainActor
    static func timeReactor(actions: Int) -> (nanoseconds: Double, seen: Int) {
        let reactor = CounterReactor()
        var seen = 0
        let observation = reactor.observe { state in seen &+= state.last }
        let elapsed = Stopwatch.time {
            for action in 0..<actions { reactor.send(action) }
        }
        observation.cancel()
        blackHole(seen)
        return (elapsed, seen)
    }

    static func timeOpenCombine(actions: Int) -> (nanoseconds: Double, seen: Int) {
        let subject = PassthroughSubject<Int, Never>()
        var seen = 0
        let cancellable =
            subject
            .scan(State()) { state, action in
                var next = state
                reduce(&next, action)
                return next
            }
            .sink { state in seen &+= state.last }
        let elapsed = Stopwatch.time {
            for action in 0..<actions { subject.send(action) }
        }
        cancellable.cancel()
        blackHole(seen)
        return (elapsed, seen)
    }

    static func timePlainLoop(actions: Int) -> Double {
        var state = State()
        let elapsed = Stopwatch.time {
            for action in 0..<actions { reduce(&state, action) }
            blackHole(state)
        }
        return elapsed
    }

    /// Nanoseconds per action on a random cell of a 1,000-cell screen.
    @MainActor
    static func timeCellActions(cells: Int, targets: [Int]) -> Double {
        let screen = ScreenReactor(cells: cells, counter: ReduceCounter())
        let reactors = screen.currentState.cells
        let observations = reactors.map { $0.observe { _ in } }
        let elapsed = Stopwatch.time {
            for target in targets { reactors[target].send(target) }
        }
        blackHole(observations)
        return elapsed / Double(targets.count)
    }

    /// Nanoseconds per plain `reduce` call: the floor of one action.
    static func timeOneReducePerAction(count: Int) -> Double {
        var state = State()
        let elapsed = Stopwatch.time {
            for action in 0..<count { reduce(&state, action) }
            blackHole(state)
        }
        return elapsed / Double(count)
    }

    /// How many `reduce` calls, screen and cells together, one action on one cell makes.
    @MainActor
    static func reducesForOneCellAction(cells: Int) -> Int {
        let counter = ReduceCounter()
        let screen = ScreenReactor(cells: cells, counter: counter)
        let observations = screen.currentState.cells.map { $0.observe { _ in } }
        let screenObservation = screen.observe { _ in }
        counter.count = 0
        screen.currentState.cells[cells / 2].send(1)
        blackHole((observations, screenObservation))
        return counter.count
    }
}
