import CatsAPI
import TrellisReactor

extension CatsListReactor {
    /// What the cats list shows. The sections are derived, never stored: the breeds, the
    /// favorites and the search are the only truth.
    public struct State: Equatable, Sendable {
        public var breeds: [Breed] = []
        public var phase: LoadPhase = .idle
        /// The favorite breed ids in the user's order: the service's, or the list's own
        /// change while it is saved.
        public var favoriteIDs: [Int64] = []
        /// The favorite breeds as the database has them (the records the Favorites
        /// segment shows), in the user's order.
        public var storedFavorites: [Breed] = []
        public var segment: CatsListSegment
        /// The filter ("" for none): a breed matches when its name, origin or coat contains
        /// it, ignoring case.
        public var query: String
        /// Whether keys are typed into the search.
        public var isTyping = false
        /// How many of the list's favorite saves have not ended.
        public var writesInFlight = 0
        /// The last favorite removed, until it is put back.
        public var lastRemoval: Removal?
        /// A line for the status bar, posted once per assignment.
        @Pulse public var message: StatusMessage? = nil

        public init(segment: CatsListSegment = .all, query: String = "") {
            self.segment = segment
            self.query = query
        }
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

    /// The sections of `segment`'s list.
    public func sections(for segment: CatsListSegment) -> [BreedSection] {
        switch segment {
        case .all: allSections
        case .favorites: favoriteSections
        }
    }

    /// Every matching breed, grouped by origin (origins and names in alphabetical order).
    ///
    /// - Complexity: O(*n* log *n*) for *n* breeds.
    public var allSections: [BreedSection] {
        let favorites = Set(favoriteIDs)
        let grouped = Dictionary(grouping: breeds.filter(matches), by: \.origin)
        return grouped.keys.sorted().map { origin in
            let rows = grouped[origin, default: []].sorted { ($0.name, $0.id) < ($1.name, $1.id) }
                .map { BreedRow(breed: $0, isFavorite: favorites.contains($0.id)) }
            return BreedSection(header: .origin(origin), items: rows)
        }
    }

    /// The matching favorites in the user's order, as one section: grouping them by origin
    /// would scatter the order the user chose (and Shift-↑/↓ edits). Each row is the
    /// database's record of the breed; a favorite the database does not list yet (a change
    /// being saved) shows the catalog's. Favorites in neither are left out.
    public var favoriteSections: [BreedSection] {
        let rows = visibleFavorites.map { BreedRow(breed: $0, isFavorite: true) }
        return rows.isEmpty ? [] : [BreedSection(header: .favorites, items: rows)]
    }

    /// The favorites the Favorites list shows, in order.
    var visibleFavorites: [Breed] {
        let catalog = Dictionary(breeds.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stored = Dictionary(storedFavorites.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return favoriteIDs.compactMap { stored[$0] ?? catalog[$0] }.filter(matches)
    }

    /// The global count header: "68 breeds · 2 favorites".
    public var countLine: String {
        let favorites = favoriteIDs.count
        return "\(breeds.count) breed\(breeds.count == 1 ? "" : "s") · \(favorites) favorite\(favorites == 1 ? "" : "s")"
    }

    /// The breed with `id`, if the catalog has it.
    func breed(_ id: Int64) -> Breed? {
        breeds.first { $0.id == id }
    }
}
