import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// Nimbus's `NITableViewModel` sectioned-array example, exactly as written there: titles start sections,
/// `["title": …]` dictionaries are rows, and a footer ends the last section.
func seedSectionedArray() -> [TableModelEntry<[String: String]>] {
    [
        "Section 1",
        .row(["title": "Row 1"]),
        .row(["title": "Row 2"]),
        "Section 2",
        // This section is empty.
        "Section 3",
        .row(["title": "Row 3"]),
        .footer("Footer"),
    ]
}

/// Shows a row's `title`, as the `TestCell` of the Nimbus `NICellObject` example does.
final class TitleCell: CollectionViewCell, ItemCell {
    func update(with row: [String: String], context: CellContext) {
        textLabel.text = row["title"] ?? "?"
    }
}

/// A collection view of `source`, `width` × `height`, laid out.
@MainActor
func makeList(_ source: DataSource, width: Double = 20, height: Double = 10, actions: ItemActions? = nil) -> CollectionView {
    let registry = CellRegistry()
    registry.register(TitleCell.self)
    registry.register(CollectionViewCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = "\(cat)" }
    registry.register(CollectionViewCell.self, for: String.self) { cell, text, _ in cell.textLabel.text = text }
    let view = CollectionView(dataSource: source, registry: registry, actions: actions)
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    view.badBatchHandler = { _ in }
    view.layoutIfNeeded()
    return view
}

/// What the list shows, top to bottom: each header's and footer's text, each cell's text
/// and its accessory glyph.
@MainActor
func shownRows(_ view: CollectionView) -> [String] {
    var rows: [(y: Double, text: String)] = []
    for (_, cell) in view.visibleCells {
        let accessory = cell.accessoryLabel.frame.width > 0 ? cell.accessoryLabel.text : ""
        rows.append((cell.frame.minY, cell.textLabel.text + (accessory.isEmpty ? "" : " " + accessory)))
    }
    for (_, supplementary) in view.visibleSupplementaryViews {
        if let label = supplementary as? Label { rows.append((supplementary.frame.minY, label.text)) }
    }
    return rows.filter { $0.y >= 0 && $0.y < view.bounds.height }.sorted { $0.y < $1.y }.map(\.text)
}

/// Nimbus's `NICellObject`: an object that names its cell class and carries user info.
final class CellObject: CellItem, Identifiable {
    let cellRegistration: CellRegistration<CellObject>
    let userInfo: [String: String]
    init<Cell: ItemCell>(cellClass: Cell.Type, userInfo: [String: String]) where Cell.Item == CellObject {
        self.cellRegistration = CellRegistration(cellClass)
        self.userInfo = userInfo
    }
}

/// The `TestCell` of the Nimbus `NICellObject` example: shows the user info's `title`.
final class UserInfoTitleCell: CollectionViewCell, ItemCell {
    func update(with object: CellObject, context: CellContext) {
        textLabel.text = object.userInfo["title"] ?? "?"
    }
}
