/// The running tasks of one reactor, by token and by cancellation id.
@MainActor
struct EffectTasks {
    private var tasks: [Int: (task: Task<Void, Never>, ids: [EffectID])] = [:]
    private var tokensByID: [EffectID: Set<Int>] = [:]
    private var nextToken = 0
    /// Tokens of the streams merged by `transform(…)`: they live as long as the reactor.
    private var streamTokens: Set<Int> = []

    /// Effects running, not counting merged streams.
    var count: Int { tasks.count - streamTokens.count }
    /// Merged streams running.
    var streamCount: Int { streamTokens.count }

    mutating func markAsStream(_ token: Int) {
        if tasks[token] != nil { streamTokens.insert(token) }
    }

    /// The ids of the cancellable work still running, for a test's failure message.
    var runningIDs: [EffectID] { tokensByID.keys.sorted { $0.description < $1.description } }

    mutating func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    mutating func insert(_ task: Task<Void, Never>, token: Int, ids: [EffectID]) {
        tasks[token] = (task, ids)
        for id in ids { tokensByID[id, default: []].insert(token) }
    }

    mutating func finish(_ token: Int) {
        streamTokens.remove(token)
        guard let entry = tasks.removeValue(forKey: token) else { return }
        for id in entry.ids {
            tokensByID[id]?.remove(token)
            if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
        }
    }

    mutating func cancel(id: EffectID) {
        guard let tokens = tokensByID.removeValue(forKey: id) else { return }
        for token in tokens {
            tasks[token]?.task.cancel()
            // The task's own ids are forgotten when it finishes; its entry goes now, so a
            // newer effect under the same id is the only one running.
            streamTokens.remove(token)
            if let entry = tasks.removeValue(forKey: token) {
                for other in entry.ids where other != id {
                    tokensByID[other]?.remove(token)
                    if tokensByID[other]?.isEmpty == true { tokensByID[other] = nil }
                }
            }
        }
    }

    mutating func cancelAll() {
        for entry in tasks.values { entry.task.cancel() }
        tasks.removeAll()
        tokensByID.removeAll()
        streamTokens.removeAll()
    }
}

/// Where an effect's outputs go: `now` while the reactor is handling a send, `later`
/// from a task.
struct Delivery<Output: Sendable> {
    let now: @MainActor (Output) -> Void
    let later: Send<Output>
}
