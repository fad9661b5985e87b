import Foundation
import TrellisData

/// Someone saw a cat of a breed somewhere: the detail screen's Sightings segment.
///
/// Sightings hang off their breed through the ``breed`` edge (`breed_id`), so the store
/// can answer "the sightings of breed 3" from its identity map once they are loaded.
public struct Sighting: NetworkDecodable, Hashable, Codable, CustomStringConvertible {
    public static let entityName = "sighting"

    public let id: Int64
    /// The breed that was seen.
    public var breedID: Int64
    /// Where, as a place name ("Lisbon, Alfama").
    public var place: String
    /// When, as an ISO 8601 day ("2026-03-14"): a day is what a sighting knows.
    public var seenOn: String
    /// What the person wrote.
    public var note: String

    enum CodingKeys: String, CodingKey {
        case id
        case breedID = "breed_id"
        case place
        case seenOn = "seen_on"
        case note
    }

    public init(id: Int64, breedID: Int64, place: String, seenOn: String, note: String) {
        self.id = id
        self.breedID = breedID
        self.place = place
        self.seenOn = seenOn
        self.note = note
    }

    public var description: String { "\(seenOn) \(place)" }

    public init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        breedID = try object.int("breed_id")
        place = try object.string("place")
        seenOn = try object.string("seen_on")
        note = try object.optionalString("note") ?? ""
        guard Self.isDay(seenOn) else { throw object.invalid("seen_on", "expected a day like 2026-03-14, got \"\(seenOn)\"") }
    }
}
