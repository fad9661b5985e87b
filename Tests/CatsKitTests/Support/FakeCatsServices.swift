import CatsAPI
import CatsKit
import Foundation
import NIOConcurrencyHelpers
import TrellisData

/// In-memory services for screen and reactor tests: the bundled breeds, generated sightings,
/// favorites in an array. Knobs let a test make the next favorite change fail, hold the
/// breeds or a favorite change's answer until the test opens a ``FakeGate``, or empty a
/// breed's sightings.
final class FakeCatsServices: Sendable {
    struct Knobs {
        var refuseFavorites: String?
        var sightingsEmptyFor: Set<Int64> = []
        var catalogFails: String?
        /// The catalog answers for the breeds only once ``FakeCatsServices/breedsGate`` opens.
        var holdsBreeds = false
        /// A favorite change is shown (ids sent) at once, but answered (kept or refused)
        /// only once ``FakeCatsServices/favoriteAnswersGate`` opens.
        var holdsFavoriteAnswers = false
        /// What `sync.serverURL` and `sync.serverVersion()` answer (no server by default).
        var serverURL: String?
        var serverVersion: ServerVersion?
    }

    let breeds: [Breed]
    let sightings: [Sighting]
    let knobs = NIOLockedValueBox(Knobs())
    /// Opened by a test holding the breeds (``Knobs/holdsBreeds``).
    let breedsGate = FakeGate()
    /// Opened by a test holding favorite answers (``Knobs/holdsFavoriteAnswers``).
    let favoriteAnswersGate = FakeGate()
    let favoriteIDs: ReplayedValue<[Int64]>
    let favoritesWriter: ReplayedValue<[Int64]>.Writer
    let user: ReplayedValue<CatsUser?>
    let userWriter: ReplayedValue<CatsUser?>.Writer
    let connectivity: ReplayedValue<Connectivity>
    let connectivityWriter: ReplayedValue<Connectivity>.Writer
    let refusals = ModelEvents<SyncRefusal>()
    /// The services' states: nothing is declared unless a test declares it.
    let lifecycle = CatsServiceLifecycle()
    /// The confirmations "server", and the app's confirmations over it.
    let confirmationsAPI: FakeConfirmations
    let confirmations: SightingConfirmations
    /// The catalog's breed changes: nothing sends them unless a test does.
    let breedChanges = ModelEvents<EntityChange<Breed>>()
    /// The catalog's sighting changes: ``FakeSightings`` sends one per report.
    let sightingChanges = ModelEvents<EntityChange<Sighting>>()
    /// The catalog's download progress: nothing sends it unless a test does.
    let catalogProgress = ModelEvents<TransferProgress>()
    /// Every sighting reported, in order.
    let reports = NIOLockedValueBox<[SightingReport]>([])
    /// Every favorite request the fake "server" got, in order.
    let requests = NIOLockedValueBox<[String]>([])
    /// How many times `account.signOut()` was called.
    let signOuts = NIOLockedValueBox(0)
    /// With `scriptedDatabase`, what `favorites.observe()` sends: only what the test
    /// yields here, every value, in order (a database the test writes). Without it, the
    /// stored favorites follow the ids.
    let database: (stream: AsyncThrowingStream<[Breed], any Error>, continuation: AsyncThrowingStream<[Breed], any Error>.Continuation)?

    init(
        breeds: [Breed]? = nil, favorites: [Int64] = [], user: CatsUser? = CatsUser(id: "ada", name: "Ada"),
        scriptedDatabase: Bool = false
    ) {
        database = scriptedDatabase ? AsyncThrowingStream.makeStream(of: [Breed].self) : nil
        let all = breeds ?? ((try? BreedCatalog.load()) ?? [])
        self.breeds = all
        sightings = SightingGenerator().sightings(for: all)
        (favoriteIDs, favoritesWriter) = ReplayedValue.make(favorites)
        let (current, writer) = ReplayedValue.make(user)
        (self.user, userWriter) = (current, writer)
        let api = FakeConfirmations(user: { current.current?.id })
        api.knobs.withLockedValue { knobs in
            for sighting in SightingGenerator().sightings(for: all) { knobs.breedOf[sighting.id] = sighting.breedID }
        }
        confirmationsAPI = api
        confirmations = SightingConfirmations(api: api, currentUser: { current.current?.id })
        (connectivity, connectivityWriter) = ReplayedValue.make(.local)
    }

    var services: CatsServices {
        CatsServices(
            catalog: FakeCatalog(fake: self), favorites: FakeFavorites(fake: self), account: FakeAccount(fake: self),
            sync: FakeSync(fake: self), sightings: FakeSightings(fake: self),
            confirmations: confirmations, lifecycle: lifecycle)
    }
}

/// Holds whoever waits on it until the test opens it: a catalog or a server that answers
/// when the test says, not after a sleep. Once open it stays open until closed.
final class FakeGate: Sendable {
    private let state = NIOLockedValueBox<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// How many callers wait now.
    var waiting: Int { state.withLockedValue { $0.waiting.count } }

    /// Returns once the gate is open.
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLockedValue { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Holds later callers again (those let go stay gone).
    func close() {
        state.withLockedValue { $0.isOpen = false }
    }

    /// Lets every waiting caller go, and every later one until ``close()``.
    func open() {
        let waiting = state.withLockedValue { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

struct FakeCatalog: CatsCatalog {
    let fake: FakeCatsServices

    var breedChanges: ModelEvents<EntityChange<Breed>> { fake.breedChanges }
    var sightingChanges: ModelEvents<EntityChange<Sighting>> { fake.sightingChanges }
    var catalogProgress: ModelEvents<TransferProgress> { fake.catalogProgress }

    func breeds(policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Breed]>, any Error> {
        let (failure, holds) = fake.knobs.withLockedValue { ($0.catalogFails, $0.holdsBreeds) }
        let breeds = fake.breeds
        let gate = fake.breedsGate
        return AsyncThrowingStream { continuation in
            let answer = {
                if let failure {
                    continuation.finish(throwing: DataAccessError.notCached(resource: failure))
                } else {
                    continuation.yield(Fetched(value: breeds, origin: .cache))
                    continuation.finish()
                }
            }
            guard holds else { return answer() }
            let task = Task {
                await gate.wait()
                answer()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func breed(_ id: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Breed>, any Error> {
        let breed = fake.breeds.first { $0.id == id }
        return AsyncThrowingStream { continuation in
            guard let breed else {
                continuation.finish(throwing: DataAccessError.notCached(resource: "breed \(id)"))
                return
            }
            continuation.yield(Fetched(value: breed, origin: .cache))
            continuation.finish()
        }
    }

    func sightings(of breedID: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Sighting]>, any Error> {
        let empty = fake.knobs.withLockedValue { $0.sightingsEmptyFor.contains(breedID) }
        let found = empty ? [] : fake.sightings.filter { $0.breedID == breedID }.sorted { $0.seenOn > $1.seenOn }
        return AsyncThrowingStream { continuation in
            continuation.yield(Fetched(value: found, origin: .cache))
            continuation.finish()
        }
    }
}

struct FakeFavorites: CatsFavorites {
    let fake: FakeCatsServices
    func observe() -> AsyncThrowingStream<[Breed], any Error> {
        let fake = self.fake
        if let database = fake.database { return database.stream }
        return AsyncThrowingStream { continuation in
            let task = Task {
                for await ids in fake.favoriteIDs.values {
                    continuation.yield(ids.compactMap { id in fake.breeds.first { $0.id == id } })
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func setFavorite(
        _ breedID: Int64, _ isFavorite: Bool, at index: Int?, onSaved: @escaping @Sendable (Bool) -> Void
    ) async throws(FavoriteError) {
        guard fake.breeds.contains(where: { $0.id == breedID }) else { throw .unknownBreed(breedID) }
        let before = fake.favoriteIDs.current
        var after = before.filter { $0 != breedID }
        if isFavorite { after.insert(breedID, at: min(index ?? after.count, after.count)) }
        fake.favoritesWriter.send(after)
        // Queued with the change, before it is reported saved, as the ledger writes its outbox
        // row in the change's transaction: the next edit, which may run once this one is
        // saved, cannot put its request first (a busy core once let it).
        fake.requests.withLockedValue { $0.append("\(isFavorite ? "PUT" : "DELETE") /favorites/\(breedID)") }
        onSaved(isFavorite)
        await Task.yield()
        if fake.knobs.withLockedValue({ $0.holdsFavoriteAnswers }) { await fake.favoriteAnswersGate.wait() }
        if let reason = fake.knobs.withLockedValue({ $0.refuseFavorites }) {
            fake.favoritesWriter.send(before)
            throw .refused(breedID: breedID, reason: reason)
        }
    }

    func toggleFavorite(_ breedID: Int64, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) -> Bool {
        let isFavorite = !fake.favoriteIDs.current.contains(breedID)
        try await setFavorite(breedID, isFavorite, at: nil, onSaved: onSaved)
        return isFavorite
    }

    func move(_ breedID: Int64, to index: Int, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) {
        var order = fake.favoriteIDs.current
        guard let from = order.firstIndex(of: breedID) else { throw .unknownBreed(breedID) }
        order.remove(at: from)
        order.insert(breedID, at: max(0, min(index, order.count)))
        fake.favoritesWriter.send(order)
        fake.requests.withLockedValue { $0.append("PUT /favorites \(order)") }  // queued before saved, as above
        onSaved(true)
    }
}

struct FakeAccount: CatsAccount {
    let fake: FakeCatsServices
    var currentUser: ReplayedValue<CatsUser?> { fake.user }

    func signIn(_ userID: String) async throws(AccountError) -> CatsUser {
        guard CatsUser.isValidID(userID) else { throw .invalidID(userID) }
        let user = CatsUser(id: userID, name: userID.capitalized)
        fake.userWriter.send(user)
        return user
    }

    func signOut() async {
        fake.signOuts.withLockedValue { $0 += 1 }
        fake.userWriter.send(nil)
        fake.favoritesWriter.send([])
    }
}

struct FakeSync: CatsSync {
    let fake: FakeCatsServices
    var connectivity: ReplayedValue<Connectivity> { fake.connectivity }
    var refusals: ModelEvents<SyncRefusal> { fake.refusals }
    var databaseDescription: String { ":memory:" }
    var serverURL: String? { fake.knobs.withLockedValue { $0.serverURL } }
    func serverVersion() async -> ServerVersion? { fake.knobs.withLockedValue { $0.serverVersion } }
    func sendPending() async -> Int { 0 }
}
