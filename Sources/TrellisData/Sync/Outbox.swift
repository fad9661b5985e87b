/// A durable queue of changes waiting for the server, sent oldest first, one at a time
/// (Facebook's iOS app's offline mutation queue, on GRDB's transactions).
///
/// The promise: a change the UI called saved is never lost. The app writes each
/// ``OutboxMessage`` in the same transaction as the change it carries; the outbox reads
/// them back from the ``EntityStore`` (so they survive a restart and a `kill -9`), sends the
/// newest of each ``OutboxMessage/coalescingKey`` in id order through the app's
/// ``OutboxDelivery``, and:
///
/// - a delivered message is settled (removed, with older ones it replaced);
/// - a definitive refusal drops and rolls it back (the delivery's settle), and is published
///   on ``refusals``;
/// - a transient answer keeps it and every later one, and backs off
///   (``RetryPolicy/delay(afterFailures:retryAfter:longestRetryAfter:)``: the server's
///   `Retry-After`, else 1 s doubling up to 30 s, on an injected ``SyncClock``);
/// - a sign-out (``cancel()``) bumps the ``epoch``: a pass under way stops at its next step.
///
/// Operations run one at a time, in call order (``run(_:)``, a ``SerialQueue``): a submit,
/// a retry of the queue, an app's sign-in, so the queue is never sent twice at once.
/// ``connectivity`` publishes whether the server answers, with the count of messages waiting.
///
/// ```swift
/// let outbox = Outbox<PendingLike>(store: store, signedIn: { session.userID })
/// try await store.write { batch in batch.upsert([post]); batch.upsert([like]) }   // one transaction
/// switch await outbox.submit(like, through: delivery) {
/// case .sent, .queued: break
/// case .refused(let reason): show(reason)                                          // rolled back
/// }
/// ```
public actor Outbox<Message: OutboxMessage> {
    /// Where the messages are kept.
    public nonisolated let store: EntityStore
    /// The time the backoff runs on.
    public nonisolated let clock: SyncClock
    /// How long to wait after transient failures.
    public nonisolated let policy: RetryPolicy
    /// The longest `Retry-After` honoured.
    public nonisolated let longestRetryAfter: Duration
    /// Whether the server answers, and how many messages of the signed-in owner wait.
    public nonisolated let connectivity: ReplayedValue<SyncConnectivity>
    /// Every message the server refused for good, once it was dropped and rolled back.
    public nonisolated let refusals = ModelEvents<OutboxRefusal<Message>>()
    /// Bumped by every ``cancel()`` and ``close()``: an operation that started before stops
    /// at its next step.
    public private(set) var epoch = 0
    /// The owner whose session is open: only their messages are sent.
    public private(set) var owner: String?
    /// Set by ``close()``: nothing is sent any more.
    public private(set) var isClosed = false
    /// Transient failures in a row.
    public private(set) var consecutiveFailures = 0
    /// When the next attempt is due, on ``clock``.
    public private(set) var retryAt: Duration = .zero

    /// Bumped as each send starts and as it ends (``isUnsure(_:since:)``).
    public private(set) var sendMark = 0
    /// The sends in flight, by coalescing key.
    private var inFlight: [String: Int] = [:]
    /// The ``sendMark`` at which each key's last send ended.
    private var lastEnd: [String: Int] = [:]
    /// The keys whose last send got no answer: the server may or may not hold it.
    private var unanswered: Set<String> = []
    private let connectivityWriter: ReplayedValue<SyncConnectivity>.Writer
    private let signedIn: @Sendable () -> String?
    private let queue = SerialQueue()

    /// An outbox of the messages in `store`. `signedIn` names the owner whose waiting
    /// messages ``connectivity`` counts (whether or not their session is open yet).
    public init(
        store: EntityStore, clock: SyncClock = .continuous(), policy: RetryPolicy = .outbox, longestRetryAfter: Duration = .seconds(3600),
        connectivity initial: SyncConnectivity = .offline(reason: "connecting", pending: 0), signedIn: @escaping @Sendable () -> String?
    ) {
        self.store = store
        self.clock = clock
        self.policy = policy
        self.longestRetryAfter = longestRetryAfter
        self.signedIn = signedIn
        (connectivity, connectivityWriter) = ReplayedValue.make(initial)
    }

    // MARK: - Operations

    /// Runs `body` once the operations asked for before it have ended, with the ``epoch``
    /// as it starts (pass it to ``open(_:epoch:)`` and ``flush(_:epoch:through:)``).
    public func run<T: Sendable>(_ body: @escaping @Sendable (_ epoch: Int) async -> T) async -> T {
        await queue.run { await body(await self.epoch) }
    }

    /// Opens `owner`'s session, unless a ``cancel()`` came since `epoch` was read.
    ///
    /// - Returns: whether it is open.
    @discardableResult
    public func open(_ owner: String, epoch: Int) -> Bool {
        guard epoch == self.epoch, !isClosed else { return false }
        self.owner = owner
        return true
    }

    /// Signing out: the session closes and what is under way stops at its next step. The
    /// messages stay for the owner's next session. Cancel the requests in flight after it,
    /// then ``run(_:)`` what must happen once the operation under way has stopped.
    public func cancel() {
        epoch += 1
        owner = nil
    }

    /// Shutdown: nothing is sent any more.
    public func close() {
        isClosed = true
        cancel()
    }

    // MARK: - The queue

    /// The messages of `owner`, oldest first (every one, replaced or not).
    public func pending(of owner: String) async throws(StoreError) -> [Message] {
        try await Self.pending(of: owner, in: store)
    }

    /// The messages of `owner` in `store`, oldest first.
    public static func pending(of owner: String, in store: EntityStore) async throws(StoreError) -> [Message] {
        try await store.all(Message.self).filter { $0.owner == owner }.sorted { $0.id < $1.id }
    }

    /// What settling `message` removes (it, and every older message of its owner with its
    /// key), and whether a newer one of the key still waits: then a rollback of a refusal
    /// must not undo what the newer one will send.
    public nonisolated func settling(_ message: Message) async throws(StoreError) -> (removed: [Int64], superseded: Bool) {
        let same = try await Self.pending(of: message.owner, in: store).filter { $0.coalescingKey == message.coalescingKey }
        return (same.filter { $0.id <= message.id }.map(\.id), same.contains { $0.id > message.id })
    }

    /// What is sent of `messages`: the newest of each coalescing key, oldest first.
    ///
    /// - Complexity: O(*n* log *n*) for *n* messages.
    public static func coalesced(_ messages: [Message]) -> [Message] {
        var newest: [String: Message] = [:]
        for message in messages where newest[message.coalescingKey].map({ $0.id < message.id }) ?? true {
            newest[message.coalescingKey] = message
        }
        return newest.values.sorted { $0.id < $1.id }
    }

    /// Sends `owner`'s messages oldest first until none is left, a transient answer stops
    /// the pass (and backs off), or a ``cancel()`` since `epoch` does. Call it from
    /// ``run(_:)``.
    public func flush<Delivery: OutboxDelivery>(_ owner: String, epoch: Int, through delivery: Delivery) async -> OutboxReport
    where Delivery.Message == Message {
        var report = OutboxReport()
        let messages: [Message]
        do { messages = Self.coalesced(try await pending(of: owner)) } catch {
            report.stopped = error.description
            return report
        }
        for message in messages {
            guard self.epoch == epoch, self.owner == owner, !isClosed else {
                report.stopped = "signed out"
                return report
            }
            let key = message.coalescingKey
            sendMark += 1
            inFlight[key, default: 0] += 1
            switch await delivery.send(message) {
            case .delivered(let receipt):
                report.sent.append(message.id)
                report.settled.formUnion(await delivery.settle(message, as: .delivered(receipt)))
            case .refused(let reason):
                report.refused[message.id] = reason
                _ = await delivery.settle(message, as: .refused(reason))
                refusals.send(OutboxRefusal(message: message, reason: reason))
            case .cancelled:
                report.stopped = "cancelled"
            case .transient(let reason, let retryAfter):
                report.stopped = reason
                await failed(reason, retryAfter: retryAfter)
            }
            sendMark += 1
            inFlight[key, default: 1] -= 1
            if inFlight[key] == 0 { inFlight[key] = nil }
            lastEnd[key] = sendMark
            if report.stopped == nil { unanswered.remove(key) } else { unanswered.insert(key) }
            if report.stopped != nil { return report }
        }
        return report
    }

    /// Sends `message` (already written to the store) now, with every older one of its
    /// owner, when the server answers and the owner's session is open; otherwise it waits.
    ///
    /// - Returns: how it ended.
    public func submit<Delivery: OutboxDelivery>(_ message: Message, through delivery: Delivery) async -> OutboxOutcome
    where Delivery.Message == Message {
        await run { epoch in await self.submitNow(message, epoch: epoch, through: delivery) }
    }

    private func submitNow<Delivery: OutboxDelivery>(_ message: Message, epoch: Int, through delivery: Delivery) async -> OutboxOutcome
    where Delivery.Message == Message {
        guard isOnline, owner == message.owner else {
            if case .offline(let reason, _) = connectivity.current { await markOffline(reason) }
            return .queued
        }
        let report = await flush(message.owner, epoch: epoch, through: delivery)
        if let reason = report.refused[message.id] { return .refused(reason) }
        return report.settled.contains(message.id) ? .sent : .queued
    }

    /// Whether an aggregate the server computed (a count) and fetched after `mark` (read
    /// from ``sendMark`` as the fetch began) may or may not include a message of `key`: one
    /// was in flight then or ended since, or the last one got no answer. Facebook's like
    /// count: such a count keeps the value shown until a later fetch can trust the server.
    public func isUnsure(_ key: String, since mark: Int) -> Bool {
        inFlight[key] != nil || (lastEnd[key] ?? 0) > mark || unanswered.contains(key)
    }

    // MARK: - Connectivity and backoff

    /// Whether the server answered last.
    public var isOnline: Bool { connectivity.current == .online }

    /// Whether the backoff has run out.
    public var isDue: Bool { clock.now() >= retryAt }

    /// Whether a retry loop has work now: the backoff has run out, and the server did not
    /// answer last, or the signed-in owner's session is not open, or their messages wait.
    public func hasWork() async -> Bool {
        guard isDue else { return false }
        guard let user = signedIn() else { return !isOnline }
        if !isOnline || owner != user { return true }
        return ((try? await pending(of: user).count) ?? 0) > 0
    }

    /// Starts an app's retry loop: every `interval` of ``clock``, when ``hasWork()``, runs
    /// `attempt` (sign in, send the queue, pull). Cancel the task to end the loop.
    public nonisolated func retrying(every interval: Duration, _ attempt: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                if await hasWork() { await attempt() }
                try? await clock.sleep(interval)
            }
        }
    }

    /// Offline for `reason`, with the count of the signed-in owner's messages waiting.
    public func markOffline(_ reason: String) async {
        var count = 0
        if let user = signedIn() { count = (try? Self.coalesced(await pending(of: user)).count) ?? 0 }
        connectivityWriter.send(.offline(reason: reason, pending: count))
    }

    /// A transient failure: offline, and the next attempt waits `retryAfter` (the server's),
    /// else the policy's delay.
    ///
    /// - Returns: the wait before the next attempt.
    @discardableResult
    public func failed(_ reason: String, retryAfter: Duration?) async -> Duration {
        consecutiveFailures += 1
        let delay = policy.delay(afterFailures: consecutiveFailures, retryAfter: retryAfter, longestRetryAfter: longestRetryAfter)
        retryAt = clock.now() + delay
        await markOffline(reason)
        return delay
    }

    /// The server answered: online, and the backoff starts over.
    public func markOnline() {
        consecutiveFailures = 0
        retryAt = .zero
        connectivityWriter.send(.online)
    }

    /// Another request (a read) reached the server: online, unless messages still wait (a
    /// pass sends those first) or the signed-in owner's session is not open.
    public func noteReachable() async {
        guard !isOnline, let user = signedIn(), owner == user, ((try? await pending(of: user).count) ?? 1) == 0 else { return }
        markOnline()
    }
}
