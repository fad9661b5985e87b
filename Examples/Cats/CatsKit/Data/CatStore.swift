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
    /// Called after a favorite changes.
    public var onFavoritesChange: [@MainActor () -> Void] = []

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
        for listener in onFavoritesChange { listener() }
    }

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
