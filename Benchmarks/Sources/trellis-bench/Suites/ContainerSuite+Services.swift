import Dispatch
import TrellisShell
import TrellisTerminalTesting

/// `services-start-100-dag`: 100 services in a seeded random DAG, each `start()` sleeping
/// 1 ms. The floor is the DAG's critical path, weighed with the start durations the runner
/// measured for each service in the same run (a sleep of 1 ms takes a little longer than
/// 1 ms; the floor counts what it really took). The target is a ratio ≤ 1.2.
func servicesStartCase(quick: Bool) -> BenchmarkCase {
    let graph = randomServiceGraph(count: 100, seed: 100)
    var lastCriticalPath = 0.0
    let critical: () -> Double = { lastCriticalPath }
    return BenchmarkCase(
        "services-start-100-dag", kind: .floor, peer: "critical-path",
        trellis: {
            let runner = ServiceRunner(graph)
            let elapsed = try Stopwatch.time { try blockingAwait { try await runner.start() } }
            let durations = blockOn { await runner.startDurations }
            lastCriticalPath = criticalPath(graph, durations: durations)
            _ = blockOn { await runner.stop() }
            return elapsed
        },
        peerRun: { critical() })
}

/// A service whose start takes 1 ms, the way a real one waits on I/O.
struct SleepingService: Service {
    func start() async throws { try await Task.sleep(for: .milliseconds(1)) }
    func stop() async throws {}
}

/// Service `i` depends on up to three earlier ones, so the graph is acyclic by construction.
private func randomServiceGraph(count: Int, seed: UInt64) -> ServiceGraph {
    var random = SeededGenerator(seed: seed)
    var graph = ServiceGraph()
    for index in 0..<count {
        let dependencies =
            index == 0
            ? []
            : Set(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    ServiceID("s\(Int.random(in: 0..<index, using: &random))")
                })
        try! graph.add(ServiceID("s\(index)"), SleepingService(), dependsOn: Array(dependencies).sorted())
    }
    return graph
}

/// The longest path through the DAG, each service weighing its measured start duration.
private func criticalPath(_ graph: ServiceGraph, durations: [ServiceID: Duration]) -> Double {
    var finish: [ServiceID: Double] = [:]
    for id in try! graph.startOrder() {
        let own = durations[id].map { Double($0.components.seconds) * 1e9 + Double($0.components.attoseconds) / 1e9 } ?? 0
        finish[id] = (graph.dependencies(of: id) ?? []).map { finish[$0] ?? 0 }.max(by: <).map { $0 + own } ?? own
    }
    return finish.values.max() ?? 0
}

/// Runs async work that cannot fail from the synchronous harness (``blockingAwait(_:)``).
private func blockOn<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    try! blockingAwait { () async throws -> T in await body() }
}
