import TrellisLists
import TrellisTerminal
import TrellisViews

/// The home menu: one row per ``GalleryPage`` in a ``TrellisLists/CollectionView`` over a
/// ``TrellisLists/BasicDataSource`` (AAPL's `AAPLBasicDataSource`), each row a
/// ``MenuCell`` registered typed, Enter on a row opening its page through the row's
/// navigate action (Nimbus's `NITableViewActions`).
@MainActor
public final class HomePage: View, GalleryPageView {
    /// The pages, in menu order.
    public let source: BasicDataSource<GalleryPage>
    /// The menu.
    public let list: CollectionView

    /// A menu that calls `open` with the page chosen.
    public init(context: GalleryContext, open: @escaping @MainActor (GalleryPage) -> Void) {
        source = BasicDataSource(items: GalleryPage.allCases)
        var intro = SupplementaryMetrics(key: "intro") { _ in " One screen per building block. Enter opens one; Esc comes back." }
        intro.style = context.theme[.caption]
        source.headers = [intro]
        let registry = CellRegistry()
        registry.register(MenuCell.self, for: GalleryPage.self) { cell, page, cellContext in cell.show(page, context: cellContext) }
        let actions = ItemActions()
        actions.attach(to: GalleryPage.self, navigate: { page, _ in open(page) })
        list = CollectionView(dataSource: source, registry: registry, actions: actions)
        super.init()
        key = "home"
        list.key = "menu"
        list.theme = context.theme
        list.keepsFocus = true
        list.handlesKeys()
        addSubview(list)
    }

    public var preferredFocus: View? { list }

    /// The list fills the page; the first row has focus from the start.
    public override func layoutSubviews() {
        list.frame = bounds
        if list.focusedPath == nil { list.moveFocus(.home) }
    }
}

/// A row of the home menu: the page's title in a column, its summary after it.
@MainActor
public final class MenuCell: CollectionViewCell {
    /// The summary.
    public let summaryLabel = Label()
    /// The width of the titles' column.
    public static let titleWidth: Double = 22

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        summaryLabel.key = "summary"
        addSubview(summaryLabel)
    }

    /// Shows `page`, its title bold, its summary in the theme's caption style.
    public func show(_ page: GalleryPage, context: CellContext) {
        textLabel.text = page.title
        textLabel.style = context.theme[.title]
        summaryLabel.text = page.summary
        summaryLabel.style = context.theme[.caption]
    }

    /// The title in its column, the summary after it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let titleWidth = min(Self.titleWidth, content.width)
        textLabel.frame = Rect(x: 1, y: 0, width: max(0, titleWidth - 1), height: min(1, content.height))
        summaryLabel.frame = Rect(x: titleWidth, y: 0, width: max(0, content.width - titleWidth), height: min(1, content.height))
    }
}
