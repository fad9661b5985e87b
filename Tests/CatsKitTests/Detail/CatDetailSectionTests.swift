import CatsAPI
import Testing
import TrellisViews

@testable import CatsKit

/// The detail's rows are plain values: identified by their row, compared by value.
@MainActor
@Suite struct CatDetailSectionTests {
    let seen = Sighting(id: 9, breedID: 3, place: "Lisbon", seenOn: "2026-03-01", note: "asleep on a car roof")

    @Test func aSightingRowShowsItsDateAndItsPlaceWithTheNote() {
        let confirmations = SightingConfirmations(api: ServerlessConfirmations(), currentUser: { "ada" })
        let row = SightingCellReactor(sighting: seen, confirmations: confirmations).currentState
        #expect((row.date, row.body) == ("2026-03-01", "Lisbon — asleep on a car roof"))
        #expect(row.confirmationText == "" && !row.isMine)
        var quiet = seen
        quiet.note = ""
        #expect(SightingCellReactor(sighting: quiet, confirmations: confirmations).currentState.body == "Lisbon")
    }

    @Test func rowsAreIdentifiedByTheirRowAndComparedByValue() {
        #expect(CatDetailItem.fact(key: "Coat", value: "Short").id == "fact-Coat")
        #expect(CatDetailItem.fact(key: "Coat", value: "Long").id == "fact-Coat")
        #expect(CatDetailItem.fact(key: "Coat", value: "Short") != .fact(key: "Coat", value: "Long"))  // an update
        #expect(CatDetailItem.text("Calm.").id == "text")  // its cell shows it whole (CatDetailCellTests)
        #expect(CatDetailSection.part(.about, []) == [CatDetailSection(header: .about, items: [])])  // where its placeholder shows
    }
}
