import TrellisLists
import TrellisViews

/// One segment of the cats list (All or Favorites), following a ``CatsListReactor``.
///
/// The reactor is the data source's loader: `loadContent()` asks it to load (or reload)
/// and completes the load (content, no content, or the error placeholder) once the
/// reactor's breeds arrive. After that, each state the binding hands to ``follow(_:)``
/// reaches the list as one batch of the difference (TrellisDiff), never as a reload.
///
/// ```swift
/// let all = BreedListDataSource(segment: .all)
/// all.reactor = reactor
/// reactor.observe { all.follow($0) }.store(in: bag)
/// all.setNeedsLoadContent()
/// ```
@MainActor
public final class BreedListDataSource: SectionedDataSource<BreedSectionHeader, BreedRow> {
    /// The list this source shows.
    public let segment: CatsListSegment
    /// The reactor that loads the breeds; set when the screen binds. A load that started
    /// before asks it now.
    public weak var reactor: CatsListReactor? {
        didSet {
            guard pendingLoad != nil, let reactor, reactor !== oldValue else { return }
            reactor.send(pendingLoadIsRefresh ? .reload : .load)
        }
    }
    /// The load waiting for the reactor's breeds, and whether it is a refresh.
    private var pendingLoad: Loading<BreedListDataSource>?
    private var pendingLoadIsRefresh = false
    private let placeholderTexts: (title: String, message: String)

    public init(segment: CatsListSegment, theme: Theme = .cats, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.segment = segment
        placeholderTexts =
            switch segment {
            case .all: ("No Cats", "The catalog is empty.")
            case .favorites: ("No Favorites", "Press f on a cat to make it a favorite.")
            }
        super.init(scheduler: scheduler)
        title = segment.title
        noContentTitle = placeholderTexts.title
        noContentMessage = placeholderTexts.message
        errorTitle = "Unable To Load Cats"
        var header = SupplementaryMetrics(key: "section")
        header.isPinned = true
        header.style = theme[.sectionHeader]
        header.configure = { view, dataSource, section in
            guard let list = dataSource as? BreedListDataSource, list.sections.indices.contains(section) else { return }
            (view as? Label)?.text = "\(list.sections[section].model.title) (\(list.sections[section].elements.count))"
        }
        defaultMetrics.headers = [header]
    }

    public override func loadContent() {
        let refresh = loadingState != .initial
        loadContent { loading in
            // A reload while a load still waits (`r` pressed twice) supersedes it.
            pendingLoad?.ignore()
            pendingLoad = loading
            pendingLoadIsRefresh = refresh
            reactor?.send(refresh ? .reload : .load)
            if let reactor { follow(reactor.currentState) }
        }
    }

    /// Shows `state`: completes a load waiting for the breeds, or applies the difference
    /// from what the list shows as one batch. Before its first load, it shows nothing.
    public func follow(_ state: CatsListReactor.State) {
        setPlaceholderTexts(filtering: state.isSearching && !state.query.isEmpty, query: state.query)
        let sections = state.sections(for: segment).map(\.arraySection)
        if let loading = pendingLoad {
            switch state.phase {
            case .idle, .loading:
                return
            case .loaded:
                pendingLoad = nil
                guard loading.isCurrent else { return loading.ignore() }
                if sections.allSatisfy(\.elements.isEmpty) {
                    loading.updateWithNoContent { $0.setSections(sections, animated: false) }
                } else {
                    loading.updateWithContent { $0.setSections(sections, animated: false) }
                }
            case .failed(let reason):
                pendingLoad = nil
                guard loading.isCurrent else { return loading.ignore() }
                errorMessage = reason
                loading.done(error: CatsListLoadError(reason: reason))
            }
        } else if loadingState == .contentLoaded || loadingState == .noContent {
            setSections(sections)
        }
    }

    /// "No Matches" while a filter hides everything, the segment's own texts otherwise.
    private func setPlaceholderTexts(filtering: Bool, query: String) {
        let title = filtering ? "No Matches" : placeholderTexts.title
        let message = filtering ? "Nothing matches “\(query)”. Esc clears the search." : placeholderTexts.message
        if noContentTitle != title { noContentTitle = title }
        if noContentMessage != message { noContentMessage = message }
    }
}

/// Why the cats list shows its error placeholder: the catalog could not be read.
public struct CatsListLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as the catalog said it.
    public var reason: String
    public var description: String { "the breeds could not be loaded: \(reason)" }
}
