import TrellisDiff
import TrellisLists

/// The breeds and the user's favorites, shared by the All and Favorites lists.
///
/// The first load fetches through ``CatDataAccess``; later loads reuse the catalog
/// unless asked to refresh. Favorites live in memory for the session.
@MainActor
public final class CatStore {
    public let access: any CatDataAccess
    /// The catalog, once loaded.
    public private(set) var cats: [Cat]?
    /// Names of the favorite breeds.
    public private(set) var favorites: Set<String> = []
    /// Who hears about favorite changes, in the order they subscribed.
    private var favoritesListeners: [(id: Int, listener: @MainActor () -> Void)] = []
    private var nextListenerID = 0

    public init(access: any CatDataAccess) {
        self.access = access
    }

    /// The catalog: fetched on the first call or when `refresh` is set, cached otherwise.
    public func loadCats(refresh: Bool = false) async throws(CatDataError) -> [Cat] {
        if let cats, !refresh { return cats }
        let fetched = try await access.fetchCats()
        cats = fetched
        return fetched
    }

    /// Adds or removes a favorite.
    public func toggleFavorite(_ name: String) {
        if favorites.remove(name) == nil { favorites.insert(name) }
        // A listener may remove itself (or another) while hearing the change: iterate a copy.
        for entry in favoritesListeners { entry.listener() }
    }

    /// Calls `listener` after every favorite change, until the returned subscription is
    /// cancelled or released.
    ///
    /// ```swift
    /// subscription = store.observeFavorites { [weak self] in self?.refresh() }
    /// subscription = nil   // stops listening
    /// ```
    public func observeFavorites(_ listener: @escaping @MainActor () -> Void) -> FavoritesSubscription {
        nextListenerID += 1
        let id = nextListenerID
        favoritesListeners.append((id, listener))
        return FavoritesSubscription { [weak self] in self?.favoritesListeners.removeAll { $0.id == id } }
    }

    /// How many listeners hear favorite changes (for tests and debugging).
    public var favoritesListenerCount: Int { favoritesListeners.count }

    /// The cats grouped by origin (origins alphabetical, cats alphabetical within).
    public func sections(favoritesOnly: Bool) -> [ArraySection<Origin, CatRow>] {
        let shown = (cats ?? []).filter { !favoritesOnly || favorites.contains($0.name) }
        let grouped = Dictionary(grouping: shown, by: \.origin)
        return grouped.keys.sorted().map { origin in
            let rows = grouped[origin]!.sorted { $0.name < $1.name }.map { CatRow(cat: $0, isFavorite: favorites.contains($0.name)) }
            return ArraySection(model: Origin(name: origin, count: rows.count), elements: rows)
        }
    }
}

/// A listener's hold on ``CatStore/observeFavorites(_:)``: cancelling it, or letting it
/// go, removes the listener.
@MainActor
public final class FavoritesSubscription {
    private var remove: (@MainActor () -> Void)?

    init(remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    /// Stops listening; later calls do nothing.
    public func cancel() {
        remove?()
        remove = nil
    }

    isolated deinit {
        remove?()
    }
}
