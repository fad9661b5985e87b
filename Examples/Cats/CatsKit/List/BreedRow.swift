import CatsAPI
import TrellisReactor

/// Which list the cats screen shows: every breed, or the favorites.
public enum CatsListSegment: Int, Sendable, Hashable, CaseIterable {
    case all, favorites

    /// The segment's title in the segmented control.
    public var title: String {
        switch self {
        case .all: "All"
        case .favorites: "Favorites"
        }
    }
}

/// One row of the cats list: what a ``BreedCell`` shows, and what the diff compares.
///
/// Identified by the breed's id, so a row whose star or name changed is an update of that
/// row, and a row that moved (a reordered favorite) is a move.
public struct BreedRow: Identifiable, Hashable, Sendable {
    public let id: Int64
    public var name: String
    public var origin: String
    public var coat: String
    public var isFavorite: Bool

    public init(breed: Breed, isFavorite: Bool) {
        id = breed.id
        name = breed.name
        origin = breed.origin
        coat = breed.coat
        self.isFavorite = isFavorite
    }
}

/// What a section of the cats list is: an origin (in All) or the favorites in the user's
/// order. The header is the section's identity; its count is read from the items.
public enum BreedSectionHeader: Identifiable, Hashable, Sendable {
    case origin(String)
    case favorites

    public var id: Self { self }

    /// The header's words, before the count: the origin's name, or "In your order".
    public var title: String {
        switch self {
        case .origin(let name): name
        case .favorites: "In your order"
        }
    }
}

/// A section of the reactor's state, as the list's data sources take it (Drrrible's
/// enum sections, as a ``TrellisReactor/ReactorSection``).
public struct BreedSection: ReactorSection, Hashable, Sendable {
    public var header: BreedSectionHeader
    public var items: [BreedRow]
}
