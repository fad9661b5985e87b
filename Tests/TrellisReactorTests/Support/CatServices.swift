import Foundation

/// What changed about a cat: Drrrible's `Shot.event`, one stream for every screen.
enum CatEvent: Equatable, Sendable {
    /// What a screen shows now: an optimistic change or a rollback.
    case favorite(catID: Int, isFavorite: Bool)
    /// What the server confirmed it holds.
    case favoriteConfirmed(catID: Int, isFavorite: Bool)

    var catID: Int {
        switch self {
        case .favorite(let catID, _), .favoriteConfirmed(let catID, _): catID
        }
    }
}

/// One event stream per model type, with as many listeners as screens that show cats.
final class CatEvents: Sendable {
    private let listeners = Probe<[Int: AsyncStream<CatEvent>.Continuation]>([:])
    private let nextID = Probe(0)

    /// The events published from now on; ends when the iterating task is cancelled.
    func stream() -> AsyncStream<CatEvent> {
        let (stream, continuation) = AsyncStream<CatEvent>.makeStream()
        var next = 0
        nextID.update {
            $0 += 1
            next = $0
        }
        let id = next
        listeners.update { $0[id] = continuation }
        continuation.onTermination = { [listeners] _ in listeners.update { $0[id] = nil } }
        return stream
    }

    var listenerCount: Int { listeners.value.count }

    func publish(_ event: CatEvent) {
        for continuation in listeners.value.values { continuation.yield(event) }
    }
}

/// The signed-in user: read-only and replayed (Drrrible's `UserService.currentUser`);
/// only the service writes it.
final class UserService: Sendable {
    struct User: Equatable, Sendable { var name: String }

    private let current = Probe<User?>(nil)
    private let events = CatEventsOf<User?>()

    /// The current user now, then every change.
    var currentUser: AsyncStream<User?> { events.stream(startingWith: current.value) }

    func signIn(_ user: User?) {
        current.value = user
        events.publish(user)
    }
}

/// A broadcast of values to any number of async listeners.
final class CatEventsOf<Value: Sendable>: Sendable {
    private let listeners = Probe<[Int: AsyncStream<Value>.Continuation]>([:])
    private let nextID = Probe(0)

    func stream(startingWith first: Value) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        var next = 0
        nextID.update {
            $0 += 1
            next = $0
        }
        let id = next
        continuation.yield(first)
        listeners.update { $0[id] = continuation }
        continuation.onTermination = { [listeners] _ in listeners.update { $0[id] = nil } }
        return stream
    }

    func publish(_ value: Value) {
        for continuation in listeners.value.values { continuation.yield(value) }
    }
}

/// A favorites endpoint whose answers the test gives, one request at a time. A cancelled
/// request ends at once with `CancellationError`, as URLSession's do.
final class FavoritesAPI: Sendable {
    struct Refused: Error, Equatable {}

    private let waiting = Probe<[(id: Int, continuation: CheckedContinuation<Void, any Error>)]>([])
    private let requests = Probe<[Bool]>([])
    private let nextID = Probe(0)
    let cancelled = Probe(0)

    /// The requests made so far (`true` to favorite).
    var requestLog: [Bool] { requests.value }
    var waitingCount: Int { waiting.value.count }

    func setFavorite(_ isFavorite: Bool, catID: Int) async throws {
        requests.update { $0.append(isFavorite) }
        var next = 0
        nextID.update {
            $0 += 1
            next = $0
        }
        let id = next
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting.update { $0.append((id, continuation)) }
                if Task.isCancelled { cancel(id) }
            }
        } onCancel: {
            cancel(id)
        }
    }

    private func cancel(_ id: Int) {
        var found: CheckedContinuation<Void, any Error>?
        waiting.update { list in
            if let index = list.firstIndex(where: { $0.id == id }) { found = list.remove(at: index).continuation }
        }
        guard let found else { return }
        cancelled.update { $0 += 1 }
        found.resume(throwing: CancellationError())
    }

    /// Answers the oldest waiting request.
    func answerOldest(with result: Result<Void, Refused>) {
        var first: CheckedContinuation<Void, any Error>?
        waiting.update { if !$0.isEmpty { first = $0.removeFirst().continuation } }
        switch result {
        case .success: first?.resume()
        case .failure(let error): first?.resume(throwing: error)
        }
    }
}
