import CatsAPI
import Testing
import TrellisLists
import TrellisViews

@testable import CatsKit

/// The detail's rows name their cells (Nimbus's `NICellObject`), which style themselves
/// from the list's context.
@MainActor
@Suite struct CatDetailCellTests {
    let seen = Sighting(id: 9, breedID: 3, place: "Lisbon", seenOn: "2026-03-01", note: "asleep on a car roof")
    let cats = CellContext(theme: .cats)

    @Test func eachRowNamesItsCell() throws {
        let registry = CellRegistry()  // nothing registered: the rows say
        #expect(try registry.cellType(for: CatDetailItem.fact(key: "Origin", value: "Thailand")) == CatDetailCell.self)
        #expect(try registry.cellType(for: CatDetailItem.text("Calm.")) == CatDescriptionCell.self)
        let cell = try registry.cell(for: CatDetailItem.text("Calm."), context: cats, from: ReusePool())
        #expect((cell as? CatDescriptionCell)?.bodyLabel.text == "Calm.")
    }

    @Test func theCellStylesFactsFromTheTheme() {
        let cell = CatDetailCell(reuseIdentifier: "detail")
        cell.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        cell.update(with: CatDetailItem.fact(key: "Origin", value: "Thailand"), context: cats)
        cell.layoutIfNeeded()
        #expect(cell.leadingLabel.style == Theme.cats[.key] && cell.bodyLabel.style == Theme.cats[.value])
        #expect(cell.bodyLabel.frame.minX == 11)
        #expect(cell.bodyLabel.text == "Thailand")
    }

    @Test func theDescriptionWrapsToTheRowsItNeeds() {
        let cell = CatDescriptionCell(reuseIdentifier: "description")
        cell.update(with: CatDetailItem.text(String(repeating: "A calm cat. ", count: 10)), context: cats)
        #expect(cell.bodyLabel.style == Theme.cats[.body])
        #expect(cell.preferredHeight(forWidth: 40) == 4)  // 120 characters wrapped at 38
    }
}
