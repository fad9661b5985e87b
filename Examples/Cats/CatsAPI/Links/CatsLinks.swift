import TrellisData

/// Every `cats://` deep link of the app, made and matched in one place.
///
/// ``patterns`` are the router's patterns (TrellisShell's `RoutePattern` syntax); the
/// functions make the links that match them, percent-encoding what the user typed.
///
/// ```swift
/// CatsLinks.cat(3)             // "cats://cat/3"
/// CatsLinks.sighting(17, of: 3) // "cats://cat/3/sighting/17"
/// CatsLinks.search("maine c")  // "cats://search?q=maine%20c"
/// ```
public enum CatsLinks {
    /// The scheme of every link.
    public static let scheme = "cats"

    /// The router patterns, one per screen.
    public enum Pattern {
        public static let cats = "cats://cats"
        public static let cat = "cats://cat/<int:id>"
        public static let sighting = "cats://cat/<int:id>/sighting/<int:sighting>"
        public static let favorites = "cats://favorites"
        public static let settings = "cats://settings"
        public static let search = "cats://search?q"
    }

    /// The list of every breed.
    public static let cats = "cats://cats"
    /// The favorites list.
    public static let favorites = "cats://favorites"
    /// The settings screen.
    public static let settings = "cats://settings"

    /// One breed's detail screen.
    public static func cat(_ id: Int64) -> String { "cats://cat/\(id)" }

    /// One sighting, on its breed's detail screen (the Sightings segment).
    public static func sighting(_ id: Int64, of breedID: Int64) -> String { "cats://cat/\(breedID)/sighting/\(id)" }

    /// The list filtered by `query`.
    public static func search(_ query: String) -> String { "cats://search?q=\(APIServer.percentEncode(query))" }
}
