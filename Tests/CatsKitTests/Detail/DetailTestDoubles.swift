import CatsAPI
import CatsKit
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

/// Favorites whose answers the test gives: a change is published at once (optimistic),
/// then waits until the test answers; the test publishes any rollback itself, so what
/// the reactor hears arrives in an order the test chooses.
final class GatedFavorites: CatsFavorites {
    let ids: ReplayedValue<[Int64]>
    let writer: ReplayedValue<[Int64]>.Writer
    let requests = NIOLockedValueBox<[String]>([])
    private let waiting = NIOLockedValueBox<[CheckedContinuation<String?, Never>]>([])

    init(_ favorites: [Int64] = []) {
        (ids, writer) = ReplayedValue.make(favorites)
    }

    /// The ids as the bundled catalog's breeds, now and after every change.
    func observe() -> AsyncThrowingStream<[Breed], any Error> {
        let (ids, breeds) = (ids, (try? BreedCatalog.load()) ?? [])
        return AsyncThrowingStream { continuation in
            let task = Task {
                for await current in ids.values { continuation.yield(current.compactMap { id in breeds.first { $0.id == id } }) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func toggleFavorite(_ breedID: Int64, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) -> Bool {
        let isFavorite = !ids.current.contains(breedID)
        try await setFavorite(breedID, isFavorite, at: nil, onSaved: onSaved)
        return isFavorite
    }

    func setFavorite(
        _ breedID: Int64, _ isFavorite: Bool, at index: Int?, onSaved: @escaping @Sendable (Bool) -> Void
    ) async throws(FavoriteError) {
        var after = ids.current.filter { $0 != breedID }
        if isFavorite { after.append(breedID) }
        writer.send(after)
        onSaved(isFavorite)
        requests.withLockedValue { $0.append("\(isFavorite ? "PUT" : "DELETE") /favorites/\(breedID)") }
        let refusal: String? = await withCheckedContinuation { continuation in
            waiting.withLockedValue { $0.append(continuation) }
        }
        if let refusal { throw .refused(breedID: breedID, reason: refusal) }
    }

    func move(_ breedID: Int64, to index: Int, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) {}

    /// Answers the oldest change waiting (refusing it with `reason`), once one waits.
    func answer(refusing reason: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard await eventually({ !waiting.withLockedValue { $0.isEmpty } }) else {
            Issue.record("no change waited to be answered", sourceLocation: sourceLocation)
            return
        }
        let continuation = waiting.withLockedValue { $0.removeFirst() }
        continuation.resume(returning: reason)
    }
}

/// A catalog whose breed and sightings streams wait until the test releases them, so a
/// test can hold one part of the detail while the other has loaded.
final class GatedCatalog: CatsCatalog {
    let breeds: [Breed]
    private let held = NIOLockedValueBox<[String: [AsyncThrowingStream<Fetched<Breed>, any Error>.Continuation]]>([:])
    private let heldSightings = NIOLockedValueBox<[AsyncThrowingStream<Fetched<[Sighting]>, any Error>.Continuation]>([])
    /// How many breed streams were asked for.
    let breedRequests = NIOLockedValueBox(0)
    let breedChanges = ModelEvents<EntityChange<Breed>>()
    let sightingChanges = ModelEvents<EntityChange<Sighting>>()
    let catalogProgress = ModelEvents<TransferProgress>()

    init(breeds: [Breed]) { self.breeds = breeds }

    func breeds(policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Breed]>, any Error> {
        AsyncThrowingStream {
            $0.yield(Fetched(value: breeds, origin: .cache))
            $0.finish()
        }
    }

    func breed(_ id: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Breed>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<Breed>.self)
        breedRequests.withLockedValue { $0 += 1 }
        held.withLockedValue { $0["\(id)", default: []].append(continuation) }
        return stream
    }

    func sightings(of breedID: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Sighting]>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<[Sighting]>.self)
        heldSightings.withLockedValue { $0.append(continuation) }
        return stream
    }

    /// How many sightings streams wait to be released.
    var heldSightingsCount: Int { heldSightings.withLockedValue { $0.count } }

    /// Sends `sightings` on the oldest waiting sightings stream and ends it (with nothing
    /// sent when `sightings` is `nil`).
    func finishSightings(_ sightings: [Sighting]? = nil) {
        let continuation = heldSightings.withLockedValue { $0.isEmpty ? nil : $0.removeFirst() }
        if let sightings { continuation?.yield(Fetched(value: sightings, origin: .cache)) }
        continuation?.finish()
    }

    /// How many breed streams wait to be released.
    var heldBreedCount: Int { held.withLockedValue { $0.values.reduce(0) { $0 + $1.count } } }

    /// Sends breed `id` on the oldest of its waiting streams, from `origin`, and ends it
    /// unless `finish` is false; returns the stream's continuation, to send more on it.
    @discardableResult
    func release(_ id: Int64, origin: Fetched<Breed>.Origin = .cache, finish: Bool = true)
        -> AsyncThrowingStream<Fetched<Breed>, any Error>.Continuation?
    {
        guard let breed = breeds.first(where: { $0.id == id }) else { return nil }
        let continuation = held.withLockedValue { $0["\(id)"]?.isEmpty == false ? $0["\(id)"]!.removeFirst() : nil }
        continuation?.yield(Fetched(value: breed, origin: origin))
        if finish { continuation?.finish() }
        return continuation
    }

    /// Ends the oldest waiting stream of breed `id` with nothing sent.
    func end(_ id: Int64) {
        held.withLockedValue { $0["\(id)"]?.isEmpty == false ? $0["\(id)"]!.removeFirst() : nil }?.finish()
    }

    /// Fails the oldest waiting stream of breed `id`.
    func fail(_ id: Int64, _ error: any Error) {
        let continuation = held.withLockedValue { $0["\(id)"]?.isEmpty == false ? $0["\(id)"]!.removeFirst() : nil }
        continuation?.finish(throwing: error)
    }
}
