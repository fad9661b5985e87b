import TrellisDiff
import TrellisViews

/// A scrolling view that shows a data source through a ``CollectionLayout``: AAPL's
/// collection view controller and `UICollectionView` together, for every Trellis host.
///
/// ```swift
/// let registry = CellRegistry()
/// registry.register(CatCell.self)          // CatCell: ItemCell<Cat>
/// let list = CollectionView(dataSource: segments, registry: registry, actions: actions)
/// screen.addSubview(list)
/// list.moveFocus(.down)
/// list.selectFocusedItem()        // runs the item's tap / navigate actions
/// ```
///
/// - Realizes only the elements in the viewport (plus ``overscan``), and reuses cells by
///   reuse identifier: scrolling ten thousand rows makes about a screenful of cells.
/// - Applies the data source's batches through the layout's incremental path. A batch
///   whose counts don't add up (`UICollectionView`'s "invalid number of items" crash)
///   never crashes: it is reported (``badBatchHandler``) and the view reloads; so does a
///   batch of more than ``reloadThreshold`` changes.
/// - Asks its data source to load as it first appears (laid out), as AAPL's collection
///   view controller does in `viewWillAppear:`, unless it has loaded or is loading.
/// - Shows the data source's placeholder: a spinner while loading, a title and message
///   for no content and errors; and each child data source's own, over its sections.
/// - Keeps keyboard focus and selection; selecting runs the item's ``ItemActions``; a
///   click on a cell focuses and selects its item; a cell's own actions travel up the
///   responder chain through the collection view.
/// - Configures each cell with a ``CellContext`` (its path, selection, focus, the list's
///   ``theme``), and again whenever that context changes.
/// - Checks, as it binds its data source and whenever the items change, that its
///   ``registry`` has a cell for every item type shown; a type it has none for is a
///   ``CellRegistryError`` reported to ``registrationErrorHandler`` (standard error by
///   default) and kept in ``registrationError``, and its items show no cell: never a trap.
/// - Shows each item's accessory and selection style from its actions
///   (`CollectionView+Accessories.swift`), and the root data source's section index down
///   the right edge (`CollectionView+SectionIndex.swift`).
@MainActor
public final class CollectionView: View, DataSourceObserver {
    /// Where ``scrollToItem(at:position:)`` puts an item.
    public enum ScrollPosition: Sendable {
        /// Where the item lands in the viewport: at its top (below pinned headers), its center or its bottom.
        case top, center, bottom
        /// Scrolls only as far as needed to show the item whole.
        case nearest
    }

    /// A focus movement, as keys ask for it.
    public enum FocusMove: Sendable {
        /// A step of keyboard focus: one item in a direction, a viewport up or down, or the first or last item.
        case up, down, left, right, pageUp, pageDown, home, end
    }

    /// The data source shown; the collection view observes it.
    public let dataSource: DataSource
    /// The layout that places every item, header and footer.
    public let layout: CollectionLayout
    /// Which cell shows which item.
    public let registry: CellRegistry
    /// What selecting an item does; setting it refreshes each cell's accessory and selection style.
    public var actions: ItemActions? { didSet { actionsDidChange() } }
    /// The theme cells are styled from: each cell's ``CellContext`` carries it, and setting
    /// it configures the visible cells again.
    public var theme = Theme.standard {
        didSet {
            guard theme != oldValue else { return }
            for (_, cell) in cells { cell.focusedStyle = focusedStyle }
            refreshCellContexts()
        }
    }
    /// Whether the focused item is drawn focused: while the list has focus, or while no
    /// other view took it (see ``didUpdateFocus(_:)``).
    public internal(set) var showsFocusedItem = true
    /// Cells waiting to be reused.
    public let reusePool = ReusePool()
    /// Points realized above and below the viewport.
    public var overscan: Double = 2
    /// A batch with more changes than this is shown by reloading instead.
    public var reloadThreshold = 2_000
    /// Whether an item is always focused while there are items (for keyboard-driven hosts):
    /// when focus would be lost, or content first appears, the first item takes it.
    public var keepsFocus = false
    /// Receives reports of bad batches (counts that don't add up). Written to standard
    /// error by default: standard output is where a terminal host draws.
    public var badBatchHandler: @MainActor (String) -> Void = CollectionView.standardErrorBadBatchHandler

    /// Receives a missing cell registration, found as the list binds its items (see
    /// ``registrationError``). Written to standard error by default, like
    /// ``badBatchHandler``; an app that shows errors itself replaces it.
    public var registrationErrorHandler: @MainActor (CellRegistryError) -> Void = CollectionView.standardErrorRegistrationErrorHandler
    /// The missing registration last found, until a check finds none: an item type (or
    /// item) the ``registry`` has no cell for, whose items the list shows no cell for.
    public internal(set) var registrationError: CellRegistryError?

    /// The default ``registrationErrorHandler``: one line on standard error.
    public static let standardErrorRegistrationErrorHandler: @MainActor (CellRegistryError) -> Void = {
        StandardError.write("Trellis CollectionView: \($0)")
    }

    /// The default ``badBatchHandler``: one line on standard error.
    public static let standardErrorBadBatchHandler: @MainActor (String) -> Void = { StandardError.write("Trellis CollectionView: \($0)") }

    /// The top of the viewport in content coordinates.
    public internal(set) var contentOffset: Double = 0
    /// The focused item, if any.
    public internal(set) var focusedPath: ItemPath? { didSet { if focusedPath != oldValue { focusDidChange(from: oldValue) } } }
    /// The selected item, if any.
    public internal(set) var selectedPath: ItemPath? {
        didSet { if selectedPath != oldValue { refreshCellContexts(at: [oldValue, selectedPath]) } }
    }
    /// How many times the view reloaded everything (bad batches, big batches, reloads).
    public internal(set) var reloadCount = 0

    var cells: [ItemPath: CollectionViewCell] = [:]
    var supplementaries: [LayoutAttributes.Element: View] = [:]
    var separators: [LayoutAttributes.Element: SeparatorView] = [:]
    let placeholderView = PlaceholderView()
    /// Child data sources' placeholder views, by the child's first section.
    var childPlaceholderViews: [Int: PlaceholderView] = [:]
    /// The data source's section index, down the right edge (see `CollectionView+SectionIndex.swift`).
    public let sectionIndexView = SectionIndexView()
    /// Item counts the view was last told, to check batches against.
    var shownCounts: [Int] = []
    var needsFullLayout = true
    var preparedSize = Size.zero
    /// Whether the list has asked its data source to load, as it first appeared.
    var askedToLoad = false
    /// Whether the items changed since the registry was last checked against their types.
    var needsRegistrationCheck = true
    /// The registry's generation at the last check.
    var checkedRegistryGeneration = -1

    /// Shows `dataSource` with cells from `registry`, placed by `layout`; selecting an item runs `actions`.
    public init(dataSource: DataSource, registry: CellRegistry, layout: CollectionLayout = CollectionLayout(), actions: ItemActions? = nil)
    {
        self.dataSource = dataSource
        self.registry = registry
        self.layout = layout
        self.actions = actions
        super.init()
        // Opaque, as `UICollectionView` is with its background: the list fills its area
        // with the background it inherits, so a host can move what it drew when it
        // scrolls (`View.scrollRect(_:byRows:)`) without what lies under it moving too.
        isOpaque = true
        placeholderView.key = "placeholder"
        installPlaceholderMeasuring()
        layout.measureSupplementary = { [weak self] metrics, section, width in
            guard let self else { return 1 }
            let view = metrics.makeView()
            view.layoutMargins = metrics.padding
            if let configure = metrics.configure {
                let (owner, local) = self.owner(ofSection: section)
                configure(view, owner, local)
            }
            if let label = view as? Label { label.preferredMaxLayoutWidth = max(1, width - metrics.padding.horizontal) }
            let height = view.intrinsicContentSize.height
            return (height == View.noIntrinsicMetric ? 1 : height) + metrics.padding.vertical
        }
        dataSource.addObserver(self)
        shownCounts = dataSource.itemCounts
    }

    /// Lists take focus: the focused list takes the keys that move among its items.
    public override var canBecomeFocused: Bool { true }

    /// Shows the focused item while the list has focus, and hides it when another view
    /// takes focus (a button, a segmented control), so one thing on screen looks focused.
    /// A text field taking focus leaves it shown: a field passes the keys it does not edit
    /// (↑/↓, Enter) on, and a screen's search field moves its list with them.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        let shows = update.nextFocusedView === self || update.nextFocusedView is TextField
        guard shows != showsFocusedItem else { return }
        showsFocusedItem = shows
        for (path, cell) in cells { cell.isFocused = shows && path == focusedPath }
    }

    /// Runs the list's own action handlers, then takes a click on a cell: it focuses and
    /// selects the cell's item (see ``selectItem(at:)``).
    public override func respond(to action: ResponderAction) -> Bool {
        super.respond(to: action) || respondToClick(action)
    }

    /// Whether the list takes its own keys (``handlesKeys(selecting:hint:)`` turns it on).
    public internal(set) var takesKeys = false

    /// The size of everything the view can scroll through.
    public var contentSize: Size { Size(width: layout.width, height: layout.contentHeight) }

    /// The cell showing `path`, if it is realized.
    public func cell(at path: ItemPath) -> CollectionViewCell? { cells[path] }

    /// Every realized cell, by path.
    public var visibleCells: [ItemPath: CollectionViewCell] { cells }

    /// The realized header or footer views, by element.
    public var visibleSupplementaryViews: [LayoutAttributes.Element: View] { supplementaries }

    /// The placeholder view, when the placeholder shows.
    public var visiblePlaceholder: PlaceholderView? { placeholderView.superview === self ? placeholderView : nil }

    // MARK: Layout

    /// The focused cell's first column, when it is in view (see
    /// `CollectionView+Accessibility.swift`); the list's origin otherwise.
    public override var accessibilityCursorPoint: Point? { focusedCellOrigin ?? Point(x: 0, y: 0) }

    /// Its ``focusAnnouncement`` ("Abyssinian, 1 of 68"), after its
    /// `accessibilityLabel` when it has one; "empty" without a focused item.
    public override var accessibilityFocusDescription: String? {
        [accessibilityLabel, focusAnnouncement ?? "empty"].compactMap { $0 }.joined(separator: ", ")
    }

    /// Loads (the first time), checks the registrations, lays the items out and configures
    /// the cells in view; a list that is itself hidden does none of it until it is shown
    /// again, when it is laid out again (`View.isHidden`): a segment another view shows in
    /// its place needs no cell here. (A list under a hidden view, in a tab not chosen,
    /// keeps its cells up to date, as it has no way to hear its ancestor shown again.)
    public override func layoutSubviews() {
        guard !isHidden else { return }
        if !askedToLoad {
            // AAPL's collection view controller asks its data source to load as the list
            // appears; a data source that has loaded, or is loading, is left alone.
            askedToLoad = true
            if dataSource.loadingState == .initial { dataSource.setNeedsLoadContent() }
        }
        checkRegistrationsIfNeeded()
        let size = Size(width: max(0, bounds.width - layoutSectionIndex()), height: bounds.height)
        if needsFullLayout {
            layout.prepare(for: dataSource, width: size.width, viewportHeight: size.height)
            needsFullLayout = false
        } else if size != preparedSize {
            layout.setSize(width: size.width, viewportHeight: size.height, dataSource: dataSource)
        }
        preparedSize = size
        clampOffset()
        realize()
    }

    /// Reloads everything from the data source.
    public func reloadData() {
        reloadCount += 1
        for (_, cell) in cells { recycle(cell) }
        cells.removeAll()
        // Headers and footers are configured again: a reload may change what they show.
        for (_, view) in supplementaries { view.removeFromSuperview() }
        supplementaries.removeAll()
        shownCounts = dataSource.itemCounts
        needsRegistrationCheck = true
        if let focused = focusedPath, !isValid(focused) { focusedPath = firstItem() }
        if keepsFocus, focusedPath == nil { focusedPath = firstItem() }
        if let selected = selectedPath, !isValid(selected) { selectedPath = nil }
        needsFullLayout = true
        setNeedsLayout()
    }

    private func clampOffset() {
        let maximum = max(0, layout.contentHeight - bounds.height)
        contentOffset = min(max(0, contentOffset), maximum)
        layout.contentOffset = contentOffset
    }

    // MARK: Realizing

    /// Places a view for every element in the viewport and recycles the rest; a hidden
    /// list configures no cells (``layoutSubviews()``).
    func realize() {
        guard !isHidden else { return }
        var anchorPasses = 0
        while true {
            let visible = Rect(x: 0, y: contentOffset - overscan, width: bounds.width, height: bounds.height + 2 * overscan)
            let elements = CollectionView.backToFront(layout.attributes(in: visible))
            if anchorPasses < 3, measureNewCells(in: elements) {
                anchorPasses += 1
                continue
            }
            place(elements)
            return
        }
    }

    /// Self-sizing: measures cells of estimated rows as they appear. Returns whether the
    /// layout moved; the first visible item then keeps its place on screen.
    private func measureNewCells(in elements: [LayoutAttributes]) -> Bool {
        let anchor = elements.first { if case .item = $0.element { $0.frame.maxY > contentOffset } else { false } }
        var moved = false
        for attributes in elements {
            guard case .item(let path) = attributes.element, let cell = cellForItem(at: path),
                let height = cell.preferredHeight(forWidth: attributes.frame.width)
            else { continue }
            if layout.setMeasuredHeight(height, forItemAt: path) { moved = true }
        }
        guard moved else { return false }
        if case .item(let path)? = anchor?.element, let before = anchor?.frame.minY,
            let after = layout.attributes(forItemAt: path)?.frame.minY
        {
            contentOffset += after - before
        }
        clampOffset()
        return true
    }

    /// Gives each element its view at its frame and recycles the views of elements no
    /// longer in view, then stacks the placed views back to front.
    ///
    /// A scroll is a call to this (``setContentOffset(_:)``), so it touches only what moved:
    /// a cell that stays keeps its configuration (its context changes through focus,
    /// selection, data, theme and actions, each of which configures it again where it
    /// happens: `CollectionView+CellContext.swift`), views come and go without laying the
    /// list out again (they are placed here), and the stacking order is rewritten only
    /// when it is wrong.
    ///
    /// - Complexity: O(*e*) for the *e* elements, plus the configuration of new cells.
    private func place(_ elements: [LayoutAttributes]) {
        var placed: [View] = []
        placed.reserveCapacity(elements.count)
        var liveItems = Set<ItemPath>(minimumCapacity: elements.count)
        var liveSupplementaries = Set<LayoutAttributes.Element>()
        var liveSeparators = Set<LayoutAttributes.Element>()
        var showsPlaceholder = false
        let snapshot = layout.snapshot
        for attributes in elements {
            let frame = attributes.frame.offsetBy(dx: 0, dy: -contentOffset)
            let view: View
            switch attributes.element {
            case .item(let path):
                guard let cell = cellForItem(at: path) else { continue }
                cell.isFocused = showsFocusedItem && path == focusedPath
                cell.focusedStyle = focusedStyle
                cell.isSelected = path == selectedPath
                // Made for another path (an update moved it): configured for this one.
                if cell.configuredContext?.path != path { refreshContext(of: cell, at: path) }
                if snapshot.sections.indices.contains(path.section) {
                    let metrics = snapshot.sections[path.section]
                    cell.style = style(of: cell, metrics: metrics)
                }
                liveItems.insert(path)
                view = cell
            case .header(let section, let index):
                guard snapshot.sections.indices.contains(section), snapshot.sections[section].headers.indices.contains(index) else {
                    continue
                }
                view = supplementaryView(attributes.element, metrics: snapshot.sections[section].headers[index], section: section)
                liveSupplementaries.insert(attributes.element)
            case .footer(let section, let index):
                guard snapshot.sections.indices.contains(section), snapshot.sections[section].footers.indices.contains(index) else {
                    continue
                }
                view = supplementaryView(attributes.element, metrics: snapshot.sections[section].footers[index], section: section)
                liveSupplementaries.insert(attributes.element)
            case .globalHeader(let index):
                guard snapshot.globalHeaders.indices.contains(index) else { continue }
                view = supplementaryView(attributes.element, metrics: snapshot.globalHeaders[index], section: -1)
                liveSupplementaries.insert(attributes.element)
            case .placeholder:
                placeholderView.placeholder = dataSource.placeholder
                showsPlaceholder = true
                view = placeholderView
            case .childPlaceholder(let section):
                view = childPlaceholderView(forSection: section)
            case .rowSeparator, .columnSeparator, .sectionSeparator:
                let separator =
                    separators[attributes.element]
                    ?? {
                        if case .columnSeparator = attributes.element { return SeparatorView(isVertical: true) }
                        return SeparatorView(isVertical: false)
                    }()
                if let section = attributes.element.section, snapshot.sections.indices.contains(section) {
                    separator.style = snapshot.sections[section].separatorStyle
                }
                separators[attributes.element] = separator
                liveSeparators.insert(attributes.element)
                view = separator
            }
            view.setFramePlaced(frame, in: self)
            placed.append(view)
        }
        for (path, cell) in cells where !liveItems.contains(path) {
            recycle(cell)
            cells[path] = nil
        }
        for (element, view) in supplementaries where !liveSupplementaries.contains(element) {
            view.removeFromSuperviewPlacedByCaller()
            supplementaries[element] = nil
        }
        for (element, view) in separators where !liveSeparators.contains(element) {
            view.removeFromSuperviewPlacedByCaller()
            separators[element] = nil
        }
        if !showsPlaceholder, placeholderView.superview === self { placeholderView.removeFromSuperviewPlacedByCaller() }
        removeChildPlaceholders(notIn: elements)
        stackOnTop(placed)
    }

    /// Adds the views not yet in the list and puts `placed` on top of the other subviews,
    /// in order, unless they are there already (a scroll moves no cell past another; a
    /// pinned header stays above the cell that came in under it).
    private func stackOnTop(_ placed: [View]) {
        // A view that came in goes just below the next placed view already here (a cell that
        // scrolled in at the bottom goes below the pinned header), or on top.
        var next: View?
        for view in placed.reversed() {
            if view.superview !== self {
                let index = next.flatMap(indexOfSubview) ?? subviews.count
                insertSubviewPlacedByCaller(view, at: index)
            }
            next = view
        }
        // Most frames leave them in order; a pinned header that changed (every few rows
        // in a list of short sections) needs them restacked.
        stackSubviewsOnTop(placed)
    }

    /// `elements` back to front: by z-index, each z-index in the layout's order (a stable
    /// sort). The layout gives most of them at one z-index (the rows) and a few above (headers),
    /// so this gathers each z-index's elements in one pass rather than sorting.
    ///
    /// - Complexity: O(*n* · *z*) for *n* elements and *z* distinct z-indexes.
    static func backToFront(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        guard zip(elements, elements.dropFirst()).contains(where: { $0.zIndex > $1.zIndex }) else { return elements }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(elements.count)
        for z in Set(elements.map(\.zIndex)).sorted() {
            for element in elements where element.zIndex == z { result.append(element) }
        }
        return result
    }

    private func cellForItem(at path: ItemPath) -> CollectionViewCell? {
        if let cell = cells[path] { return cell }
        guard let item = dataSource.shownItem(at: path) else { return nil }
        let made: any ListCell
        let context = cellContext(for: item, at: path)
        do {
            made = try registry.cell(for: item, context: context, from: reusePool)
        } catch {
            // Found as the list bound its items, or an item only a run could name: the
            // item shows no cell, and the error is reported, never a trap.
            reportRegistrationError(error)
            return nil
        }
        guard let cell = made as? CollectionViewCell else {
            reportRegistrationError(.notACollectionViewCell(cellType: String(describing: type(of: made))))
            return nil
        }
        cells[path] = cell
        cell.configuredContext = context
        willShow(cell, for: item, at: path)
        return cell
    }

    private func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperviewPlacedByCaller()
        reusePool.enqueue(cell)
    }

    private func supplementaryView(_ element: LayoutAttributes.Element, metrics: SupplementaryMetrics, section: Int) -> View {
        if let view = supplementaries[element] { return view }
        let view = metrics.makeView()
        view.key = metrics.key
        view.style = metrics.style
        // Headers and footers are opaque: a pinned one hides the rows scrolling under it,
        // on the background it inherits (the app's canvas, or the host's own).
        view.isOpaque = true
        view.layoutMargins = metrics.padding
        // A section's header is a heading to a screen reader (a global header, the list's
        // own count or control, is not).
        if case .header = element { view.isAccessibilityHeader = true }
        if let configure = metrics.configure {
            let (owner, local) = owner(ofSection: section)
            configure(view, owner, local)
        }
        supplementaries[element] = view
        return view
    }

    /// The data source that owns a section's metrics, and the section's index in it: the
    /// root for global headers, the innermost child otherwise.
    func owner(ofSection section: Int) -> (DataSource, Int) {
        var source = dataSource
        var local = section
        while local >= 0 {
            if let composed = source as? ComposedDataSource, let (child, childSection) = composed.localSection(for: local) {
                source = child
                local = childSection
            } else if let segmented = source as? SegmentedDataSource, let selected = segmented.selectedDataSource {
                source = selected
            } else {
                break
            }
        }
        return (source, local)
    }
}
