import CatsAPI

/// Reporting sightings (the detail's "Report a sighting" form): shown at once, saved with
/// its place in the offline queue, sent to the server, as a favorite is.
public protocol CatsSightings: Sendable {
    /// Saves `report` as a sighting of `breedID` and starts sending it. Returns once it is
    /// on disk (with its queue row), which is when every screen following
    /// ``CatsCatalog/sightingChanges`` has it; the server's answer comes later, and a
    /// refusal removes it again and is told through ``CatsSync/refusals``.
    ///
    /// - Returns: the sighting as stored now, under a local id until the server answers.
    /// - Throws: ``SightingError``; nothing was saved then.
    func report(_ report: SightingReport, of breedID: Int64) async throws(SightingError) -> Sighting
}

/// Why a sighting was not saved.
public enum SightingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody is signed in.
    case signedOut
    /// No such breed.
    case unknownBreed(Int64)
    /// SQLite failed; nothing changed.
    case storage(String)

    public var description: String {
        switch self {
        case .signedOut: "sign in to report sightings"
        case let .unknownBreed(id): "there is no breed \(id)"
        case let .storage(reason): "the sighting could not be saved: \(reason)"
        }
    }
}
