import Foundation

extension Networker {
    func enqueue(_ request: NetworkRequest, priority: RequestPriority, waiter: Waiter, id: RequestID, acceptsAnyStatus: Bool = false) {
        if Task.isCancelled || isClosed(group: waiter.group) {
            waiter.continuation.resume(returning: .failure(.cancelled))
            return
        }
        if operationOfWaiter[id] != nil {
            // The first caller keeps its id; the second is told, rather than one of them waiting forever.
            waiter.continuation.resume(
                returning: .failure(.invalidRequest("\(id) is already in flight: give each request its own RequestID")))
            return
        }
        // The identity is fixed now: every attempt is signed as the user the caller sent it as,
        // and only callers sending as the same user share a GET.
        let signer = self.signer
        let key =
            configuration.coalescesGETs && request.method == .get && !acceptsAnyStatus
            ? Self.coalescingKey(request, signer: signer) : nil
        if let key, let shared = inFlightGETs[key] {
            operations[shared]?.waiters[id] = waiter
            if let progress = waiter.progress { operations[shared]?.progress.add(id, progress) }
            operationOfWaiter[id] = shared
            return
        }
        nextOperation += 1
        let number = nextOperation
        var operation = Operation(key: key)
        operation.waiters[id] = waiter
        if let progress = waiter.progress { operation.progress.add(id, progress) }
        operationOfWaiter[id] = number
        if let key { inFlightGETs[key] = number }
        let observers = operation.progress
        operation.task = Task {
            await self.run(number, request, signer: signer, priority: priority, acceptsAnyStatus: acceptsAnyStatus, progress: observers)
        }
        operations[number] = operation
    }

    /// What makes two GETs the same request: the URL, the headers (ordered by name) and the
    /// identity the request is signed as (a digest of the token, which signing adds only
    /// later), so callers sending as different users never share a GET. Its parts are kept
    /// apart, not joined into one string, so no URL or header can pass for another part.
    struct CoalescingKey: Hashable, Sendable {
        /// One header field.
        struct Field: Hashable, Sendable {
            let name: String
            let value: String
        }

        let url: String
        let identity: String
        let headers: [Field]
    }

    /// The key under which `request`, signed by `signer`, is shared with identical GETs.
    static func coalescingKey(_ request: NetworkRequest, signer: RequestSigner?) -> CoalescingKey {
        CoalescingKey(
            url: request.url, identity: signer?.identity ?? "",
            headers: request.headers.sorted { $0.name < $1.name }.map { CoalescingKey.Field(name: $0.name, value: $0.value) })
    }

    /// Cancels one request. A coalesced GET goes on while other callers still wait for it.
    public func cancel(_ id: RequestID) {
        guard let number = operationOfWaiter.removeValue(forKey: id),
            let waiter = operations[number]?.waiters.removeValue(forKey: id)
        else { return }
        operations[number]?.progress.remove(id)
        waiter.continuation.resume(returning: .failure(.cancelled))
        if operations[number]?.waiters.isEmpty == true { abandon(number) }
    }

    /// Cancels every request sent with this group name; requests sent in it later go on as
    /// usual (``cancelRequests(inGroup:)`` closes a group for good).
    public func cancel(group: String) {
        for operation in operations.values {
            for (id, waiter) in operation.waiters where waiter.group == group { cancel(id) }
        }
    }

    /// Cancels every request (session invalidation).
    public func cancelAll() {
        for id in Array(operationOfWaiter.keys) { cancel(id) }
    }

    /// The number of requests being sent or waiting for a slot (coalesced callers count once).
    public var pendingCount: Int { operations.count }

    func abandon(_ number: UInt64) {
        guard let operation = operations.removeValue(forKey: number) else { return }
        if let key = operation.key, inFlightGETs[key] == number { inFlightGETs[key] = nil }
        operation.task?.cancel()
    }

    func finish(_ number: UInt64, _ result: Result<NetworkResponse, NetworkError>) {
        guard let operation = operations.removeValue(forKey: number) else { return }
        if let key = operation.key, inFlightGETs[key] == number { inFlightGETs[key] = nil }
        for (id, waiter) in operation.waiters {
            operationOfWaiter[id] = nil
            // An answer for a closed group is not handed over, even if it came before the
            // actor ran the cancellation: its caller must write nothing late.
            waiter.continuation.resume(returning: isClosed(group: waiter.group) ? .failure(.cancelled) : result)
        }
    }

    // MARK: - Slots

    /// Waits for a free slot, highest priority first; false if cancelled while waiting.
    func acquireSlot(_ priority: RequestPriority) async -> Bool {
        if running < configuration.maximumConcurrentRequests {
            running += 1
            return true
        }
        nextTicket += 1
        let ticket = nextTicket
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: false)
                    return
                }
                let request = SlotRequest(ticket: ticket, priority: priority, continuation: continuation)
                let index = slotQueue.firstIndex { $0.priority < priority } ?? slotQueue.endIndex
                slotQueue.insert(request, at: index)
            }
        } onCancel: {
            Task { await self.leaveQueue(ticket) }
        }
    }

    func leaveQueue(_ ticket: UInt64) {
        guard let index = slotQueue.firstIndex(where: { $0.ticket == ticket }) else { return }
        slotQueue.remove(at: index).continuation.resume(returning: false)
    }

    func releaseSlot() {
        if slotQueue.isEmpty {
            running -= 1
        } else {
            slotQueue.removeFirst().continuation.resume(returning: true)
        }
    }
}
