import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// Nimbus's `NITableViewModel` sectioned-array example, exactly as written there: titles start sections,
/// `["title": …]` dictionaries are rows, and a footer ends the last section.
func seedSectionedArray() -> [Any] {
    [
        "Section 1",
        ["title": "Row 1"],
        ["title": "Row 2"],
        "Section 2",
        // This section is empty.
        "Section 3",
        ["title": "Row 3"],
        SectionFooter("Footer"),
    ]
}

/// Shows a row's `title`, as the `TestCell` of the Nimbus `NICellObject` example does.
final class TitleCell: CollectionViewCell {
    override func update(with item: Any) -> Bool {
        textLabel.text = (item as? [String: String])?["title"] ?? "?"
        return true
    }
}

/// A collection view of `source`, `width` × `height`, laid out.
@MainActor
func makeList(_ source: DataSource, width: Double = 20, height: Double = 10, actions: ItemActions? = nil) -> CollectionView {
    let registry = CellRegistry()
    registry.register(TitleCell.self, for: [String: String].self)
    registry.register(CollectionViewCell.self, for: Cat.self)
    registry.register(CollectionViewCell.self, for: String.self)
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
final class CellObject: CellItem {
    let cellType: any ListCell.Type
    let userInfo: [String: String]
    init(cellClass: any ListCell.Type, userInfo: [String: String]) {
        self.cellType = cellClass
        self.userInfo = userInfo
    }
}

/// The `TestCell` of the Nimbus `NICellObject` example: shows the user info's `title`.
final class UserInfoTitleCell: CollectionViewCell {
    override func update(with item: Any) -> Bool {
        guard let object = item as? CellObject else { return false }
        textLabel.text = object.userInfo["title"] ?? "?"
        return true
    }
}
