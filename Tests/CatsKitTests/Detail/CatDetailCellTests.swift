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
        #expect(try registry.cellType(for: CatDetailItem.fact(key: "Origin", value: "Thailand")) == KeyValueCell.self)
        #expect(try registry.cellType(for: CatDetailItem.text("Calm.")) == WrappingTextCell.self)
        let cell = try registry.cell(for: CatDetailItem.text("Calm."), context: cats, from: ReusePool())
        #expect((cell as? WrappingTextCell)?.bodyLabel.text == "Calm.")
    }

    @Test func theCellStylesFactsFromTheTheme() throws {
        let cell = try #require(
            try CellRegistry().cell(for: CatDetailItem.fact(key: "Origin", value: "Thailand"), context: cats, from: ReusePool())
                as? KeyValueCell)
        cell.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        cell.layoutIfNeeded()
        #expect(cell.keyLabel.style == Theme.cats[.key] && cell.valueLabel.style == Theme.cats[.value])
        #expect(cell.valueLabel.frame.minX == 11)
        #expect(cell.valueLabel.text == "Thailand")
    }

    @Test func theDescriptionWrapsToTheRowsItNeeds() throws {
        let item = CatDetailItem.text(String(repeating: "A calm cat. ", count: 10))
        let cell = try #require(try CellRegistry().cell(for: item, context: cats, from: ReusePool()) as? WrappingTextCell)
        #expect(cell.bodyLabel.style == Theme.cats[.body])
        #expect(cell.preferredHeight(forWidth: 40) == 4)  // 120 characters wrapped at 38
    }
}
