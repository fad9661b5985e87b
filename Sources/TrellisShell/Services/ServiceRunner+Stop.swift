extension ServiceRunner {
    /// Stops the started services in reverse dependency order.
    func stopStarted(gracePeriod: Duration) async -> ShutdownReport {
        let entries = graph.entries
        let startedSet = Set(started)
        let live = entries.indices.filter { startedSet.contains(entries[$0].id) }
        let liveSet = Set(live)
        // A service may stop once its started dependents have stopped.
        var waitingFor = [Int](repeating: 0, count: entries.count)
        var dependencies = [[Int]](repeating: [], count: entries.count)
        for position in live {
            for dependency in entries[position].dependencies {
                let target = graph.index[dependency]!
                guard liveSet.contains(target) else { continue }
                waitingFor[target] += 1
                dependencies[position].append(target)
            }
        }
        var outcomes: [(ServiceID, StopOutcome)] = []
        await withTaskGroup(of: (Int, StopOutcome).self) { group in
            func launch(_ position: Int) {
                let service = entries[position].service
                group.addTask { (position, await Self.stop(service, gracePeriod: gracePeriod)) }
            }
            // Reverse of the start order, so the report of a chain reads dependents first.
            for position in live.reversed() where waitingFor[position] == 0 { launch(position) }
            while let (position, outcome) = await group.next() {
                outcomes.append((entries[position].id, outcome))
                for dependency in dependencies[position] {
                    waitingFor[dependency] -= 1
                    if waitingFor[dependency] == 0 { launch(dependency) }
                }
            }
        }
        return ShutdownReport(outcomes: outcomes)
    }

    /// One `stop()`, cancelled if it outlasts `gracePeriod`.
    static func stop(_ service: any Service, gracePeriod: Duration) async -> StopOutcome {
        await withTaskGroup(of: StopOutcome?.self) { race in
            race.addTask {
                do {
                    try await service.stop()
                    return .stopped
                } catch {
                    return Task.isCancelled ? .cancelledAfterTimeout : .failed(error)
                }
            }
            race.addTask {
                do { try await Task.sleep(for: gracePeriod) } catch { return nil }  // the stop won
                return .cancelledAfterTimeout
            }
            // The first real outcome wins; the timer answers `nil` only when it was cancelled.
            while let finished = await race.next() {
                guard let outcome = finished else { continue }
                race.cancelAll()  // cancels the stop when the timer won, the timer when the stop won
                return outcome
            }
            return .cancelledAfterTimeout
        }
    }
}

/// How one service's stop went.
public enum StopOutcome: Sendable, CustomStringConvertible {
    /// It stopped within its grace period.
    case stopped
    /// Its `stop()` threw.
    case failed(any Error)
    /// `stop()` outlasted the grace period and was cancelled.
    case cancelledAfterTimeout

    public var description: String {
        switch self {
        case .stopped: "stopped"
        case let .failed(error): "failed: \(error)"
        case .cancelledAfterTimeout: "cancelled after the grace period"
        }
    }
}

/// What happened to each service on the way down, in the order they finished stopping.
public struct ShutdownReport: Sendable, CustomStringConvertible {
    /// Each service and how it stopped, in the order they finished.
    public var outcomes: [(service: ServiceID, outcome: StopOutcome)]

    /// The services in the order they finished stopping.
    public var order: [ServiceID] { outcomes.map(\.service) }
    /// Whether every service stopped cleanly in time.
    public var isClean: Bool { outcomes.allSatisfy { if case .stopped = $0.outcome { true } else { false } } }

    public var description: String {
        outcomes.isEmpty ? "nothing to stop" : outcomes.map { "\($0.service): \($0.outcome)" }.joined(separator: "; ")
    }
}

/// Why ``ServiceRunner/start(rollbackGracePeriod:)`` did not bring everything up.
public enum ServiceStartError: Error, CustomStringConvertible {
    /// The graph has a duplicate, an unknown dependency or a cycle; nothing was started.
    case invalidGraph(ServiceGraphError)
    /// `start()` was called on a runner that was already started.
    case alreadyStarted
    /// `service` threw `error` from `start()`; what had started was stopped (`rollback`).
    case failed(ServiceID, error: any Error, rollback: ShutdownReport)
    /// ``ServiceRunner/stop(gracePeriod:)`` was called while the services were starting:
    /// nothing more was started, and what had finished starting was stopped (`report`,
    /// also returned to the caller of `stop`).
    case stoppedWhileStarting(ShutdownReport)

    public var description: String {
        switch self {
        case let .invalidGraph(error): "cannot start services: \(error)"
        case .alreadyStarted: "the services were already started; make a new ServiceRunner to start them again"
        case let .failed(id, error, rollback): "service '\(id)' failed to start: \(error); rolled back: \(rollback)"
        case let .stoppedWhileStarting(report): "stopped while the services were starting: \(report)"
        }
    }
}
