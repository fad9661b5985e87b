import CatsAPI
import TrellisReactor

extension CatsListReactor {
    /// What the cats list shows. The sections are derived, never stored: the breeds (and
    /// how far they have loaded), the favorites and the search are the only truth.
    public struct State: Equatable, Sendable {
        /// The catalog's breeds, and where their load stands: what both segments'
        /// placeholders follow.
        public var breeds: Loadable<[Breed]> = .notLoaded
        /// The favorite breed ids in the user's order, as the favorites service last sent
        /// them (its `ids` is their one owner; the list never writes its own copy).
        public var favoriteIDs: [Int64] = []
        /// The favorite breeds as the database has them (the records the Favorites
        /// segment shows), in the user's order.
        public var storedFavorites: [Breed] = []
        /// The segment shown: the data sources' selection and the control follow it.
        public var segment: CatsListSegment
        /// The filter ("" for none): a breed matches when its name, origin or coat contains
        /// it, ignoring case.
        public var query: String
        /// Whether keys are typed into the search.
        public var isTyping = false
        /// The last favorite removed, until it is put back.
        public var lastRemoval: Removal?
        /// A line for the status bar, posted once per assignment.
        @Pulse public var message: StatusMessage? = nil

        public init(segment: CatsListSegment = .all, query: String = "") {
            self.segment = segment
            self.query = query
        }
    }

    /// A favorite the user removed, and where it was: what `u` puts back.
    public struct Removal: Sendable, Hashable {
        public var breedID: Int64
        public var index: Int
        public var name: String
    }
}

extension CatsListReactor.State {
    /// Whether a filter applies or is being typed.
    public var isSearching: Bool { isTyping || !query.isEmpty }

    /// Whether `breed` passes the filter.
    public func matches(_ breed: Breed) -> Bool {
        guard !query.isEmpty else { return true }
        let needle = query.lowercased()
        return breed.name.lowercased().contains(needle) || breed.origin.lowercased().contains(needle)
            || breed.coat.lowercased().contains(needle)
    }

    /// The All list: every matching breed, grouped by origin (origins and names in
    /// alphabetical order), loading as the breeds load.
    ///
    /// - Complexity: O(*n* log *n*) for *n* breeds.
    public var allSections: Loadable<[BreedSection]> {
        let favorites = Set(favoriteIDs)
        return breeds.map { breeds in
            let grouped = Dictionary(grouping: breeds.filter(matches), by: \.origin)
            return grouped.keys.sorted().map { origin in
                let rows = grouped[origin, default: []].sorted { ($0.name, $0.id) < ($1.name, $1.id) }
                    .map { BreedRow(breed: $0, isFavorite: favorites.contains($0.id)) }
                return BreedSection(header: .origin(origin), items: rows)
            }
        }
    }

    /// The Favorites list: the matching favorites in the user's order, as one section
    /// (grouping them by origin would scatter the order Shift-↑/↓ edits). Each row is the
    /// database's record of the breed, or the catalog's while the database does not list
    /// it yet (a change being saved); favorites in neither are left out.
    public var favoriteSections: Loadable<[BreedSection]> {
        breeds.map { breeds in
            let rows = visibleFavorites(in: breeds).map { BreedRow(breed: $0, isFavorite: true) }
            return rows.isEmpty ? [] : [BreedSection(header: .favorites, items: rows)]
        }
    }

    /// The favorites the Favorites list shows, in order.
    func visibleFavorites(in breeds: [Breed]) -> [Breed] {
        let catalog = Dictionary(breeds.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stored = Dictionary(storedFavorites.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return favoriteIDs.compactMap { stored[$0] ?? catalog[$0] }.filter(matches)
    }

    /// The global count header, "68 breeds · 2 favorites"; "" while no breeds are shown
    /// (no count over a load, its failure, or an empty catalog).
    public var countLine: String {
        guard let count = breeds.value?.count, count > 0 else { return "" }
        let favorites = favoriteIDs.count
        return "\(count) breed\(count == 1 ? "" : "s") · \(favorites) favorite\(favorites == 1 ? "" : "s")"
    }

    /// The breed with `id`, if the catalog has it.
    func breed(_ id: Int64) -> Breed? {
        breeds.value?.first { $0.id == id }
    }
}
