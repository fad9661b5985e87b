/// A cat breed: what the Cats app lists.
public struct Cat: Identifiable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The breed's name; unique in the catalog, so it is the identity.
    public var name: String
    /// Where the breed comes from; the list groups by it.
    public var origin: String
    /// The coat, in a few words.
    public var coat: String
    /// One line about the breed.
    public var description: String

    public var id: String { name }

    public init(name: String, origin: String, coat: String, description: String) {
        self.name = name
        self.origin = origin
        self.coat = coat
        self.description = description
    }
}

/// A section of the list: the breeds of one origin.
public struct Origin: Identifiable, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// How many of the section's cats are shown.
    public var count: Int

    public var id: String { name }
    public var description: String { "\(name) (\(count))" }
}

/// A row of the list: a cat and whether it is a favorite (both are what the row shows,
/// so toggling a favorite is an update the diff reports).
public struct CatRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
    public var cat: Cat
    public var isFavorite: Bool

    public var id: String { cat.name }
    public var description: String { (isFavorite ? "★ " : "  ") + cat.name }
}
