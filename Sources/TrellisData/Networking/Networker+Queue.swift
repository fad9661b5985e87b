import Foundation

extension Networker {
    /// Registers `waiter` for `request`: it joins an identical GET in flight, or a new
    /// operation starts with a task of its own. Called inside the continuation the caller
    /// waits on; a cancelled caller, a closed group or an id already in flight is answered
    /// at once.
    nonisolated func enqueue(
        _ request: NetworkRequest, priority: RequestPriority, waiter: Waiter, id: RequestID, acceptsAnyStatus: Bool = false
    ) {
        enum Outcome {
            case refused(NetworkError)
            case joined
            case started(UInt64, RequestSigner?, ProgressObservers)
        }
        let outcome = state.withLockedValue { state -> Outcome in
            // Read under the lock the cancellation handler takes too: either the handler ran
            // first and the flag is set here, or it runs after and finds this waiter.
            if Task.isCancelled || waiter.group.map(state.closedGroups.contains) == true { return .refused(.cancelled) }
            if state.operationOfWaiter[id] != nil {
                // The first caller keeps its id; the second is told, rather than one of them waiting forever.
                return .refused(.invalidRequest("\(id) is already in flight: give each request its own RequestID"))
            }
            // The identity is fixed now: every attempt is signed as the user the caller sent it as,
            // and only callers sending as the same user share a GET.
            let signer = state.signer
            let key =
                configuration.coalescesGETs && request.method == .get && !acceptsAnyStatus
                ? Self.coalescingKey(request, signer: signer) : nil
            if let key, let shared = state.inFlightGETs[key] {
                state.operations[shared]?.waiters[id] = waiter
                if let progress = waiter.progress { state.operations[shared]?.progress.add(id, progress) }
                state.operationOfWaiter[id] = shared
                return .joined
            }
            state.nextOperation += 1
            let number = state.nextOperation
            var operation = Operation(key: key)
            operation.waiters[id] = waiter
            if let progress = waiter.progress { operation.progress.add(id, progress) }
            state.operationOfWaiter[id] = number
            if let key { state.inFlightGETs[key] = number }
            state.operations[number] = operation
            return .started(number, signer, operation.progress)
        }
        switch outcome {
        case .refused(let error):
            waiter.continuation.resume(returning: .failure(error))
        case .joined:
            break
        case .started(let number, let signer, let observers):
            let task = Task {
                await self.run(number, request, signer: signer, priority: priority, acceptsAnyStatus: acceptsAnyStatus, progress: observers)
            }
            let abandoned = state.withLockedValue { state in
                guard state.operations[number] != nil else { return true }
                state.operations[number]?.task = task
                return false
            }
            // Its callers left before the task was stored: nobody waits for it.
            if abandoned { task.cancel() }
        }
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
        cancelWaiter(id)
    }

    /// Cancels every request sent with this group name; requests sent in it later go on as
    /// usual (``cancelRequests(inGroup:)`` closes a group for good).
    public func cancel(group: String) {
        cancelWaiters { $0.group == group }
    }

    /// Cancels every request (session invalidation).
    public func cancelAll() {
        cancelWaiters { _ in true }
    }

    /// The number of requests being sent or waiting for a slot (coalesced callers count once).
    public var pendingCount: Int { state.withLockedValue { $0.operations.count } }

    /// Answers the caller `id` with `.cancelled`, from any thread.
    nonisolated func cancelWaiter(_ id: RequestID) {
        let removed = state.withLockedValue { state in Self.remove(id, from: &state) }
        finishCancelled([removed].compactMap { $0 })
    }

    /// Answers every waiting caller `matching` says to with `.cancelled`, from any thread.
    nonisolated func cancelWaiters(matching: (Waiter) -> Bool) {
        let removed = state.withLockedValue { state in
            let ids = state.operations.values.flatMap { operation in operation.waiters.filter { matching($0.value) }.keys }
            return ids.compactMap { Self.remove($0, from: &state) }
        }
        finishCancelled(removed)
    }

    /// Takes the caller `id` out of its operation; an operation nobody waits for any more is
    /// taken out too, and its task returned to be cancelled.
    private static func remove(_ id: RequestID, from state: inout State) -> (Waiter, Task<Void, Never>?)? {
        guard let number = state.operationOfWaiter.removeValue(forKey: id),
            let waiter = state.operations[number]?.waiters.removeValue(forKey: id)
        else { return nil }
        state.operations[number]?.progress.remove(id)
        guard state.operations[number]?.waiters.isEmpty == true, let operation = state.operations.removeValue(forKey: number)
        else { return (waiter, nil) }
        if let key = operation.key, state.inFlightGETs[key] == number { state.inFlightGETs[key] = nil }
        return (waiter, operation.task)
    }

    /// Outside the lock: answers the removed callers and cancels the tasks left without one.
    private nonisolated func finishCancelled(_ removed: [(Waiter, Task<Void, Never>?)]) {
        for (waiter, task) in removed {
            waiter.continuation.resume(returning: .failure(.cancelled))
            task?.cancel()
        }
    }

    /// Answers every caller of operation `number` with `result`, unless its group was closed.
    nonisolated func finish(_ number: UInt64, _ result: Result<NetworkResponse, NetworkError>) {
        let answers = state.withLockedValue { state -> [(Waiter, Bool)] in
            guard let operation = state.operations.removeValue(forKey: number) else { return [] }
            if let key = operation.key, state.inFlightGETs[key] == number { state.inFlightGETs[key] = nil }
            return operation.waiters.map { id, waiter in
                state.operationOfWaiter[id] = nil
                return (waiter, waiter.group.map(state.closedGroups.contains) == true)
            }
        }
        for (waiter, closed) in answers {
            // An answer for a closed group is not handed over, even if it came before the
            // cancellation reached the operation: its caller must write nothing late.
            waiter.continuation.resume(returning: closed ? .failure(.cancelled) : result)
        }
    }

    // MARK: - Slots

    /// Waits for a free slot, highest priority first; false if cancelled while waiting.
    nonisolated func acquireSlot(_ priority: RequestPriority) async -> Bool {
        let ticket: UInt64? = state.withLockedValue { state in
            if state.running < configuration.maximumConcurrentRequests {
                state.running += 1
                return nil
            }
            state.nextTicket += 1
            return state.nextTicket
        }
        guard let ticket else { return true }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let queued = state.withLockedValue { state in
                    // A slot may have been released since the ticket was taken.
                    if Task.isCancelled { return false }
                    if state.running < configuration.maximumConcurrentRequests {
                        state.running += 1
                        continuation.resume(returning: true)
                        return true
                    }
                    let request = SlotRequest(ticket: ticket, priority: priority, continuation: continuation)
                    let index = state.slotQueue.firstIndex { $0.priority < priority } ?? state.slotQueue.endIndex
                    state.slotQueue.insert(request, at: index)
                    return true
                }
                if !queued { continuation.resume(returning: false) }
            }
        } onCancel: {
            leaveQueue(ticket)
        }
    }

    /// Takes the request with `ticket` out of the slot queue (its task was cancelled).
    nonisolated func leaveQueue(_ ticket: UInt64) {
        let request = state.withLockedValue { state -> SlotRequest? in
            guard let index = state.slotQueue.firstIndex(where: { $0.ticket == ticket }) else { return nil }
            return state.slotQueue.remove(at: index)
        }
        request?.continuation.resume(returning: false)
    }

    /// Gives the slot to the first request waiting for one, or frees it.
    nonisolated func releaseSlot() {
        let next = state.withLockedValue { state -> SlotRequest? in
            if state.slotQueue.isEmpty {
                state.running -= 1
                return nil
            }
            return state.slotQueue.removeFirst()
        }
        next?.continuation.resume(returning: true)
    }
}
