import CatsAPI
import Testing
import TrellisViews

@testable import CatsKit

/// The detail's one cell shows every kind of row, styled from the list's theme.
@MainActor
@Suite struct CatDetailCellTests {
    let seen = Sighting(id: 9, breedID: 3, place: "Lisbon", seenOn: "2026-03-01", note: "asleep on a car roof")

    @Test func theCellStylesEachRowFromTheTheme() {
        let cell = CatDetailCell(reuseIdentifier: "detail")
        cell.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        cell.show(.fact(key: "Origin", value: "Thailand"), theme: .cats)
        cell.layoutIfNeeded()
        #expect(cell.leadingLabel.style == Theme.cats[.key] && cell.bodyLabel.style == Theme.cats[.value])
        #expect(cell.bodyLabel.frame.minX == 11 && cell.preferredHeight(forWidth: 40) == 1)
        cell.show(.sighting(seen), theme: .cats)
        cell.layoutIfNeeded()
        #expect(cell.leadingLabel.style == Theme.cats[.secondary])
        #expect(cell.bodyLabel.text == "Lisbon — asleep on a car roof" && cell.bodyLabel.frame.minX == 13)
        cell.show(.text(String(repeating: "A calm cat. ", count: 10)), theme: .cats)
        #expect(cell.bodyLabel.style == Theme.cats[.body] && cell.leadingLabel.text == "")
        #expect(cell.preferredHeight(forWidth: 40) == 4)  // 120 characters wrapped at 38
    }
}
