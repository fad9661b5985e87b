import TrellisData

/// A refusal the sync met that the user must hear about: a queued change the server refused
/// for good (it was dropped, and the list shows the server's state again; a refused sighting
/// leaves the Sightings list), a sign-in the server refused (the queue waits), or a
/// favorites list from the server the app refused to take. The status line shows each one
/// as an error.
public struct SyncRefusal: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The server refused making `breedID` a favorite (or not); the change was dropped.
        case favoriteRefused(breedID: Int64, isFavorite: Bool)
        /// The server refused the favorites' new order; it was dropped.
        case orderRefused
        /// The server refused a sighting reported at `place`; it was dropped from the list.
        case sightingRefused(breedID: Int64, place: String)
        /// The server refused to sign `userID` in; changes stay queued.
        case signInRefused(userID: String)
        /// The server sent a favorites list the app cannot take; the local list was kept.
        case badFavoritesList
    }

    /// What happened.
    public var kind: Kind
    /// The server's reason.
    public var reason: String

    /// A notice of `kind` for `reason`.
    public init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case let .favoriteRefused(breedID, isFavorite):
            "the server refused \(isFavorite ? "adding" : "removing") favorite \(breedID): \(reason); it was dropped"
        case .orderRefused: "the server refused the favorites' order: \(reason); it was dropped"
        case let .sightingRefused(_, place): "the server refused the sighting at \(place): \(reason); it was removed"
        case let .signInRefused(userID): "the server refused to sign \(userID) in: \(reason); changes stay queued"
        case .badFavoritesList: "the server's favorites list was not taken: \(reason); the local list is kept"
        }
    }
}
