import CatsAPI

/// Confirming sightings ("I saw it too") on the server: Drrrible's `ShotService.like`, for
/// a sighting. A confirmation is not queued: it is shown at once and settled with the server
/// by ``SightingConfirmations``, and taken back, with the reason, if the server refuses it
/// or cannot be reached.
public protocol CatsConfirmations: Sendable {
    /// The confirmed sightings of breed `breedID`, for the signed-in user.
    ///
    /// - Throws: ``ConfirmationError``.
    func confirmations(of breedID: Int64) async throws(ConfirmationError) -> [SightingConfirmation]
    /// Confirms sighting `sightingID` for the signed-in user, or takes the confirmation back.
    ///
    /// - Returns: the sighting's confirmations after the change, as the server counts them.
    /// - Throws: ``ConfirmationError``; the server holds what it held before.
    func setConfirmed(_ sightingID: Int64, _ confirmed: Bool) async throws(ConfirmationError) -> SightingConfirmation
}

/// Why a confirmation was not made, in plain words.
public enum ConfirmationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody is signed in.
    case signedOut
    /// The app runs without a server (`cats --in-memory`, or no `--server`).
    case noServer
    /// A sighting the server has not taken yet (reported, not sent): it has no id there.
    case notSent
    /// The server could not be reached, or answered that it could not do it now.
    case unreachable(String)
    /// The server refused it (an unknown sighting).
    case refused(String)

    public var description: String {
        switch self {
        case .signedOut: "sign in to confirm sightings"
        case .noServer: "confirming a sighting needs a server (cats --server)"
        case .notSent: "this sighting has not reached the server yet; confirm it once it has"
        case .unreachable(let reason): "not confirmed: \(reason)"
        case .refused(let reason): "not confirmed: \(reason)"
        }
    }
}

/// ``CatsConfirmations`` without a server: every request says so.
struct ServerlessConfirmations: CatsConfirmations {
    func confirmations(of breedID: Int64) async throws(ConfirmationError) -> [SightingConfirmation] { throw .noServer }
    func setConfirmed(_ sightingID: Int64, _ confirmed: Bool) async throws(ConfirmationError) -> SightingConfirmation {
        throw .noServer
    }
}
