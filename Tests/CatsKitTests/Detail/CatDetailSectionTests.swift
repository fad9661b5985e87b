import CatsAPI
import Testing
import TrellisViews

@testable import CatsKit

/// The detail's rows are plain values: identified by their row, compared by value.
@MainActor
@Suite struct CatDetailSectionTests {
    let seen = Sighting(id: 9, breedID: 3, place: "Lisbon", seenOn: "2026-03-01", note: "asleep on a car roof")

    @Test func aSightingRowShowsItsDateAndItsPlaceWithTheNote() {
        let row = CatDetailItem.sighting(seen)
        #expect(row.columns == ("2026-03-01", "Lisbon — asleep on a car roof"))
        #expect(row.id == "sighting-9")
        var quiet = seen
        quiet.note = ""
        #expect(CatDetailItem.sighting(quiet).columns.body == "Lisbon")
    }

    @Test func rowsAreIdentifiedByTheirRowAndComparedByValue() {
        #expect(CatDetailItem.fact(key: "Coat", value: "Short").id == "fact-Coat")
        #expect(CatDetailItem.fact(key: "Coat", value: "Long").id == "fact-Coat")
        #expect(CatDetailItem.fact(key: "Coat", value: "Short") != .fact(key: "Coat", value: "Long"))  // an update
        #expect(CatDetailItem.text("Calm.").id == "text" && CatDetailItem.text("Calm.").columns == ("", "Calm."))
        #expect(CatDetailSection.part(.about, []) == [CatDetailSection(header: .about, items: [])])  // where its placeholder shows
        #expect(CatDetailItem.sightingID(9) == CatDetailItem.sighting(seen).id)
    }
}
