import Foundation
import Logging
import NIOConcurrencyHelpers

/// The app's one way to the server (Facebook's `FBNetworker`): a request queue with a
/// concurrency limit and priorities, identical GETs in flight coalesced into one,
/// cancellation of one request, a group or all (a session's group for good, through
/// ``cancelRequests(inGroup:)``, Facebook's session invalidation), retries with backoff for idempotent
/// requests on transient failures, per-attempt timeouts and typed errors.
///
/// Each attempt is signed just before it is sent (a fresh timestamp and nonce), so a retry
/// is never refused as a replay. Logs name the method, the path and the status, never
/// headers, tokens or the secret.
///
/// The queue lives under a lock (`State`), not in the actor's isolation: a request is
/// queued, given a slot and answered without hopping onto the actor, and a cancelled caller
/// is answered in its cancellation handler. The methods that stay on the actor set the
/// token and the clock and read counters.
///
/// ```swift
/// let networker = Networker(transport: AsyncHTTPClientTransport(), server: APIServer(baseURL: url), signer: signer)
/// let breeds = try await networker.send(.breeds())            // Endpoint<[Breed]>
/// networker.cancelRequests(inGroup: session.requestGroup)   // log out: nothing of it answers late
/// ```
public actor Networker {
    /// Limits and timings.
    public struct Configuration: Sendable {
        /// Requests on the wire at once; the rest wait in priority order.
        public var maximumConcurrentRequests: Int
        /// The longest one attempt may take.
        public var timeout: Duration
        /// How failed attempts are retried.
        public var retry: RetryPolicy
        /// Whether identical GETs in flight share one request.
        public var coalescesGETs: Bool

        /// Limits and timings; `maximumConcurrentRequests` is at least 1.
        public init(
            maximumConcurrentRequests: Int = 6, timeout: Duration = .seconds(30), retry: RetryPolicy = RetryPolicy(),
            coalescesGETs: Bool = true
        ) {
            precondition(maximumConcurrentRequests >= 1, "Networker needs at least one concurrent request")
            self.maximumConcurrentRequests = maximumConcurrentRequests
            self.timeout = timeout
            self.retry = retry
            self.coalescesGETs = coalescesGETs
        }
    }

    struct Waiter {
        let group: String?
        let continuation: CheckedContinuation<Result<NetworkResponse, NetworkError>, Never>
        /// Told how much of the answer's body has arrived, if the caller asked.
        var progress: (@Sendable (TransferProgress) -> Void)?
    }

    /// One request on its way, shared by every caller of a coalesced GET.
    struct Operation {
        let key: CoalescingKey?
        var waiters: [RequestID: Waiter] = [:]
        var task: Task<Void, Never>?
        /// The waiters' progress observers, which the attempts report to.
        let progress = ProgressObservers()
    }

    struct SlotRequest {
        let ticket: UInt64
        let priority: RequestPriority
        let continuation: CheckedContinuation<Bool, Never>
    }

    /// What changes as requests come and go: the queue, the slots, the signer and the clock.
    ///
    /// It lives under one lock, not in the actor's isolation, so that a request is queued,
    /// given a slot and answered without hopping onto the actor and off again: a request
    /// through the actor made seven executor switches where a bare `HTTPClient` request makes
    /// two or three. Each access is a few dictionary operations; continuations are resumed
    /// after the lock is released.
    struct State {
        var signer: RequestSigner?
        /// How far the server's clock is ahead of ours; added to each signature's timestamp.
        var clockOffset: Duration = .zero
        var attemptCount = 0
        var operations: [UInt64: Operation] = [:]
        var inFlightGETs: [CoalescingKey: UInt64] = [:]
        var operationOfWaiter: [RequestID: UInt64] = [:]
        var nextOperation: UInt64 = 0
        /// The serial of the last id given to a request sent without one.
        var lastRequestSerial: UInt64 = 0
        var running = 0
        var slotQueue: [SlotRequest] = []
        var nextTicket: UInt64 = 0
        /// The groups closed by ``cancelRequests(inGroup:)``: closed for good.
        var closedGroups: Set<String> = []
    }

    let transport: any HTTPTransport
    /// Where endpoints are sent.
    public let server: APIServer
    /// The limits and timings the networker was made with.
    public let configuration: Configuration
    let logger: Logger
    /// The queue, the slots, the signer and the clock (``State``), read and written by any
    /// thread under its lock.
    nonisolated let state: NIOLockedValueBox<State>

    /// How far the server's clock is ahead of ours; added to each signature's timestamp.
    public var clockOffset: Duration { state.withLockedValue { $0.clockOffset } }
    /// Attempts handed to the transport, for tests and statistics.
    public var attemptCount: Int { state.withLockedValue { $0.attemptCount } }
    /// Callers waiting for an answer (each caller of a coalesced GET counts).
    var waitingCallerCount: Int { state.withLockedValue { $0.operationOfWaiter.count } }

    /// A networker over `transport`, sending endpoints to `server`, signing with `signer`.
    public init(
        transport: any HTTPTransport, server: APIServer, signer: RequestSigner? = nil,
        configuration: Configuration = Configuration(), logger: Logger = Logger(label: "TrellisData.Networker")
    ) {
        self.transport = transport
        self.server = server
        self.configuration = configuration
        self.logger = logger
        self.state = NIOLockedValueBox(State(signer: signer))
    }

    /// Replaces the access token of the signer (nil after log out).
    public func setAccessToken(_ token: AccessToken?) {
        state.withLockedValue { $0.signer?.accessToken = token }
    }

    /// Signs from now on as if the clock were `offset` ahead (negative: behind), so a server
    /// whose clock differs from ours (it said so in its `Date` header) accepts the timestamps.
    public func setClockOffset(_ offset: Duration) {
        state.withLockedValue { $0.clockOffset = offset }
    }

    /// Answers a 401 that may come from a skewed clock: signs from now on with the clock of
    /// the server whose `Date` header said `serverDate`, when it is more than `tolerance`
    /// from the offset in use.
    ///
    /// - Returns: whether the offset changed (so sending the request again may succeed).
    public func adoptClock(of serverDate: Date, tolerance: Duration = .seconds(60)) -> Bool {
        let offset = serverDate.timeIntervalSinceNow
        return state.withLockedValue { state in
            let known = Double(state.clockOffset.components.seconds)
            guard abs(offset - known) > Double(tolerance.components.seconds) else { return false }
            state.clockOffset = .seconds(offset.rounded())
            return true
        }
    }

    /// Sends `endpoint` and decodes its response.
    ///
    /// The URL is built and the response decoded on the caller's task: a long
    /// list being decoded holds up no other request's queueing or answer.
    ///
    /// - Parameters:
    ///   - endpoint: what to request, and how to decode the answer.
    ///   - priority: its place in the queue.
    ///   - group: a name to cancel it with others (``cancel(group:)``).
    ///   - id: a name to cancel it alone (``cancel(_:)``); without one, the networker names it.
    ///   - progress: told how much of the answer's body has arrived (``TransferProgress``),
    ///     on the transport's task, each attempt from nothing; a caller joining a coalesced GET
    ///     hears it from the next report on (from the next attempt, when none of the callers
    ///     before it asked: an attempt nobody watches is not streamed).
    /// - Throws: ``NetworkError``: transport, timeout, status with body, decoding with the field, cancelled.
    @concurrent
    public nonisolated func send<Response>(
        _ endpoint: Endpoint<Response>, priority: RequestPriority = .normal, group: String? = nil, id: RequestID? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(NetworkError) -> Response {
        let response = try await exchange(
            server.request(for: endpoint), priority: priority, group: group, id: id, acceptsAnyStatus: false, progress: progress)
        return try endpoint.decodeResponse(response.body)
    }

    /// Sends a prepared request; a status outside 200–299 is ``NetworkError/status(_:body:)``.
    /// Without an `id`, the networker names the request itself; `progress` is told how much
    /// of the answer's body has arrived, as for an endpoint.
    public nonisolated func send(
        _ request: NetworkRequest, priority: RequestPriority = .normal, group: String? = nil, id: RequestID? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(NetworkError) -> NetworkResponse {
        try await exchange(request, priority: priority, group: group, id: id, acceptsAnyStatus: false, progress: progress)
    }

    /// Sends a prepared request and returns the server's answer whatever its status, headers
    /// included: for callers that decide themselves what a 401, a 429 with `Retry-After` or a
    /// 503 means (a sync queue). Never coalesced; only failures without an answer (transport,
    /// timeout, cancelled) throw, and only those are retried. Without an `id`, the networker
    /// names the request itself.
    public nonisolated func answer(
        _ request: NetworkRequest, priority: RequestPriority = .normal, group: String? = nil, id: RequestID? = nil
    ) async throws(NetworkError) -> NetworkResponse {
        try await exchange(request, priority: priority, group: group, id: id, acceptsAnyStatus: true)
    }

    /// Queues `request` for its caller and waits for its answer; a request without an id gets
    /// the networker's next serial one (``RequestID/init(serial:)``), unique in this networker.
    ///
    /// Runs on the caller's task, off the actor: the queue is ``State``, under its lock.
    nonisolated func exchange(
        _ request: NetworkRequest, priority: RequestPriority, group: String?, id: RequestID?, acceptsAnyStatus: Bool,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(NetworkError) -> NetworkResponse {
        let id = id ?? nextRequestID()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                enqueue(
                    request, priority: priority, waiter: Waiter(group: group, continuation: continuation, progress: progress), id: id,
                    acceptsAnyStatus: acceptsAnyStatus)
            }
        } onCancel: {
            cancelWaiter(id)
        }
        return try result.get()
    }

    /// A new id, unique in this networker, for a request sent without one.
    nonisolated func nextRequestID() -> RequestID {
        RequestID(
            serial: state.withLockedValue { state in
                state.lastRequestSerial += 1
                return state.lastRequestSerial
            })
    }
}
