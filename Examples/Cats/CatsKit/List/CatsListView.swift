import CatsAPI
import TrellisLists
import TrellisReactor
import TrellisTerminal
import TrellisViews

/// The cats list screen's root view: a search line (while searching) above the All /
/// Favorites list, bound to a ``CatsListReactor``.
///
/// The list is a ``SegmentedDataSource`` of two ``BreedListDataSource``s shown by a
/// ``CollectionView``: the count is a global header that scrolls away, the segmented control
/// a pinned global header, each section's title a pinned header. All has two columns from
/// twice ``minimumColumnWidth`` on; Favorites keeps one, so the user's order reads top to
/// bottom as Shift-↑/↓ edits it.
///
/// ```swift
/// let view = CatsListView(context: context)
/// view.reactor = CatsListReactor(services: context.services)   // binds, starts loading
/// ```
@MainActor
public final class CatsListView: View, ReactorView {
    public let reactorBinding = ReactorBinding<CatsListReactor>()
    public let context: CatsContext
    public let all: BreedListDataSource
    public let favorites: BreedListDataSource
    public let segments: SegmentedDataSource
    public let list: CollectionView
    /// The search query, above the list while a search is typed or applies.
    public let searchLine = Label()
    /// The count the header shows now.
    private var shownCountLine: String?

    /// The narrowest a column of cats may be (as the old screen had it).
    public static let minimumColumnWidth: Double = 50

    public init(context: CatsContext, initialSegment: CatsListSegment = .all, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.context = context
        all = BreedListDataSource(segment: .all, theme: context.theme, scheduler: scheduler)
        favorites = BreedListDataSource(segment: .favorites, theme: context.theme, scheduler: scheduler)
        segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(all)
        segments.add(favorites)
        if initialSegment != .all { segments.selectChild(at: initialSegment.rawValue, animated: false) }
        let registry = CellRegistry()
        registry.register(BreedCell.self) { cell, row, context in cell.show(row, context: context) }
        let actions = ItemActions()
        list = CollectionView(dataSource: segments, registry: registry, actions: actions)
        super.init()
        key = "cats-list"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        searchLine.key = "search"
        searchLine.style = context.theme[.searchField]
        searchLine.isHidden = true
        all.defaultMetrics.numberOfColumns = 2
        all.defaultMetrics.minimumColumnWidth = Self.minimumColumnWidth
        actions.attach(to: BreedRow.self, navigate: { [context] row, _ in context.open(CatsLinks.cat(row.id)) })
        segments.headers = globalHeaders(countLine: "")
        addSubview(searchLine)
        addSubview(list)
        onAction(.segmentSelected) { [weak self] action in
            guard let self, let index = action.value as? Int, let segment = CatsListSegment(rawValue: index) else { return false }
            self.reactor?.send(.selectSegment(segment))
            return true
        }
        installInputHandlers()
    }

    public func bind(reactor: CatsListReactor, in bag: BindingBag) {
        all.reactor = reactor
        favorites.reactor = reactor
        reactor.observe { [weak self] state in self?.apply(state) }.store(in: bag)
        reactor.pulse(\.$message) { [context] message in
            if let message { context.status.show(message) }
        }.store(in: bag)
        if segments.loadingState == .initial { segments.setNeedsLoadContent() }
    }

    /// Shows `state`: the segment, each list's sections (as batches), the search line and
    /// the count.
    func apply(_ state: CatsListReactor.State) {
        if segments.selectedIndex != state.segment.rawValue { segments.selectChild(at: state.segment.rawValue) }
        all.follow(state)
        favorites.follow(state)
        searchLine.text = state.isTyping ? "Search: \(state.query)_" : "Search: \(state.query)  (Esc clears)"
        if searchLine.isHidden == state.isSearching {
            searchLine.isHidden = !state.isSearching
            setNeedsLayout()
        }
        let countLine = state.breeds.isEmpty ? "" : state.countLine  // no count over a load or its failure
        if countLine != shownCountLine {
            shownCountLine = countLine
            segments.headers = globalHeaders(countLine: countLine)
        }
        context.requestRedraw()
    }

    /// The row with keyboard focus.
    public var focusedRow: BreedRow? {
        list.focusedPath.flatMap { list.dataSource.item(at: $0) as? BreedRow }
    }

    public override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        let top: Double = searchLine.isHidden ? 0 : 1
        searchLine.frame = Rect(x: 0, y: 0, width: width, height: min(1, height))
        list.frame = Rect(x: 0, y: top, width: width, height: max(0, height - top))
    }

    /// The count (scrolls away; kept over "No Favorites" once there is one) and the
    /// segmented control (pinned, clickable).
    private func globalHeaders(countLine: String) -> [SupplementaryMetrics] {
        var count = SupplementaryMetrics(key: "count")
        count.isVisibleWhileShowingPlaceholder = !countLine.isEmpty
        count.style = context.theme[.secondary]
        count.configure = { view, _, _ in (view as? Label)?.text = " \(countLine)" }
        var control = SupplementaryMetrics(key: "segments")
        control.isPinned = true
        control.isVisibleWhileShowingPlaceholder = true
        control.makeView = { [weak segments] in
            let control = SegmentedControl(titles: segments?.segmentTitles ?? [], selectedIndex: segments?.selectedIndex ?? 0)
            control.layoutMargins = .zero
            for (index, label) in control.segmentLabels.enumerated() {
                label.onAction(.click) { [weak control] _ in
                    control?.select(index)
                    return true
                }
            }
            return control
        }
        return [count, control]
    }
}
