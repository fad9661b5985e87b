import TrellisLists
import TrellisTerminal
import TrellisViews

/// AAPL's data sources to play with: a ``TrellisLists/SegmentedDataSource`` whose first
/// segment is a ``TrellisLists/ComposedDataSource`` of two ``DemoSource``s (Fruits,
/// Vegetables) and whose second is one more (Herbs).
///
/// Each child has a pinned header with its loading state, kept over its placeholder. Keys
/// make the target child's next load end with content, nothing, an error, or not yet: its
/// own placeholder covers only its section, and the other child keeps its rows (AAPL's
/// "No Sightings" under a loaded detail). While one child is loading, a sibling's finished
/// load waits, so the composed list changes in one batch once every child has loaded.
@MainActor
public final class ListsPage: View, GalleryPageView {
    /// The first segment's children.
    public let fruits = DemoSource(title: "Fruits", rows: ["Apple", "Banana", "Cherry", "Damson"])
    /// The first segment's second child.
    public let vegetables = DemoSource(title: "Vegetables", rows: ["Carrot", "Leek", "Onion"])
    /// The second segment.
    public let herbs = DemoSource(title: "Herbs", rows: ["Basil", "Mint", "Thyme"])
    /// Fruits and Vegetables, one after the other.
    public let composed = ComposedDataSource()
    /// Composed or Herbs.
    public let segments = SegmentedDataSource()
    /// The list.
    public let list: CollectionView
    /// Which child the keys act on, and the composed source's state.
    public let infoLabel = Label()
    /// The child the keys act on in the Composed segment.
    public private(set) var target: DemoSource
    let theme: Theme

    /// The page, loaded (each child with its rows).
    public init(context: GalleryContext) {
        theme = context.theme
        target = fruits
        composed.title = "Composed"
        composed.add(fruits)
        composed.add(vegetables)
        segments.add(composed)
        segments.add(herbs)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: DemoRow.self) { cell, row, _ in cell.textLabel.text = "  \(row.id)" }
        list = CollectionView(dataSource: segments, registry: registry)
        super.init()
        key = "lists"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        list.handlesKeys()
        infoLabel.key = "info"
        infoLabel.style = context.theme[.caption]
        addSubview(infoLabel)
        addSubview(list)
        installKeys()
        segments.loadContent()
        herbs.loadContent()  // now, not when its segment is first shown (a turn later)
        refresh()
    }

    /// The child keys act on now: the Herbs segment's own, else the chosen one.
    public var actingOn: DemoSource { segments.selectedIndex == 1 ? herbs : target }

    /// Chooses the child the keys act on in the Composed segment.
    public func choose(_ child: DemoSource) {
        target = child
        refresh()
    }

    /// The info line, the segmented control and each child's header, from the state now.
    func refresh() {
        infoLabel.text =
            " Acting on: \(actingOn.title ?? "") · composed \(composed.loadingState) · "
            + "\(segments.selectedIndex == 1 ? "Herbs" : "1 Fruits  2 Vegetables")"
        segments.headers = [segmentHeader()]
        for child in [fruits, vegetables, herbs] { child.headers = [childHeader(child)] }
        setNeedsDisplay()
    }

    /// The list under the info line.
    public override func layoutSubviews() {
        infoLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        if list.focusedPath == nil { list.moveFocus(.home) }
    }

    public var preferredFocus: View? { list }
}
