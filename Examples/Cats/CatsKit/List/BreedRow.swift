import CatsAPI
import TrellisReactor
import TrellisViews

/// Which list the cats screen shows: every breed, or the favorites.
public enum CatsListSegment: Int, Sendable, Hashable, CaseIterable {
    case all, favorites

    /// The segment's title in the segmented control.
    public var title: String { self == .all ? "All" : "Favorites" }

    /// The no-content placeholder's words: "No Matches" while a filter hides everything.
    func noContentTexts(query: String) -> (title: String, message: String) {
        if !query.isEmpty { return ("No Matches", "Nothing matches “\(query)”. Esc clears the search.") }
        return self == .all ? ("No Cats", "The catalog is empty.") : ("No Favorites", "Press f on a cat to make it a favorite.")
    }
}

/// One row of the cats list: what a ``BreedCell`` shows and the diff compares, identified
/// by the breed's id (a changed star is an update, a reordered favorite a move).
public struct BreedRow: Identifiable, Hashable, Sendable, AccessibilityLabeled {
    public let id: Int64
    public var name: String
    public var coat: String
    public var isFavorite: Bool
    /// How many people favorited the breed (``CatsAPI/Breed/favoriteCount``).
    public var favoriteCount: Int

    public init(breed: Breed, isFavorite: Bool) {
        (id, name, coat, self.isFavorite, favoriteCount) = (breed.id, breed.name, breed.coat, isFavorite, breed.favoriteCount)
    }

    /// "Abyssinian, favorite" (the star in words): what a screen reader hears on focus.
    public var accessibilityLabel: String { isFavorite ? "\(name), favorite" : name }

    /// The count as the row shows it, `♥ 12`; empty for nobody (the row stays quiet).
    public var countText: String { favoriteCount > 0 ? "♥ \(favoriteCount)" : "" }
}

/// A section's identity: an origin (in All), or the favorites in the user's order.
public enum BreedSectionHeader: Identifiable, Hashable, Sendable {
    case origin(String)
    case favorites

    public var id: Self { self }

    /// The header's words, before the count: the origin's name, or "In your order".
    public var title: String {
        if case .origin(let name) = self { name } else { "In your order" }
    }
}

/// A section of the reactor's state, as the data sources take it (a ``TrellisReactor/ReactorSection``).
public struct BreedSection: ReactorSection, Hashable, Sendable {
    public var header: BreedSectionHeader
    public var items: [BreedRow]
}
