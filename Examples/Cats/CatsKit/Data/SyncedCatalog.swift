import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import TrellisData

/// ``CatsCatalog`` through ``CachingDataAccess``: each read is a ``DataResource`` over the
/// store and the networker. Without a server the store is the only source, so every policy
/// reads it (`cacheOnly`): never an error when the data is stored. With a server, each
/// fetch tells the sync engine whether the server answered, so the status line follows.
/// Once closed (the `catalog` service stopped, ``CatalogService``), its requests are
/// cancelled and every read answers from SQLite.
///
/// Breeds from the server are stored through the ``FavoritesLedger``, which adds this
/// device's queued favorites to the server's counts, and what it stored is what is shown.
struct SyncedCatalog: CatsCatalog {
    let store: EntityStore
    let networker: Networker?
    let engine: CatsSyncEngine?
    let session: CurrentAccount
    /// Stores what the server sends with this device's queued favorites counted on top.
    let ledger: FavoritesLedger
    /// The server's base URL, named when it cannot be reached.
    var serverURL: String?
    /// The app's clock (``CatsStaleness/now``): what the server sends is stamped with it.
    var now: @Sendable () -> Date = { Date() }
    let access = CachingDataAccess()
    /// The breeds' download, as the transport reports it (``CatsCatalog/catalogProgress``).
    let catalogProgress = ModelEvents<TransferProgress>()
    /// Set by ``close()``: no request is sent any more.
    let isClosed = NIOLockedValueBox(false)

    /// The requests' group, cancelled by ``close()``.
    static let requestGroup = "catalog"

    /// The store's changes to breeds: a favorite count moving, a sync's new values.
    var breedChanges: ModelEvents<EntityChange<Breed>> { store.events.changes(of: Breed.self) }

    /// The store's changes to sightings: one the user reported (at once, under its local
    /// id), the server's answer replacing it, a refusal removing it, a sync's new values.
    var sightingChanges: ModelEvents<EntityChange<Sighting>> { store.events.changes(of: Sighting.self) }

    /// The policy actually used: without a server, or once closed, the store's value.
    func effective(_ policy: CachePolicy) -> CachePolicy {
        networker == nil || isClosed.withLockedValue({ $0 }) ? .cacheOnly : policy
    }

    /// Sends nothing more and cancels the requests in flight.
    func close() async {
        isClosed.withLockedValue { $0 = true }
        await networker?.cancel(group: Self.requestGroup)
    }

    /// Sends `endpoint`, reporting reachability to the engine.
    ///
    /// - Throws: a ``UserFacingError`` in plain words (``UserFacingError``; the full error is
    ///   logged), or `CancellationError` when the request was cancelled.
    func fetch<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        // Without a tag a 304 is an error like any other status, so there is always an answer.
        guard let answer = try await fetch(endpoint, ifNoneMatch: nil) else { throw UserFacingError("The server sent no catalog") }
        return answer.value
    }

    /// Sends `endpoint` with `If-None-Match: etag` when a tag is given, reporting
    /// reachability to the engine as ``fetch(_:)`` does.
    ///
    /// - Returns: the decoded answer and its `ETag`, or nil when the server answered 304 to `etag`.
    /// `progress`, if given, is told how much of the answer has arrived.
    func fetch<Response>(
        _ endpoint: Endpoint<Response>, ifNoneMatch etag: String?, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> (value: Response, etag: String?)? {
        guard let networker else { throw UserFacingError("No server is configured") }
        var request = await networker.server.request(for: endpoint)
        if let etag { request.headers.append(("if-none-match", etag)) }
        do {
            let response = try await networker.send(request, group: Self.requestGroup, progress: progress)
            await engine?.outbox.noteReachable()
            return (try endpoint.decodeResponse(response.body), response.headers["etag"])
        } catch .status(304, _) where etag != nil {
            await engine?.outbox.noteReachable()
            return nil
        } catch {
            await engine?.noteUnreachable(error)
            if error == .cancelled { throw CancellationError() }
            throw UserFacingError(UserFacingError.report(error, server: serverURL, doing: "GET /\(endpoint.path.joined(separator: "/"))"))
        }
    }

    /// The catalog: the stored breeds, and the server's when the policy asks. The request
    /// carries the stored catalog's tag (``CatalogTag``) as `If-None-Match`; a 304 (no body)
    /// means the stored breeds are the server's still: they stay as they are (with this
    /// device's unsent favorites counted) and only their sync times move. A 200's catalog is
    /// stored through the ledger, then its tag.
    func breeds(policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Breed]>, any Error> {
        let (store, session, ledger, now) = (store, session, ledger, now)
        // Where the ledger's send log stood when the fetch started (FavoritesLedger+Counts),
        // and the tag of what the server answered (nil for a 304).
        let fetched = NIOLockedValueBox<(mark: Int?, answer: CatalogAnswer?)>((nil, nil))
        return access.load(
            DataResource(
                name: "the breeds",
                cached: {
                    let all = try await store.all(Breed.self)
                    return all.isEmpty ? nil : all
                },
                fetch: {
                    let started = await ledger.sendMark()
                    // The tag is sent only for the catalog it names: as many breeds stored.
                    let stored = (try? await store.all(Breed.self)) ?? []
                    let tag = try? await store.entity(CatalogTag.self, id: CatalogTag.breeds)?.value
                    let held = tag.flatMap { !stored.isEmpty && $0.count == stored.count ? $0.etag : nil }
                    let answer = try await fetchCatalog(ifNoneMatch: held)
                    fetched.withLockedValue { $0 = (started, answer) }
                    if case .modified(let breeds, _) = answer { return breeds.sorted { $0.id < $1.id } }
                    return stored
                },
                merge: { breeds in
                    let (mark, answer) = fetched.withLockedValue { $0 }
                    guard case .modified(_, let etag) = answer else {
                        // 304: what is stored stays (read again: a favorite may have moved a count
                        // since the fetch began), synced now.
                        let stored = try await ledger.restampCatalog(syncedAt: now())
                        session.addKnown(stored.map(\.id))
                        return stored
                    }
                    let stored = try await ledger.takeCatalog(breeds, since: mark ?? 0, syncedAt: now())
                    session.addKnown(breeds.map(\.id))
                    // After the breeds: a tag is never stored for a catalog that is not.
                    if let etag { try await store.upsert([CatalogTag(etag: etag, count: breeds.count)]) }
                    return stored
                }),
            policy: effective(policy))
    }

    /// What `GET /breeds` answered.
    enum CatalogAnswer: Sendable {
        /// A catalog, and its tag if the server sent one.
        case modified([Breed], etag: String?)
        /// 304: the catalog is the one tagged.
        case notModified
    }

    /// `GET /breeds`, with `If-None-Match: etag` when one is given, its progress told to
    /// ``catalogProgress``.
    func fetchCatalog(ifNoneMatch etag: String?) async throws -> CatalogAnswer {
        let progress = catalogProgress
        guard let answer = try await fetch(Endpoint<[Breed]>.breeds(), ifNoneMatch: etag, progress: { progress.send($0) }) else {
            return .notModified
        }
        return .modified(answer.value, etag: answer.etag)
    }

    func breed(_ id: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Breed>, any Error> {
        let (store, session, ledger) = (store, session, ledger)
        let mark = NIOLockedValueBox<Int?>(nil)
        return access.load(
            DataResource(
                name: "breed \(id)",
                cached: { try await store.entity(Breed.self, id: id)?.value },
                fetch: {
                    let started = await ledger.sendMark()
                    mark.withLockedValue { $0 = started }
                    return try await fetch(Endpoint<Breed>.breed(id))
                },
                merge: { breed in
                    let stored = try await ledger.takeCatalog([breed], since: mark.withLockedValue { $0 } ?? 0, syncedAt: now())
                    session.addKnown([breed.id])
                    return stored.first ?? breed
                }),
            policy: effective(policy))
    }

    func sightings(of breedID: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Sighting]>, any Error> {
        let (store, now) = (store, now)
        return access.load(
            DataResource(
                name: "the sightings of breed \(breedID)",
                cached: {
                    let stored = try await store.children(of: breedID, via: Sighting.breed)
                    // A stored breed with no sightings has an empty list, not a missing one.
                    if stored.isEmpty, try await store.entity(Breed.self, id: breedID) == nil { return nil }
                    return Self.newestFirst(stored)
                },
                fetch: { Self.newestFirst(try await fetch(Endpoint<[Sighting]>.sightings(of: breedID))) },
                merge: { sightings in
                    // A sighting the user reported that the server has not answered yet keeps its
                    // local (negative) id until the sync settles it (FavoritesLedger+Sightings).
                    let stamp = now()
                    let kept = Set(sightings.map(\.id))
                    let gone = try await store.children(of: breedID, via: Sighting.breed).map(\.id).filter { $0 > 0 && !kept.contains($0) }
                    try await store.write { batch in
                        batch.delete(Sighting.self, ids: gone)
                        batch.upsert(sightings, syncedAt: stamp)
                    }
                    return Self.newestFirst(try await store.children(of: breedID, via: Sighting.breed))
                }),
            policy: effective(policy))
    }

    /// Sightings newest day first (then by id, so equal days keep one order).
    static func newestFirst(_ sightings: [Sighting]) -> [Sighting] {
        sightings.sorted { ($0.seenOn, $0.id) > ($1.seenOn, $1.id) }
    }
}
