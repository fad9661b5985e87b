// Settling a key: the requests, the rollback and the answer to every caller, in one task
// per key that the mutation owns.

extension OptimisticMutation {
    /// Queues `apply` after every earlier one, so what is shown follows call order even
    /// when `apply` suspends.
    func show(_ key: Key, _ value: Value) {
        let previous = lastApply
        let apply = apply
        lastApply = Task {
            await previous?.value
            await apply(key, value)
        }
    }

    /// Waits until every `apply` queued so far (and any queued while waiting) has finished.
    func showsFinished() async {
        while let last = lastApply {
            await last.value
            if lastApply == last { lastApply = nil }
        }
    }

    /// Sends requests until the server holds what is shown, then answers every waiter.
    ///
    /// A refusal of the value still shown rolls back once, to the confirmed value; a refusal
    /// of a value the user already left needs no rollback (what is shown is either what the
    /// server holds, or a newer intent, which is sent next).
    func settle(_ key: Key) async {
        var failure: (any Error)?
        while true {
            await showsFinished()
            guard let slot = slots[key] else { preconditionFailure("OptimisticMutation lost the slot it settles") }
            if slot.shown == slot.confirmed { break }
            let sent = slot.shown
            do {
                try await request(key, sent)
                answersTaken += 1
                slots[key]?.confirmed = sent
                failure = nil
            } catch {
                answersTaken += 1
                guard let now = slots[key], now.shown == sent else {
                    failure = nil  // the user moved on: back to what the server holds, or to a newer intent
                    continue
                }
                failure = error
                slots[key]?.shown = now.confirmed
                show(key, now.confirmed)
            }
        }
        guard let slot = slots.removeValue(forKey: key) else { return }
        let outcome: Result<Value, any Error> = failure.map { .failure($0) } ?? .success(slot.confirmed)
        for waiter in slot.waiters { waiter.resume(with: outcome) }
    }
}
