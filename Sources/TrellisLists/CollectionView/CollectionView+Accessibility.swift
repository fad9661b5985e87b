import TrellisDiff
import TrellisViews

// What a screen reader hears of a list: where the focused item is, and its words when
// focus moves ("Abyssinian, 1 of 68"), as UIKit's collection view reads a cell's
// `accessibilityLabel` followed by its position.

extension CollectionView {
    /// The focused cell's top-left corner in the list's coordinates, when it is in view.
    var focusedCellOrigin: Point? {
        guard let path = focusedPath, let frame = layout.attributes(forItemAt: path)?.frame else { return nil }
        let origin = Point(x: frame.minX, y: frame.minY - contentOffset)
        guard origin.y >= 0, origin.y < bounds.height, origin.x >= 0, origin.x < bounds.width else { return nil }
        return origin
    }

    /// The words for the focused item: its `AccessibilityLabeled` label
    /// ("Item" for a value without one), then its place among all items ("3 of 68").
    public var focusAnnouncement: String? {
        guard let path = focusedPath, isValid(path) else { return nil }
        let counts = dataSource.itemCounts
        let position = counts[..<path.section].reduce(0, +) + path.item + 1
        let label = (dataSource.shownItem(at: path) as? any AccessibilityLabeled)?.accessibilityLabel ?? "Item"
        return "\(label), \(position) of \(counts.reduce(0, +))"
    }

    /// Announces the focused item after a move (a key, a click, ``focusItem(at:)``); focus
    /// the list takes by itself (``keepsFocus`` as content appears) is not announced.
    func announceFocus() {
        if let focusAnnouncement { announce(focusAnnouncement) }
    }
}
