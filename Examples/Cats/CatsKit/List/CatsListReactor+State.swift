import CatsAPI
import TrellisReactor
import TrellisViews

extension CatsListReactor {
    /// What the cats list shows: the breeds (and how far they have loaded), the favorites
    /// and the search; the sections are derived from them, never stored.
    public struct State: Equatable, Sendable {
        /// The catalog's breeds, and where their load stands (both segments follow it).
        public var breeds: Loadable<[Breed]> = .notLoaded
        /// The favorite breeds as the database has them, in the user's order.
        public var favorites: [Breed] = []
        public var segment = CatsListSegment.all
        /// The filter ("" for none), and whether keys are typed into it.
        public var query = ""
        public var isTyping = false
        /// The last favorite removed, until it is put back.
        public var lastRemoval: Removal?
        /// Whether the catalog is being read and asked of the server (a first load, or a
        /// refresh of a stale one): the list shows a progress view meanwhile.
        public var isSyncingCatalog = false
        /// How much of the server's catalog has arrived while syncing, 0 to 1; nil while
        /// it is read from the store, asked for, or of a length the server did not say.
        public var catalogDownloaded: Double?
        /// A line for the status bar, posted once per assignment.
        @Pulse public var message: StatusMessage? = nil
        /// Each breed as the store's last change to it brought it: laid over a load read
        /// before the change, so the load never undoes it.
        public var lastChanges = LatestChanges<Breed>()
    }

    /// A favorite the user removed, and where it was: what `u` puts back.
    public struct Removal: Sendable, Hashable {
        public var breedID: Int64
        public var index: Int
        public var name: String
    }
}

extension CatsListReactor.State {
    /// The favorite ids in the user's order.
    public var favoriteIDs: [Int64] { favorites.map(\.id) }

    /// Whether a filter applies or is being typed.
    public var isSearching: Bool { isTyping || !query.isEmpty }

    /// Whether `breed`'s name, origin or coat contains the filter, ignoring case.
    public func matches(_ breed: Breed) -> Bool {
        query.isEmpty || [breed.name, breed.origin, breed.coat].contains { $0.lowercased().contains(query.lowercased()) }
    }

    /// The All list: every matching breed, grouped by origin (origins and names in
    /// alphabetical order), loading as the breeds load.
    ///
    /// - Complexity: O(*n* log *n*) for *n* breeds.
    public var allSections: Loadable<[BreedSection]> {
        let favorites = Set(favoriteIDs)
        return breeds.map { breeds in
            let byName = breeds.filter(matches).sorted { ($0.name, $0.id) < ($1.name, $1.id) }
            return Dictionary(grouping: byName, by: \.origin).sorted { $0.key < $1.key }.map { origin, breeds in
                BreedSection(header: .origin(origin), items: breeds.map { BreedRow(breed: $0, isFavorite: favorites.contains($0.id)) })
            }
        }
    }

    /// The Favorites list: the matching favorites in the user's order, as one section
    /// (grouping them by origin would scatter the order Shift-↑/↓ edits).
    public var favoriteSections: Loadable<[BreedSection]> {
        breeds.map { _ in
            let rows = visibleFavorites().map { BreedRow(breed: $0, isFavorite: true) }
            return rows.isEmpty ? [] : [BreedSection(header: .favorites, items: rows)]
        }
    }

    /// The favorites the Favorites list shows, in order: the database's records that match
    /// the filter.
    func visibleFavorites() -> [Breed] { favorites.filter(matches) }

    /// The count header, "68 breeds · 2 favorites"; "" while no breeds are shown.
    public var countLine: String {
        guard let count = breeds.value?.count, count > 0 else { return "" }
        let favorites = favoriteIDs.count
        return "\(count) breed\(count == 1 ? "" : "s") · \(favorites) favorite\(favorites == 1 ? "" : "s")"
    }
}
