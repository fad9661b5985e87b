import Testing
import TrellisLists
import TrellisViews

/// `TitleValueCell`: a title column and the value after it, styled from the list's theme,
/// the title in the action style for a row that does something.
@MainActor
@Suite struct TitleValueCellTests {
    static let theme = Theme.standard.with("key", Style(foreground: .yellow)).with("value", Style(foreground: .green))
    static let styles = TitleValueCellStyles { ($0.title, $0.value) = ("key", "value") }

    func cell(width: Double, selection: ItemActions.SelectionStyle = .none) -> TitleValueCell {
        let cell = TitleValueCell(reuseIdentifier: "row")
        cell.show(
            title: "Database", value: "/tmp/cats.sqlite", context: CellContext(theme: Self.theme, selectionStyle: selection),
            styles: Self.styles)
        cell.frame = Rect(x: 0, y: 0, width: width, height: 1)
        cell.layoutIfNeeded()
        return cell
    }

    @Test(arguments: [40.0, 80])
    func theTitleIsAColumnAndTheValueFollowsIt(width: Double) {
        let cell = cell(width: width)
        #expect(cell.textLabel.text == "Database" && cell.valueLabel.text == "/tmp/cats.sqlite")
        #expect(cell.textLabel.frame == Rect(x: 1, y: 0, width: 14, height: 1))
        #expect(cell.valueLabel.frame == Rect(x: 15, y: 0, width: width - 15, height: 1))
        #expect(cell.textLabel.style == Self.theme["key"] && cell.valueLabel.style == Self.theme["value"])
    }

    @Test func aRowWithAnActionShowsItsTitleInTheActionStyle() {
        let cell = cell(width: 40, selection: .highlight)
        #expect(cell.textLabel.style == Self.theme[.accent])
    }

    @Test func aNarrowRowCutsTheColumnsNeverToANegativeWidth() {
        for width in [0.0, 1, 5, 15] {
            let cell = cell(width: width)
            #expect(cell.textLabel.frame.width >= 0 && cell.valueLabel.frame.width >= 0, "\(width)")
            #expect(cell.valueLabel.frame.maxX <= max(width, 1), "\(width)")
        }
    }

    @Test func theMetricsMoveTheColumns() {
        let cell = TitleValueCell(reuseIdentifier: "row")
        cell.show(title: "A", value: "B", context: CellContext(), metrics: TitleValueCellMetrics().with { $0.titleWidth = 4 })
        cell.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        cell.layoutIfNeeded()
        #expect(cell.valueLabel.frame.minX == 5)
    }
}
