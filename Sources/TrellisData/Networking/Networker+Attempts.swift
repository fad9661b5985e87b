import Foundation
import Logging

extension Networker {
    nonisolated func run(
        _ number: UInt64, _ request: NetworkRequest, signer: RequestSigner?, priority: RequestPriority, acceptsAnyStatus: Bool,
        progress: ProgressObservers
    ) async {
        let result = await attempts(
            number, request, signer: signer, priority: priority, acceptsAnyStatus: acceptsAnyStatus, progress: progress)
        finish(number, result)
    }

    /// Sends `request`, signed by `signer` (the one set when it was enqueued), until it succeeds,
    /// fails for good, or runs out of attempts; with `acceptsAnyStatus`, any answer is a success.
    /// An attempt goes out only while operation `number` still has callers: the check is made
    /// under the lock once a slot is held, so a slot handed over by the request before it
    /// (`releaseSlot`) to an operation whose callers were just cancelled is given back unused,
    /// where the task's own cancellation may arrive only after the send had started.
    /// Each attempt reports its body's progress to `progress`' observers, when there are any
    /// as it starts (none: the transport takes the body whole, as fast as it can).
    nonisolated func attempts(
        _ number: UInt64, _ request: NetworkRequest, signer: RequestSigner?, priority: RequestPriority, acceptsAnyStatus: Bool = false,
        progress: ProgressObservers? = nil
    ) async -> Result<NetworkResponse, NetworkError> {
        var attempt = 0
        while true {
            attempt += 1
            guard await acquireSlot(priority) else { return .failure(.cancelled) }
            let clockOffset = state.withLockedValue { state -> Duration? in
                guard state.operations[number] != nil else { return nil }
                state.attemptCount += 1
                return state.clockOffset
            }
            guard let clockOffset else {
                releaseSlot()
                return .failure(.cancelled)
            }
            let offset = Double(clockOffset.components.seconds) + Double(clockOffset.components.attoseconds) / 1e18
            let signed = signer?.sign(request, at: Date().addingTimeInterval(offset)) ?? request
            let started = ContinuousClock.now
            let result = await Self.attempt(
                signed, transport: transport, timeout: configuration.timeout, acceptsAnyStatus: acceptsAnyStatus,
                progress: progress.flatMap { $0.isEmpty ? nil : Self.reporter(to: $0) })
            releaseSlot()
            log(request, result, attempt: attempt, elapsed: ContinuousClock.now - started)
            guard case .failure(let error) = result else { return result }
            if Task.isCancelled { return .failure(.cancelled) }
            guard configuration.retry.shouldRetry(request.method, after: error, attempt: attempt) else { return result }
            let delay = configuration.retry.delay(after: attempt, random: Double.random(in: 0...1))
            do { try await Task.sleep(for: delay) } catch { return .failure(.cancelled) }
        }
    }

    /// One attempt, off the actor: the transport call and the status check.
    nonisolated static func attempt(
        _ request: NetworkRequest, transport: any HTTPTransport, timeout: Duration, acceptsAnyStatus: Bool,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async -> Result<NetworkResponse, NetworkError> {
        do {
            let response = try await transport.send(request, timeout: timeout, progress: progress)
            guard acceptsAnyStatus || (200..<300).contains(response.status) else {
                let body = String(decoding: response.body.prefix(4096), as: UTF8.self)
                return .failure(.status(response.status, body: body))
            }
            return .success(response)
        } catch {
            return .failure(error)
        }
    }

    /// The observer that hands a transport's reports to `observers`.
    nonisolated static func reporter(to observers: ProgressObservers) -> @Sendable (TransferProgress) -> Void {
        { observers.report($0) }
    }

    nonisolated func log(_ request: NetworkRequest, _ result: Result<NetworkResponse, NetworkError>, attempt: Int, elapsed: Duration) {
        // Answers are logged at debug, failures at info: nothing is built for a level that is off.
        let level: Logger.Level = if case .success = result { .debug } else { .info }
        guard logger.logLevel <= level else { return }
        // The path only: the query may carry user text, headers carry credentials.
        let path = request.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        switch result {
        case .success(let response):
            logger.debug("\(request.method) \(path) → \(response.status) in \(milliseconds) ms (attempt \(attempt))")
        case .failure(let error):
            logger.info("\(request.method) \(path) failed in \(milliseconds) ms (attempt \(attempt)): \(Self.loggable(error))")
        }
    }

    /// An error as logged: a status error's body is left out (it may echo the request).
    nonisolated static func loggable(_ error: NetworkError) -> String {
        if case .status(let code, _) = error { return "HTTP \(code)" }
        return error.description
    }
}
