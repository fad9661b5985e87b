import CatsAPI
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cats list screen's root view, bound to a ``CatsListReactor``: a search line (while
/// searching) above a ``CollectionView`` over a ``SegmentedDataSource`` of two
/// `SectionedDataSource`s, each bound to the state's sections with `bindSections` (AAPL's
/// loading machine driven by its `Loadable`). Global headers: the count, and the segmented
/// control, which follows the state's segment (a click or ←/→ on it, or ←/→ at the grid's edge, asks the reactor).
/// Tab moves focus from the segments to the search field (while typing) to the list.
/// All's columns follow the user's grid density (``CatsGridDensity``, from the context, at
/// once when Settings switches it): comfortable has two from twice ``minimumColumnWidth``
/// on, compact three narrower ones; Favorites keeps its order in one.
/// All has a section index down its right edge (Nimbus's section index: the origins' first
/// letters, each once; the list's width leaves room for it): a click on a letter, or
/// Shift-letter, jumps to the first origin with that letter. Favorites (one section) has none.
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
    /// The query while it is typed, after "Search: " on the search line: keys go to it
    /// alone (a letter never triggers a list shortcut), with the terminal's cursor in it.
    public let searchField = TextField()
    /// All / Favorites, pinned above the list as a global header; it takes focus (Tab),
    /// and a click or ←/→ on it asks the reactor for the segment.
    public let segmentedControl: SegmentedControl
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
        super.init()
        segmentedControl.layoutMargins = .zero
        segmentedControl.focusedStyle = context.theme[.focused]
        key = "cats-list"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        searchLine.key = "search"
        searchLine.style = context.theme[.searchField]
        searchLine.isHidden = true
        addSubview(searchLine)
        searchField.key = "search-field"
        searchField.accessibilityLabel = "Search"
        searchField.isHidden = true
        addSubview(searchField)
        addSubview(list)
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
        reactor.bindSections(\.allSections, to: all, load: .load, refresh: .reload).store(in: bag)
        reactor.bindSections(\.favoriteSections, to: favorites, load: .load, refresh: .reload).store(in: bag)
        reactor.observe { [weak self] state in self?.apply(state) }.store(in: bag)
        var announced: CatsListReactor.State?
        reactor.observe { [context] state in
            if let sentence = Self.announcement(from: announced, to: state) { context.announce(sentence) }
            announced = state
        }.store(in: bag)
        searchField.onChange = { [weak reactor] query in reactor?.send(.setQuery(query)) }
        reactor.pulse(\.$message) { [context] message in
            guard let message else { return }
            context.status.show(message)
            context.announce(message.spokenText)  // "Korat is a favorite", without the star
        }.store(in: bag)
    }

    /// Shows `state`'s segment, search line and count; the bindings show the sections.
    func apply(_ state: CatsListReactor.State) {
        segments.selectChild(at: state.segment.rawValue)
        segmentedControl.selectedIndex = state.segment.rawValue
        searchLine.text = state.isTyping ? Self.searchPrompt : "Search: \(state.query)  (Esc clears)"
        searchField.text = state.query
        if searchField.isHidden == state.isTyping {
            searchField.isHidden = !state.isTyping
            context.focus(state.isTyping ? searchField : list)
            setNeedsLayout()
        }
        if searchLine.isHidden == state.isSearching {
            searchLine.isHidden = !state.isSearching
            setNeedsLayout()
        }
        if shownHeaders?.countLine != state.countLine || shownHeaders?.segment != state.segment {
            shownHeaders = (state.countLine, state.segment)
            segments.headers = globalHeaders(countLine: state.countLine)
        }
    }

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
    }
}
