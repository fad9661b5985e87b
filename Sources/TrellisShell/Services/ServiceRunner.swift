/// Starts a ``ServiceGraph`` in dependency order and stops it in reverse.
///
/// Start: every service whose dependencies have *finished* starting is started at once, so
/// independent services start concurrently and a service never sees a dependency that is
/// still starting (swift-service-lifecycle's `ServiceGroup` starts all services together and
/// leaves readiness to them). If one fails, the starts still running are cancelled, what
/// had started is stopped in reverse, and ``ServiceStartError/failed(_:error:rollback:)``
/// says which service failed, why, and how the rollback went.
///
/// Stop: a service is stopped once every service that depends on it has stopped; each
/// `stop()` gets `gracePeriod`, after which it is cancelled (the escalation) and reported
/// as ``StopOutcome/cancelledAfterTimeout``.
///
/// A `stop()` that arrives while `start()` runs is not lost: no further service is
/// started, the starts under way are cancelled, and once they return, every service that
/// finished starting is stopped; that `stop()` returns the report and `start()` throws
/// ``ServiceStartError/stoppedWhileStarting(_:)``.
public actor ServiceRunner {
    /// The services and their dependencies.
    public let graph: ServiceGraph
    /// The services that finished starting, in the order they finished.
    public private(set) var started: [ServiceID] = []
    /// How long each successful `start()` took: with the graph, this gives the critical path.
    public private(set) var startDurations: [ServiceID: Duration] = [:]
    private var phase = Phase.idle
    /// The grace period of a `stop()` that came while starting, and the callers waiting for its report.
    private var stopRequest: (gracePeriod: Duration, waiting: [CheckedContinuation<ShutdownReport, Never>])?
    /// Wakes the running `start()` when a stop comes, so it cancels the starts under way.
    private var signalStop: AsyncStream<Void>.Continuation?

    enum Phase { case idle, starting, running, stopping, stopped }

    /// Makes a runner for `graph`; nothing starts until `start()`.
    public init(_ graph: ServiceGraph) { self.graph = graph }

    /// Starts every service, each after its dependencies finished starting.
    ///
    /// - Throws: ``ServiceStartError``: the graph is invalid (nothing was started), the
    ///   runner was already started, or a service failed (the others were rolled back).
    public func start(rollbackGracePeriod: Duration = .seconds(5)) async throws(ServiceStartError) {
        guard phase == .idle else { throw .alreadyStarted }
        let order: [ServiceID]
        do { order = try graph.startOrder() } catch { throw .invalidGraph(error) }
        phase = .starting
        let entries = graph.entries
        var remaining = entries.map(\.dependencies.count)
        var dependents = [[Int]](repeating: [], count: entries.count)
        for (position, entry) in entries.enumerated() {
            for dependency in entry.dependencies { dependents[graph.index[dependency]!].append(position) }
        }
        var failure: (ServiceID, any Error)?
        let clock = ContinuousClock()
        let (stopSignal, signalStop) = AsyncStream<Void>.makeStream()
        self.signalStop = signalStop
        defer { self.signalStop = nil }
        // `nil` is the stop watcher: it answers when a stop comes (or the starts are over).
        await withTaskGroup(of: (Int, Result<Duration, any Error>)?.self) { group in
            group.addTask {
                for await _ in stopSignal { return nil }
                return nil
            }
            var running = 0
            func launch(_ position: Int) {
                let service = entries[position].service
                running += 1
                group.addTask {
                    let began = clock.now
                    do {
                        try Task.checkCancellation()
                        try await service.start()
                        return (position, .success(began.duration(to: clock.now)))
                    } catch {
                        return (position, .failure(error))
                    }
                }
            }
            for id in order where remaining[graph.index[id]!] == 0 { launch(graph.index[id]!) }
            if running == 0 { signalStop.finish() }
            while let next = await group.next() {
                guard let (position, result) = next else {
                    group.cancelAll()  // a stop came: cancel the starts under way, start nothing more
                    continue
                }
                running -= 1
                defer { if running == 0 { signalStop.finish() } }
                switch result {
                case let .success(duration):
                    started.append(entries[position].id)
                    startDurations[entries[position].id] = duration
                    guard failure == nil, stopRequest == nil else { continue }
                    for dependent in dependents[position] {
                        remaining[dependent] -= 1
                        if remaining[dependent] == 0 { launch(dependent) }
                    }
                case let .failure(error):
                    // Starts cancelled because of the first failure are not failures of their own.
                    if failure == nil {
                        failure = (entries[position].id, error)
                        group.cancelAll()
                    }
                }
            }
        }
        if let request = stopRequest {
            stopRequest = nil
            phase = .stopping
            let report = await stopStarted(gracePeriod: request.gracePeriod)
            phase = .stopped
            for caller in request.waiting { caller.resume(returning: report) }
            throw .stoppedWhileStarting(report)
        }
        guard let failure else {
            phase = .running
            return
        }
        phase = .stopping
        let rollback = await stopStarted(gracePeriod: rollbackGracePeriod)
        phase = .stopped
        throw .failed(failure.0, error: failure.1, rollback: rollback)
    }

    /// Stops what was started, dependents first; independent services stop concurrently.
    ///
    /// Called while `start()` runs, it stops the start (nothing more starts, the starts
    /// under way are cancelled), waits for it, and stops every service that finished
    /// starting. Calling it again (or before `start()`) stops nothing and returns an empty
    /// report.
    public func stop(gracePeriod: Duration = .seconds(5)) async -> ShutdownReport {
        if phase == .starting {
            return await withCheckedContinuation { caller in
                var request = stopRequest ?? (gracePeriod, [])
                request.waiting.append(caller)
                stopRequest = request
                signalStop?.yield()
            }
        }
        guard phase == .running else { return ShutdownReport(outcomes: []) }
        phase = .stopping
        let report = await stopStarted(gracePeriod: gracePeriod)
        phase = .stopped
        return report
    }
}
