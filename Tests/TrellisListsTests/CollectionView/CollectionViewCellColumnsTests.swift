import Testing
import TrellisViews

@testable import TrellisLists

/// `layOutColumns`: labels side by side on one row, fixed, fitting and filling, inset from
/// both edges, never past the trailing one.
@MainActor
@Suite struct CollectionViewCellColumnsTests {
    final class RowCell: CollectionViewCell {
        let date = Label()
        let body = Label()
        let mark = Label()

        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            addColumns(["date": date, "body": body, "mark": mark])
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layOutColumns([RowColumn(date, .fit), RowColumn(body, .fill, spacing: 2), RowColumn(mark, .fit, spacing: 1)])
        }
    }

    func cell(width: Double, date: String = "2026-03-01", body: String = "Lisbon", mark: String = "✓ 3") -> RowCell {
        let cell = RowCell(reuseIdentifier: "row")
        (cell.date.text, cell.body.text, cell.mark.text) = (date, body, mark)
        cell.frame = Rect(x: 0, y: 0, width: width, height: 1)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func columnsAreAddedByKeyInPlaceOfTheTextLabel() {
        let cell = cell(width: 40)
        #expect(cell.textLabel.isHidden)
        #expect([cell.date.key, cell.body.key, cell.mark.key] == ["date", "body", "mark"])
        #expect(cell.date.superview === cell)
    }

    @Test func fittingColumnsTakeTheirTextsWidthAndTheFillTakesTheRest() {
        let cell = cell(width: 40)
        #expect(cell.date.frame == Rect(x: 1, y: 0, width: 10, height: 1))
        #expect(cell.body.frame == Rect(x: 13, y: 0, width: 22, height: 1))
        #expect(cell.mark.frame == Rect(x: 36, y: 0, width: 3, height: 1))  // one cell from the edge
    }

    @Test func anEmptyFittingColumnTakesNoRoomAndNoSpacing() {
        let cell = cell(width: 40, mark: "")
        #expect(cell.body.frame == Rect(x: 13, y: 0, width: 26, height: 1))
        #expect(cell.mark.frame.width == 0)
    }

    @Test func aRowTooNarrowCutsItsColumnsAtTheTrailingInset() {
        let cell = cell(width: 8)
        #expect(cell.date.frame == Rect(x: 1, y: 0, width: 6, height: 1))
        #expect(cell.body.frame.width == 0 && cell.mark.frame.width == 0)
        #expect([cell.date, cell.body, cell.mark].allSatisfy { $0.frame.maxX <= 7 })
        let none = self.cell(width: 0)
        #expect([none.date, none.body, none.mark].allSatisfy { $0.frame.width == 0 })
    }

    @Test func fixedColumnsAndTwoFillsShareTheRow() {
        let cell = RowCell(reuseIdentifier: "row")
        cell.frame = Rect(x: 0, y: 0, width: 22, height: 3)
        cell.layOutColumns([
            RowColumn(cell.date, .fixed(4)), RowColumn(cell.body, .fill, spacing: 1), RowColumn(cell.mark, .fill, spacing: 1),
        ])
        #expect(cell.date.frame == Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(cell.body.frame == Rect(x: 6, y: 0, width: 7, height: 1))
        #expect(cell.mark.frame == Rect(x: 14, y: 0, width: 7, height: 1))
        cell.layOutColumns([RowColumn(cell.date, .fixed(-3))])  // a negative width is none
        #expect(cell.date.frame.width == 0)
    }
}
