import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

/// `SightingReport`'s builder: a report is made from the form's text, or the error names
/// every missing and invalid field, and the server decodes a body by the same rules.
@Suite struct SightingReportTests {
    static let id = "7C1B2E4A-9F5D-4E33-8B7A-2D6C1E0F9A11"

    static func builder(place: String? = "Lisbon", seenOn: String? = "2026-11-27", note: String? = "asleep") -> Builder<SightingReport> {
        var builder = Builder<SightingReport>().with(\.reportID, id).with(\.reportedOn, "2026-11-28")
        if let place { builder = builder.with(\.place, place) }
        if let seenOn { builder = builder.with(\.seenOn, seenOn) }
        if let note { builder = builder.with(\.note, note) }
        return builder
    }

    @Test func aValidFormIsAReportWithItsTextTrimmed() throws {
        let report = try Self.builder(place: "  Lisbon, Alfama ", note: " asleep on a car roof").build()
        #expect(report.place == "Lisbon, Alfama")
        #expect(report.note == "asleep on a car roof")
        #expect(report.seenOn == "2026-11-27")
        #expect(
            report.sighting(id: 9, breedID: 3)
                == Sighting(id: 9, breedID: 3, place: "Lisbon, Alfama", seenOn: "2026-11-27", note: "asleep on a car roof"))
        // The note may be left out; today is not in the future.
        #expect(try Self.builder(seenOn: "2026-11-28", note: nil).build().note == "")
        // Leap days, accents, flags and joined emoji are real text and real days.
        #expect(try Self.builder(seenOn: "2024-02-29").build().seenOn == "2024-02-29")
        #expect(try Self.builder(place: "Zu\u{308}rich 🇨🇭 👨‍👩‍👧‍👦").build().place == "Zu\u{308}rich 🇨🇭 👨‍👩‍👧‍👦")
        #expect(try Self.builder(place: String(repeating: "é", count: 80)).build().place.count == 80)
    }

    @Test(
        "each bad field is named with why",
        arguments: [
            (builder(place: ""), ["place": "is empty: say where the cat was seen"]),
            (builder(place: "   "), ["place": "is empty: say where the cat was seen"]),
            (builder(place: String(repeating: "p", count: 81)), ["place": "is longer than 80 characters"]),
            (builder(place: "Lis\u{7}bon"), ["place": "has control characters"]),
            (builder(seenOn: "28/11/2026"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "2026-02-30x"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "2026-11-29"), ["seen_on": "is in the future (today is 2026-11-28)"]),
            (builder(note: String(repeating: "n", count: 281)), ["note": "is longer than 280 characters"]),
            (builder().with(\.reportID, "x"), ["report_id": "is not a UUID"]),
            (builder().with(\.reportID, id.lowercased()), ["report_id": "is not an upper-case UUID"]),
            // Counted in bytes and code points too: one "character" of 32,000 accents is 64 KB.
            (builder(place: "a" + String(repeating: "\u{301}", count: 32_000)), ["place": "is longer than 320 bytes"]),
            (builder(place: String(repeating: "a", count: 161)), ["place": "has more than 160 code points"]),
            (builder(note: "n" + String(repeating: "\u{301}", count: 600)), ["note": "is longer than 1120 bytes"]),
            (builder(place: "\u{FEFF}"), ["place": "has no visible characters: say where the cat was seen"]),
            (builder(place: "\u{200B}\u{2060}\u{FEFF}"), ["place": "has no visible characters: say where the cat was seen"]),
            (builder(place: "\u{202E}"), ["place": "has bidirectional control characters (U+202A–U+202E, U+2066–U+2069)"]),
            (builder(place: "Lisbon\u{202E}nobsiL"), ["place": "has bidirectional control characters (U+202A–U+202E, U+2066–U+2069)"]),
            // Real days only: no sign, no year 0, no February 30.
            (builder(seenOn: "2026-02-30"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "2026-02-29"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "2026-04-31"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "2026-+1-+1"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "+026-01-01"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "0000-01-01"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder(seenOn: "２０２６-01-01"), ["seen_on": "is not a day like 2026-03-14"]),
            (builder().with(\.reportedOn, "2026-+1-+1"), ["reported_on": "is not a day like 2026-03-14"]),
        ])
    func aBadField(builder: Builder<SightingReport>, invalid: [String: String]) {
        #expect(throws: BuildError(type: "SightingReport", missing: [], invalid: invalid)) { try builder.build() }
    }

    @Test func missingFieldsAreNamedInOrder() {
        #expect(throws: BuildError(type: "SightingReport", missing: ["report_id", "place", "seen_on", "reported_on"], invalid: [:])) {
            try Builder<SightingReport>().with(\.note, "hi").build()
        }
        #expect(throws: BuildError(type: "SightingReport", missing: ["place"], invalid: ["seen_on": "is not a day like 2026-03-14"])) {
            try Self.builder(place: nil, seenOn: "soon").build()
        }
    }

    /// Any mix of good and bad fields: the error names exactly the bad ones, and a report
    /// with none builds; 2,000 seeded cases.
    @Test func theErrorNamesExactlyTheBadFields() throws {
        var random = SeededGenerator(seed: 2026)
        let places = [("Porto", true), ("", false), (String(repeating: "é", count: 80), true), (String(repeating: "é", count: 81), false)]
        let days = [("2026-11-28", true), ("1999-01-01", true), ("2026-11-29", false), ("2026-00-10", false), ("", false)]
        let notes = [("", true), (String(repeating: "n", count: 280), true), (String(repeating: "n", count: 281), false), ("a\nb", false)]
        for _ in 0..<2_000 {
            let place = places[Int.random(in: 0..<places.count, using: &random)]
            let day = days[Int.random(in: 0..<days.count, using: &random)]
            let note = notes[Int.random(in: 0..<notes.count, using: &random)]
            let expected = Set([place.1 ? nil : "place", day.1 ? nil : "seen_on", note.1 ? nil : "note"].compactMap { $0 })
            do {
                let report = try Self.builder(place: place.0, seenOn: day.0, note: note.0).build()
                #expect(expected.isEmpty, "built \(report) although \(expected) are bad")
            } catch {
                #expect(
                    Set(error.invalid.keys) == expected && error.missing.isEmpty,
                    "\(place.0.prefix(8)) \(day.0) \(note.0.prefix(8)): \(error)")
            }
        }
    }

    @Test func theWireBodyRoundTripsAndABadOneDoesNotDecode() throws {
        let report = try Self.builder().build()
        let body = CatsAPI.encode(report)
        #expect(
            String(decoding: body, as: UTF8.self)
                == #"{"note":"asleep","place":"Lisbon","report_id":"\#(Self.id)","reported_on":"2026-11-28","seen_on":"2026-11-27"}"#)
        #expect(try JSONDecoder().decode(SightingReport.self, from: body) == report)
        let future = Data(#"{"report_id":"\#(Self.id)","place":"Porto","seen_on":"2027-01-01","reported_on":"2026-11-28"}"#.utf8)
        #expect(throws: BuildError.self) { try JSONDecoder().decode(SightingReport.self, from: future) }
    }
}
