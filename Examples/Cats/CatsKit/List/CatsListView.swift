import CatsAPI
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cats list screen's root view, bound to a ``CatsListReactor``: a search line (while
/// searching) above a ``CollectionView`` of a ``SegmentedDataSource`` of two
/// `SectionedDataSource`s bound to the state's sections (AAPL's loading machine driven by
/// its `Loadable`), under two global headers: the count and the pinned segmented control.
/// All's columns follow the user's grid density (``CatsGridDensity``); Favorites keeps its
/// order in one. All has a section index of the origins' first letters (Nimbus's): a click
/// on a letter, or Shift-letter, jumps to the first origin with that letter.
///
/// ```swift
/// let view = CatsListView(context: context)
/// view.reactor = CatsListReactor(services: context.services)   // binds; the list loads as it appears
/// ```
@MainActor
public final class CatsListView: View, ReactorView {
    /// The list of one segment: its sections, as the reactor's state derives them.
    public typealias BreedList = SectionedDataSource<BreedSectionHeader, BreedRow>

    public let reactorBinding = ReactorBinding<CatsListReactor>()
    public let context: CatsContext
    public let all: BreedList
    public let favorites: BreedList
    public let segments: SegmentedDataSource
    public let list: CollectionView
    /// The search query, above the list while a search is typed or applies.
    public let searchLine = Label()
    /// The query while it is typed, after "Search: ": a letter typed never triggers a shortcut.
    public let searchField = TextField()
    /// All / Favorites, pinned above the list; it takes focus (Tab).
    public let segmentedControl: SegmentedControl
    /// A progress view at the right of the count line while the catalog is read and asked
    /// of the server (``CatsListReactor/State/isSyncingCatalog``): a sliding band (still in
    /// the accessible mode's reduced motion) until the server's answer starts, then how much
    /// of it has arrived (``CatsListReactor/State/catalogDownloaded``), with its percentage.
    public let catalogProgress: ProgressView
    private var shownHeaders: (countLine: String, segment: CatsListSegment)?

    /// What the search line shows left of the field while a search is typed.
    static let searchPrompt = "Search: "

    /// The narrowest a column of cats may be in the comfortable density.
    public static let minimumColumnWidth: Double = 50

    public init(context: CatsContext, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.context = context
        all = Self.makeList(.all, theme: context.theme, scheduler: scheduler)
        favorites = Self.makeList(.favorites, theme: context.theme, scheduler: scheduler)
        segments = SegmentedDataSource(scheduler: scheduler)
        for source in [all, favorites] { segments.add(source) }
        let registry = CellRegistry()
        registry.register(BreedCell.self)
        let actions = ItemActions()
        actions.attach(to: BreedRow.self, navigate: { [context] row, _ in context.open(CatsLinks.cat(row.id)) })
        list = CollectionView(dataSource: segments, registry: registry, actions: actions)
        segmentedControl = SegmentedControl(titles: CatsListSegment.allCases.map(\.title))
        catalogProgress = context.theme.progressView()
        super.init()
        catalogProgress.accessibilityLabel = "Updating the catalog"
        catalogProgress.isHidden = true
        segmentedControl.layoutMargins = .zero
        segmentedControl.focusedStyle = context.theme[.focused]
        key = "cats-list"
        list.theme = context.theme
        list.keepsFocus = true
        searchLine.style = context.theme[.searchField]
        searchField.accessibilityLabel = "Search"
        (searchLine.isHidden, searchField.isHidden) = (true, true)
        addSubviews(["search": searchLine, "search-field": searchField, "list": list, "catalog-progress": catalogProgress])
        // Tab: the segments (a header inside the list), the search field, then the list.
        focusOrder = [segmentedControl, searchField, list]
        installInputHandlers()
        context.observeDensity { [weak all] density in
            all?.defaultMetrics.numberOfColumns = density.numberOfColumns
            all?.defaultMetrics.minimumColumnWidth = density.minimumColumnWidth
        }
    }

    public func bind(reactor: CatsListReactor, in bag: BindingBag) {
        // The placeholder texts first: a filter that empties a list shows "No Matches".
        reactor.observe(\.query) { [all, favorites, context] query in
            context.sessionValues.noteSearch(query)
            (all.noContentTitle, all.noContentMessage) = CatsListSegment.all.noContentTexts(query: query)
            (favorites.noContentTitle, favorites.noContentMessage) = CatsListSegment.favorites.noContentTexts(query: query)
        }.store(in: bag)
        reactor.bindSections(\.allSections, to: all, load: .load, refresh: .load).store(in: bag)
        reactor.bindSections(\.favoriteSections, to: favorites, load: .load, refresh: .load).store(in: bag)
        reactor.bindSegments(\.segment, to: segments, control: segmentedControl, in: self) { .selectSegment($0) }.store(in: bag)
        reactor.observe { [weak self] state in self?.apply(state) }.store(in: bag)
        reactor.observeChanges { [context] old, new in
            if let sentence = Self.announcement(from: old, to: new) { context.announce(sentence) }
        }.store(in: bag)
        searchField.onChange = { [weak reactor] query in reactor?.send(.setQuery(query)) }
        reactor.pulse(\.$message) { [context] message in
            guard let message else { return }
            context.status.show(message)
            context.announce(message.spokenText)  // "Korat is a favorite", without the star
        }.store(in: bag)
    }

    /// Shows `state`'s search line and count; the bindings show the segment and the sections.
    func apply(_ state: CatsListReactor.State) {
        searchLine.text = state.isTyping ? Self.searchPrompt : "Search: \(state.query)  (Esc clears)"
        searchField.text = state.query
        if searchField.isHidden == state.isTyping {
            searchField.isHidden = !state.isTyping
            context.focus(state.isTyping ? searchField : list)
            setNeedsLayout()
        }
        if catalogProgress.isHidden == state.isSyncingCatalog {
            catalogProgress.isHidden = !state.isSyncingCatalog
            if state.isSyncingCatalog { context.announce("Updating the catalog") }
        }
        catalogProgress.progress = state.catalogDownloaded
        catalogProgress.showsPercentage = state.catalogDownloaded != nil
        if searchLine.isHidden == state.isSearching {
            searchLine.isHidden = !state.isSearching
            setNeedsLayout()
        }
        if shownHeaders?.countLine != state.countLine || shownHeaders?.segment != state.segment {
            shownHeaders = (state.countLine, state.segment)
            segments.headers = globalHeaders(countLine: state.countLine)
        }
    }

    /// Waits for a breed's rows to focus it (``focusBreedWhenShown(_:)``); observers are held weakly.
    var pendingRefocus: (any DataSourceObserver)?

    /// The row with keyboard focus.
    public var focusedRow: BreedRow? {
        list.focusedPath.flatMap((segments.selectedDataSource === favorites ? favorites : all).item(at:))
    }

    public override func layoutSubviews() {
        let top: Double = searchLine.isHidden ? 0 : 1
        searchLine.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        let promptWidth = Double(CharacterWidth.of(Self.searchPrompt))
        searchField.frame = Rect(
            x: promptWidth, y: 0, width: max(0, bounds.width - promptWidth), height: min(1, bounds.height))
        list.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        // On the count line, clear of the section index at the right edge.
        let progressWidth = min(16, max(0, bounds.width - 30))
        catalogProgress.frame = Rect(
            x: max(0, bounds.width - 3 - progressWidth), y: top, width: progressWidth, height: min(1, bounds.height))
    }
}
