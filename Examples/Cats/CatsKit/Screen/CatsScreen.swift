import TrellisDiff
import TrellisLists
import TrellisViews

/// The Cats app's first screen: a navigation bar, the All / Favorites list, a help line.
///
/// The list is a ``SegmentedDataSource`` of two ``CatListDataSource``s grouped by origin,
/// shown by a ``CollectionView``: the segmented control is a pinned global header, the
/// count a global header that scrolls away, origins are pinned section headers.
///
/// ```swift
/// let screen = CatsScreen(access: BundledCatData(url: catalog))
/// screen.frame = Rect(x: 0, y: 0, width: 80, height: 24)
/// screen.start()                 // loads the All list
/// screen.perform(.moveDown)
/// ```
@MainActor
public final class CatsScreen: View {
    public let store: CatStore
    public let all: CatListDataSource
    public let favorites: CatListDataSource
    public let segments: SegmentedDataSource
    public let list: CollectionView
    public let navigationBar = NavigationBar(title: "Cats")
    public let helpLine = Label()
    /// The last message shown on the help line (the opened cat, a favorite toggled).
    public private(set) var status: String?

    /// The narrowest a column of cats may be: the list has two columns from twice this
    /// width on (the layout decides from the width; metrics never change during layout).
    public static let minimumColumnWidth: Double = 50

    public init(access: any CatDataAccess, scheduler: any MainScheduler = TaskScheduler.shared) {
        store = CatStore(access: access)
        all = CatListDataSource(store: store, showingFavorites: false, scheduler: scheduler)
        favorites = CatListDataSource(store: store, showingFavorites: true, scheduler: scheduler)
        segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(all)
        segments.add(favorites)
        let registry = CellRegistry()
        registry.register(CatCell.self, for: CatRow.self)
        let actions = ItemActions()
        list = CollectionView(dataSource: segments, registry: registry, actions: actions)
        super.init()
        key = "cats"
        list.key = "list"
        list.keepsFocus = true
        helpLine.key = "help"
        helpLine.style = Style(dim: true)
        segments.headers = Self.globalHeaders(store: store, segments: segments)
        for source in [all, favorites] {
            source.defaultMetrics.numberOfColumns = 2
            source.defaultMetrics.minimumColumnWidth = Self.minimumColumnWidth
        }
        actions.attach(to: CatRow.self, navigate: { [weak self] row, _ in
            self?.show("\(row.cat.name) (\(row.cat.origin)): \(row.cat.description)")
        })
        addSubview(navigationBar)
        addSubview(list)
        addSubview(helpLine)
        helpLine.text = Self.help
        onAction(.segmentSelected) { [weak self] action in
            guard let self, let index = action.value as? Int else { return false }
            self.select(segment: index)
            return true
        }
    }

    static let help = "↑↓ move  Tab switch  f favorite  r reload  q quit"

    /// The count (scrolls away) and the segmented control (pinned).
    static func globalHeaders(store: CatStore, segments: SegmentedDataSource) -> [SupplementaryMetrics] {
        var count = SupplementaryMetrics(key: "count")
        count.style = Style(dim: true)
        count.configure = { view, _, _ in
            let total = store.cats?.count ?? 0
            (view as? Label)?.text = " \(total) breeds · \(store.favorites.count) favorite\(store.favorites.count == 1 ? "" : "s")"
        }
        var control = SupplementaryMetrics(key: "segments")
        control.isPinned = true
        control.isVisibleWhileShowingPlaceholder = true
        control.makeView = { [weak segments] in
            let control = SegmentedControl(titles: segments?.segmentTitles ?? [], selectedIndex: segments?.selectedIndex ?? 0)
            control.layoutMargins = .zero
            return control
        }
        return [count, control]
    }

    /// Starts loading the selected list.
    public func start() {
        segments.setNeedsLoadContent()
    }

    public override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        navigationBar.frame = Rect(x: 0, y: 0, width: width, height: 1)
        list.frame = Rect(x: 0, y: 1, width: width, height: max(0, height - 2))
        helpLine.frame = Rect(x: 0, y: max(1, height - 1), width: width, height: 1)
    }

    // MARK: Commands

    /// Does what a key asked.
    public func perform(_ command: CatsCommand) {
        switch command {
        case .moveUp: list.moveFocus(.up)
        case .moveDown: list.moveFocus(.down)
        case .pageUp: list.moveFocus(.pageUp)
        case .pageDown: list.moveFocus(.pageDown)
        case .home: list.moveFocus(.home)
        case .end: list.moveFocus(.end)
        case .nextSegment: select(segment: ((segments.selectedIndex ?? 0) + 1) % segments.children.count)
        case .previousSegment:
            select(segment: ((segments.selectedIndex ?? 0) + segments.children.count - 1) % segments.children.count)
        case .toggleFavorite: toggleFocusedFavorite()
        case .reload: segments.selectedDataSource?.setNeedsLoadContent()
        case .open: list.selectFocusedItem()
        case .scroll(let rows): list.scroll(by: Double(rows))
        }
        setNeedsDisplay()
    }

    /// The row with keyboard focus.
    public var focusedRow: CatRow? {
        guard let path = list.focusedPath else { return nil }
        return (segments.selectedDataSource as? CatListDataSource)?.row(at: path)
    }

    private func select(segment index: Int) {
        guard segments.children.indices.contains(index), index != segments.selectedIndex else { return }
        segments.selectChild(at: index)
        show(nil)
    }

    private func toggleFocusedFavorite() {
        guard let row = focusedRow else { return }
        store.toggleFavorite(row.cat.name)
        show(store.favorites.contains(row.cat.name) ? "★ \(row.cat.name) is a favorite" : "\(row.cat.name) is no longer a favorite")
    }

    private func show(_ message: String?) {
        status = message
        helpLine.text = message ?? Self.help
    }
}
