import Foundation

/// How many people confirmed a sighting ("I saw it too"), and whether the asking user is
/// one of them: the answer of `PUT`/`DELETE /sightings/{id}/confirmation`, and an entry of
/// ``ConfirmationList``.
///
/// A confirmation is Drrrible's like on a shot, on a sighting: shown at once, sent, and
/// taken back if the server refuses (the app's `SightingCellReactor`).
///
/// ```json
/// {"count": 3, "mine": true, "sighting_id": 21}
/// ```
public struct SightingConfirmation: Codable, Hashable, Sendable {
    /// The sighting confirmed.
    public var sightingID: Int64
    /// How many people confirmed it, from 0 to ``FavoriteCount/maximum``.
    public var count: Int
    /// Whether the user who asked is one of them.
    public var mine: Bool

    enum CodingKeys: String, CodingKey {
        case sightingID = "sighting_id"
        case count, mine
    }

    public init(sightingID: Int64, count: Int, mine: Bool) {
        self.sightingID = sightingID
        self.count = count
        self.mine = mine
    }

    /// Decodes a confirmation from outside: a count below 0 or above
    /// ``FavoriteCount/maximum``, or one that says the user confirmed a sighting nobody
    /// confirmed, is a `DecodingError` naming `count`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sightingID = try container.decode(Int64.self, forKey: .sightingID)
        mine = try container.decode(Bool.self, forKey: .mine)
        let raw = try container.decode(Int64.self, forKey: .count)
        guard (0...Int64(FavoriteCount.maximum)).contains(raw) else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container,
                debugDescription: "a confirmation count is a whole number from 0 to \(FavoriteCount.maximum) (got \(raw))")
        }
        count = Int(raw)
        if mine && count == 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "a confirmation of 0 people cannot include the user's")
        }
    }
}

/// `GET /breeds/{id}/confirmations`: the confirmed sightings of a breed (a sighting nobody
/// confirmed is not listed), for the token's user.
public struct ConfirmationList: Codable, Hashable, Sendable {
    /// One entry per confirmed sighting, by sighting id.
    public var confirmations: [SightingConfirmation]

    public init(confirmations: [SightingConfirmation]) { self.confirmations = confirmations }
}
