import Testing
import TrellisViews

@testable import TrellisLists

/// The two text cells most detail screens need: a key and its value (UIKit's `value2`), and
/// text wrapped to the rows it needs (a self-sizing cell).
@MainActor
@Suite struct KeyValueCellTests {
    struct Fact: Identifiable, Equatable {
        var id: String { key }
        var key: String
        var value: String
    }

    @Test func aFactShowsItsKeyInAColumnAndItsValueAfterIt() throws {
        let registry = CellRegistry()
        registry.register(KeyValueCell.self, for: Fact.self) { cell, fact, _ in
            cell.show(key: fact.key, value: fact.value, keyStyle: Style(bold: true))
        }
        let cell = try #require(try registry.cell(for: Fact(key: "Origin", value: "Thailand"), from: ReusePool()) as? KeyValueCell)
        cell.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        cell.layoutIfNeeded()
        #expect(cell.textLabel.isHidden && cell.keyLabel.key == "key" && cell.valueLabel.key == "value")
        #expect(cell.keyLabel.frame == Rect(x: 1, y: 0, width: 9, height: 1))
        #expect(cell.valueLabel.frame == Rect(x: 11, y: 0, width: 18, height: 1))
        #expect(cell.keyLabel.style == Style(bold: true) && cell.valueLabel.style == Style())
        cell.keyWidth = 4
        cell.layoutIfNeeded()
        #expect(cell.keyLabel.frame.width == 4 && cell.valueLabel.frame.minX == 6)
    }

    @Test func aNarrowRowCutsTheValueNeverPastTheEdge() {
        let cell = KeyValueCell(reuseIdentifier: "fact")
        cell.show(key: "Lifespan", value: "12–15 years")
        cell.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        cell.layoutIfNeeded()
        #expect(cell.keyLabel.frame.maxX <= 7 && cell.valueLabel.frame.width == 0)
    }

    @Test func wrappedTextAsksForTheRowsItNeedsAndOneForNoText() {
        let cell = WrappingTextCell(reuseIdentifier: "text")
        cell.show(String(repeating: "A calm cat. ", count: 10), style: Style(italic: true))
        #expect(cell.bodyLabel.style == Style(italic: true) && cell.bodyLabel.lineLimit == 0)
        #expect(cell.preferredHeight(forWidth: 40) == 4)  // 120 characters wrapped at 38
        cell.show(Array(repeating: "abc", count: 10).joined(separator: " "))
        #expect(cell.preferredHeight(forWidth: 40) == 2, "39 characters, wrapped inside the one-cell insets")
        #expect(cell.preferredHeight(forWidth: 41) == 1)
        cell.frame = Rect(x: 0, y: 0, width: 40, height: 4)
        cell.layoutIfNeeded()
        #expect(cell.bodyLabel.frame == Rect(x: 1, y: 0, width: 38, height: 4))
        cell.show("")
        #expect(cell.preferredHeight(forWidth: 1) == 1)
    }
}

/// `setPlaceholders`: the four texts at once, the ones not given cleared.
@MainActor
@Suite struct DataSourcePlaceholderTextsTests {
    @Test func theFourTextsAreSetAndTheOnesNotGivenCleared() {
        let source = BasicDataSource<Cat>(scheduler: ManualScheduler())
        source.errorMessage = "stale"
        source.setPlaceholders(noContent: "No Cats", message: "The catalog is empty.", error: "Unable To Load Cats")
        #expect(source.noContentTitle == "No Cats" && source.noContentMessage == "The catalog is empty.")
        #expect(source.errorTitle == "Unable To Load Cats" && source.errorMessage == nil)
        source.setPlaceholders(noContent: nil, error: nil, errorMessage: "offline")
        #expect(source.noContentTitle == nil && source.noContentMessage == nil && source.errorMessage == "offline")
    }
}
