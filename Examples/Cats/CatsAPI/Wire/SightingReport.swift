import Foundation
import TrellisData

/// A sighting someone reports: `POST /breeds/{id}/sightings`'s body, made from the app's
/// "Report a sighting" form by a ``TrellisData/Builder`` (Facebook's `…Builder` classes)
/// and checked by the same rules on the server, so a form and a server never disagree on
/// what is valid.
///
/// ``reportID`` is chosen by the app when the user submits (a UUID): a resend after a lost
/// answer carries the same one, and the server keeps one sighting per report.
///
/// ```swift
/// let report = try Builder<SightingReport>()
///     .with(\.reportID, UUID().uuidString).with(\.reportedOn, "2026-11-28")
///     .with(\.place, "Lisbon, Alfama").with(\.seenOn, "2026-11-27").with(\.note, "asleep on a car roof")
///     .build()
/// ```
public struct SightingReport: Buildable, Codable, Hashable, CustomStringConvertible {
    /// The report's id, chosen by the app: a UUID in upper case, as `UUID().uuidString`
    /// writes it (`report_id`).
    public let reportID: String
    /// Where, as a place name: 1–80 characters (``placeLimit``), at least one of them
    /// visible, no control or bidirectional control characters.
    public let place: String
    /// When, as a day (`seen_on`, `YYYY-MM-DD`), not after ``reportedOn``.
    public let seenOn: String
    /// What the person wrote: up to 280 characters (``noteLimit``), no control or
    /// bidirectional control characters; may be empty.
    public let note: String
    /// The day the report was made on the reporter's clock (`reported_on`): the latest
    /// ``seenOn`` may be.
    public let reportedOn: String

    /// The longest ``place``, in characters.
    public static let maximumPlaceLength = 80
    /// The longest ``note``, in characters.
    public static let maximumNoteLength = 280

    /// Every parameter, optional until checked; its JSON is the wire body, so a body with a
    /// field missing decodes and the check names the field.
    public struct Fields: BuilderFields, Codable, Hashable {
        public var reportID: String?
        public var place: String?
        public var seenOn: String?
        public var note: String?
        public var reportedOn: String?

        /// The report's wire names (`report_id`, `seen_on`, …).
        typealias CodingKeys = SightingReport.CodingKeys

        /// Nothing set.
        public init() {}
    }

    /// Checks `fields`: each field missing or invalid is named in the error, with the
    /// wire's name (`place`, `seen_on`, `note`, `report_id`, `reported_on`).
    ///
    /// - Throws: ``TrellisData/BuildError`` listing every missing and invalid field.
    public init(validating fields: Fields) throws(BuildError) {
        var check = BuildCheck(Self.self)
        let reportID = check.require(fields.reportID, "report_id")
        let place = check.require(fields.place.map(Self.trimmed), "place")
        let seenOn = check.require(fields.seenOn.map(Self.trimmed), "seen_on")
        let reportedOn = check.require(fields.reportedOn, "reported_on")
        let note = Self.trimmed(fields.note ?? "")
        if let reportID, !Self.isCanonicalReportID(reportID) {
            check.check(false, "report_id", UUID(uuidString: reportID) == nil ? "is not a UUID" : "is not an upper-case UUID")
        }
        if let place {
            if place.isEmpty {
                check.check(false, "place", "is empty: say where the cat was seen")
            } else if let problem = Self.problem(with: place, Self.placeLimit, mustBeVisible: true) {
                check.check(false, "place", problem)
            }
        }
        if let problem = Self.problem(with: note, Self.noteLimit, mustBeVisible: false) { check.check(false, "note", problem) }
        if let reportedOn { check.check(Sighting.isDay(reportedOn), "reported_on", "is not a day like 2026-03-14") }
        if let seenOn {
            if !Sighting.isDay(seenOn) {
                check.check(false, "seen_on", "is not a day like 2026-03-14")
            } else if let reportedOn, Sighting.isDay(reportedOn) {
                // ISO days compare as text.
                check.check(seenOn <= reportedOn, "seen_on", "is in the future (today is \(reportedOn))")
            }
        }
        try check.done()
        guard let reportID, let place, let seenOn, let reportedOn else {
            preconditionFailure("BuildCheck.done() lets no missing field through")
        }
        self.reportID = reportID
        self.place = place
        self.seenOn = seenOn
        self.note = note
        self.reportedOn = reportedOn
    }

    /// The report's parameters, to build a changed copy.
    public var fields: Fields {
        var fields = Fields()
        fields.reportID = reportID
        fields.place = place
        fields.seenOn = seenOn
        fields.note = note
        fields.reportedOn = reportedOn
        return fields
    }

    enum CodingKeys: String, CodingKey {
        case reportID = "report_id"
        case place
        case seenOn = "seen_on"
        case note
        case reportedOn = "reported_on"
    }

    /// Decodes the fields and checks them: a body that breaks a rule does not decode.
    public init(from decoder: any Decoder) throws {
        try self.init(validating: try Fields(from: decoder))
    }

    public var description: String { "\(seenOn) \(place)" }

    /// The sighting this report becomes on breed `breedID`, with id `id`.
    public func sighting(id: Int64, breedID: Int64) -> Sighting {
        Sighting(id: id, breedID: breedID, place: place, seenOn: seenOn, note: note)
    }

    static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
}
