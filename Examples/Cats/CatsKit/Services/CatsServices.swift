import CatsAPI
import Foundation
import TrellisData

/// Everything the Cats screens read and change, behind one interface (AAPL's
/// `AAPLDataAccessManager`): screens never know whether an answer came from SQLite or from
/// `cats-server`, and the composition root decides which implementation they get.
///
/// Every part is `Sendable` (actors and locked values); screens call them from their
/// reactors' effects and follow their streams.
///
/// ```swift
/// let services = try await CatsServices.start(.init(database: .inMemory, server: nil))
/// for try await loaded in services.catalog.breeds(policy: .cacheThenNetwork) { show(loaded.value) }
/// try await services.favorites.setFavorite(3, true)
/// ```
public struct CatsServices: Sendable {
    /// Breeds and sightings.
    public var catalog: any CatsCatalog
    /// The signed-in user's favorites, in order.
    public var favorites: any CatsFavorites
    /// Who is signed in.
    public var account: any CatsAccount
    /// Whether the server is reachable, and what settings shows about the data.
    public var sync: any CatsSync
    /// Reporting sightings.
    public var sightings: any CatsSightings
    /// Confirming sightings ("I saw it too"): shown at once, settled with the server.
    public var confirmations: SightingConfirmations
    /// The services behind these, started and stopped in dependency order, and their
    /// states (Settings' Services section). Fakes get an empty one.
    public var lifecycle: CatsServiceLifecycle
    /// The signed-in user's session as the data layer tags its requests, and what cancels
    /// them: the shell's `Session` is opened with these. Fakes get ids that tag nothing.
    public var sessions: CatsSessionRequests
    /// When a stored list is stale, and the app's clock: the list and the detail refresh
    /// a stale list when shown and say how old what they show is. Its policy is read from
    /// ``stalenessSetting`` at each use.
    public var staleness: CatsStaleness
    /// The signed-in user's stale-after choice (Settings), whose standard is the policy
    /// `staleness` was made with (`cats --stale-after`).
    public let stalenessSetting: CatsStalenessSetting

    /// The services a composition root hands to screens; `lifecycle` starts and stops what
    /// is behind them (``start(_:)`` makes one; tests pass their fakes without). Without
    /// `confirmations`, confirming says it needs a server.
    public init(
        catalog: any CatsCatalog, favorites: any CatsFavorites, account: any CatsAccount, sync: any CatsSync,
        sightings: any CatsSightings, confirmations: SightingConfirmations? = nil, lifecycle: CatsServiceLifecycle = CatsServiceLifecycle(),
        sessions: CatsSessionRequests = CatsSessionRequests(), staleness: CatsStaleness = CatsStaleness()
    ) {
        self.catalog = catalog
        self.favorites = favorites
        self.account = account
        self.sync = sync
        self.sightings = sightings
        self.confirmations =
            confirmations
            ?? SightingConfirmations(api: ServerlessConfirmations(), currentUser: { [account] in account.currentUser.current?.id })
        self.lifecycle = lifecycle
        self.sessions = sessions
        let setting = CatsStalenessSetting(standard: staleness.policy)
        self.stalenessSetting = setting
        self.staleness = CatsStaleness(reading: { setting.policy }, now: staleness.now)
    }
}

/// Breeds and their sightings, read through the data-access layer's cache policies.
///
/// With `cacheThenNetwork` a stream delivers what SQLite has, then what the server sent
/// (saved first); offline it delivers the stored value again with
/// ``TrellisData/Fetched/networkError`` set, and fails only when nothing is stored. Screens
/// show a part with ``showing(_:under:_:)``, which picks `cacheOnly` while the stored copy is
/// fresh (``lastSynced(_:)``, ``CatsStaleness``) and `cacheThenNetwork` once it is stale.
public protocol CatsCatalog: Sendable {
    /// Every breed, in id order.
    func breeds(policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Breed]>, any Error>
    /// One breed.
    func breed(_ id: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Breed>, any Error>
    /// A breed's sightings, newest day first.
    func sightings(of breedID: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Sighting]>, any Error>
    /// Every change to a stored breed, whoever made it (Drrrible's `Shot.event` with the new
    /// like count): a favorite moving its ``CatsAPI/Breed/favoriteCount`` at once and back on a
    /// refusal, a sync bringing the server's values. The list and the detail both follow it.
    var breedChanges: ModelEvents<EntityChange<Breed>> { get }
    /// Every change to a stored sighting: one the user reported (at once), the server's
    /// answer replacing it, a refusal removing it. Every detail of the breed follows it.
    var sightingChanges: ModelEvents<EntityChange<Sighting>> { get }
    /// How much of the catalog's download from the server has arrived, while one runs: the
    /// head (nothing yet), then about once per whole percent, then the whole body. The list
    /// shows it on its count line.
    var catalogProgress: ModelEvents<TransferProgress> { get }

    /// When `part` as stored was last synced from the server: a list is as old as its
    /// oldest entry; `nil` when it never synced (or is empty, or not stored), so it is stale.
    func lastSynced(_ part: CatalogPart) async -> Date?
}

/// What a screen shows from the catalog, as ``CatsCatalog/lastSynced(_:)`` ages it.
public enum CatalogPart: Sendable, Hashable {
    /// The breeds list.
    case breeds
    /// One breed.
    case breed(Int64)
    /// A breed's sightings list.
    case sightings(of: Int64)
}

extension CatsCatalog {
    /// A catalog that keeps no sync times (a test's fake): every part is stale, so every
    /// show asks the server.
    public func lastSynced(_ part: CatalogPart) async -> Date? { nil }
}

/// The signed-in user's favorites, with one owner: the app's SQLite database. A change is
/// decided against what is stored, saved in one transaction and then sent to the server;
/// every screen follows the stored list (``observe()``), so a change, a rollback of a
/// refused one and a pull from the server all reach a screen the same way.
public protocol CatsFavorites: Sendable {
    /// The signed-in user's favorite breeds as stored, in the user's order: the list now,
    /// then again after every committed change (empty while nobody is signed in).
    func observe() -> AsyncThrowingStream<[Breed], any Error>
    /// Makes a breed a favorite (at `index`, or at the end) or not: saved, then sent to the
    /// server. A breed already a favorite and given an index moves there. `onSaved` hears
    /// whether the breed is a favorite once the change is committed (before any request);
    /// the call returns when the server has answered (or, offline, when the change is
    /// queued to send later).
    ///
    /// - Throws: ``FavoriteError/refused(breedID:reason:)`` after rolling back, when the server
    ///   refuses.
    func setFavorite(
        _ breedID: Int64, _ isFavorite: Bool, at index: Int?, onSaved: @escaping @Sendable (Bool) -> Void
    ) async throws(FavoriteError)
    /// Moves a favorite to `index` in the order (clamped to the list); `onSaved` hears
    /// `true` once the order is committed.
    ///
    /// - Throws: ``FavoriteError/unknownBreed(_:)`` for a breed that is not a favorite.
    func move(_ breedID: Int64, to index: Int, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError)
    /// Flips a breed's favorite as stored when the change runs, not as a screen last
    /// showed it: two quick presses of `f` add the favorite and take it away again,
    /// although the screen has not caught up with the first. `onSaved` hears what the
    /// breed became once it is committed.
    ///
    /// - Returns: what the breed became.
    @discardableResult
    func toggleFavorite(_ breedID: Int64, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) -> Bool
}

extension CatsFavorites {
    /// Makes a breed a favorite (at `index`, or at the end) or not, and returns once the
    /// server has answered or the change is queued.
    public func setFavorite(_ breedID: Int64, _ isFavorite: Bool, at index: Int? = nil) async throws(FavoriteError) {
        try await setFavorite(breedID, isFavorite, at: index, onSaved: { _ in })
    }

    /// Moves a favorite to `index`, and returns once the server has answered or the order is queued.
    public func move(_ breedID: Int64, to index: Int) async throws(FavoriteError) {
        try await move(breedID, to: index, onSaved: { _ in })
    }

    /// Flips a breed's favorite as stored, and returns what it became once the server has
    /// answered or the change is queued.
    @discardableResult
    public func toggleFavorite(_ breedID: Int64) async throws(FavoriteError) -> Bool {
        try await toggleFavorite(breedID, onSaved: { _ in })
    }
}

/// Why a favorite change did not stick.
public enum FavoriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server refused it; the change was rolled back.
    case refused(breedID: Int64, reason: String)
    /// No such breed.
    case unknownBreed(Int64)
    /// Nobody is signed in.
    case signedOut
    /// SQLite failed; nothing changed.
    case storage(String)

    public var description: String {
        switch self {
        case let .refused(id, reason): "the server refused the change to breed \(id): \(reason)"
        case let .unknownBreed(id): "there is no breed \(id)"
        case .signedOut: "sign in to keep favorites"
        case let .storage(reason): "the favorites could not be saved: \(reason)"
        }
    }
}

/// Who is signed in (Drrrible's `UserService.currentUser`: only the service writes it).
public protocol CatsAccount: Sendable {
    /// The signed-in user, or `nil`; starts with the current value.
    var currentUser: ReplayedValue<CatsUser?> { get }
    /// Signs in (with the server when there is one), then restores that user's favorites.
    func signIn(_ userID: String) async throws(AccountError) -> CatsUser
    /// Signs out: in-flight requests cancelled, session values dropped, preferences cleared.
    func signOut() async
}

/// Why signing in failed.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The id is not lowercase letters, digits and `-` (1–32).
    case invalidID(String)
    /// The server refused or could not be reached.
    case server(String)

    public var description: String {
        switch self {
        case let .invalidID(id): "\"\(id)\" is not a valid user id: use 1–32 lowercase letters, digits or -"
        case let .server(reason): "signing in failed: \(reason)"
        }
    }
}

/// Whether the app is talking to its server: `local` without one, else what the outbox
/// publishes (TrellisData's `SyncConnectivity`).
public typealias Connectivity = SyncConnectivity

/// The sync state and what the settings screen shows about the data.
public protocol CatsSync: Sendable {
    /// Reachability, now and after every change.
    var connectivity: ReplayedValue<Connectivity> { get }
    /// What the user must be told: a queued change the server refused for good (and why).
    var refusals: ModelEvents<SyncRefusal> { get }
    /// Where the database is (`":memory:"` for `--in-memory`).
    var databaseDescription: String { get }
    /// The server's URL, if one is configured.
    var serverURL: String? { get }
    /// The server's version, asked once; `nil` without a server or offline.
    func serverVersion() async -> ServerVersion?
    /// Sends the changes made offline, oldest first; returns how many were sent.
    func sendPending() async -> Int
}
