import TrellisDiff

/// The base of every data source: content in sections of items, loaded through a state
/// machine, shown behind a placeholder while there is nothing to show, and reported to
/// observers as batches.
///
/// This is the `AAPLDataSource` of Apple's Advanced Collection Views sample, in Swift.
/// A data source of items is typed by them: a subclass of ``ItemDataSource`` overrides the
/// structure (``numberOfSections``, ``numberOfContentItems(inSection:)``,
/// ``ItemDataSource/contentItem(at:)``) and ``loadContent()``, and reports every change to
/// its content with ``notifyDidApply(_:direction:animated:)``. ``ComposedDataSource`` and
/// ``SegmentedDataSource`` hold children of any item types as `DataSource`s: the
/// framework erases and recovers the children's types, so app code never casts.
///
/// ```swift
/// final class CatListDataSource: BasicDataSource<Cat> {
///     override func loadContent() {
///         loadContent { loading in
///             catService.fetchCats { result in
///                 switch result {
///                 case .success(let cats) where cats.isEmpty:
///                     loading.updateWithNoContent { $0.setItems([]) }
///                 case .success(let cats):
///                     loading.updateWithContent { $0.setItems(cats) }
///                 case .failure(let error):
///                     loading.done(error: error)
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// ## The placeholder
/// A placeholder shows when (error ∧ an error text is set) ∨ ((loading ∨ no content) ∧ a
/// no-content text is set). While it shows, the data source reports zero items, and every
/// change (item *and* section changes, where AAPL dropped section ones) is held back; when
/// it hides, the held changes and the load's own update reach observers as **one** batch.
///
/// The root data source's placeholder fills a collection view's viewport; a child's
/// covers only the child's own sections (AAPL's "No Sightings" under a loaded detail
/// section), sized by ``CollectionLayout``, while its siblings show their content.
///
/// ## Waiting for a load
/// ``whenLoaded(_:)`` runs a block once the load under way completes: a leaf's own, a
/// composed data source's once every child has loaded, a segmented one's with its
/// selected child.
///
/// ## Threading
/// Everything runs on the main actor, as UIKit does.
@MainActor
open class DataSource: @MainActor CustomStringConvertible {
    /// A short title, used by segmented data sources for their segment names.
    open var title: String?

    /// Title of the placeholder shown when a load produced nothing.
    public var noContentTitle: String? { didSet { placeholderTextDidChange() } }
    /// Message of the placeholder shown when a load produced nothing.
    public var noContentMessage: String? { didSet { placeholderTextDidChange() } }
    /// Title of the placeholder shown when a load failed.
    public var errorTitle: String? { didSet { placeholderTextDidChange() } }
    /// Message of the placeholder shown when a load failed.
    public var errorMessage: String? { didSet { placeholderTextDidChange() } }

    /// Where loading stands.
    ///
    /// Setting it goes through AAPL's state machine: setting the current state does
    /// nothing, a legal move notifies observers, and an illegal one is a programmer error
    /// that stops with a message naming both states. Loads normally move it through their
    /// ``LoadingToken`` rather than by hand.
    public var loadingState: LoadingState {
        get { _loadingState }
        set { transition(to: newValue) }
    }
    var _loadingState: LoadingState = .initial
    /// The error of the last failed load, or `nil`.
    public internal(set) var loadingError: (any Error)?

    /// Receives programmer errors (a token completed twice, or never). Defaults to
    /// printing and, in debug builds, `assertionFailure`.
    public var misuseHandler: @Sendable (ListMisuse) -> Void = ListMisuse.defaultHandler

    /// Runs deferred loads (see ``setNeedsLoadContent()``).
    public let scheduler: any MainScheduler

    // MARK: Metrics

    /// Metrics for every section of this data source, over its parent's.
    public var defaultMetrics = SectionMetrics() { didSet { notifyMetricsChanged() } }
    /// The data source's own headers: global when it is the root of a collection view,
    /// above its first section (after its parents' headers) when it is a child.
    public var headers: [SupplementaryMetrics] = [] { didSet { notifyMetricsChanged() } }
    /// The data source's own footers: below its last section, before its parents' footers.
    public var footers: [SupplementaryMetrics] = [] { didSet { notifyMetricsChanged() } }
    var sectionMetrics: [Int: SectionMetrics] = [:]

    // MARK: Internal state

    var observers: [WeakObserver] = []
    /// Whether a `loadContent()` is scheduled and not yet run.
    var loadScheduled = false
    /// Bumped by each `beginLoading()`: a token is current while its generation is the latest.
    var loadingGeneration = 0
    /// Whether the last load completed (for `whenLoaded`): a leaf's own load, or, for a
    /// composed or segmented data source, the loads of its `loadingChildren`.
    var loadingComplete = false
    /// Whether this data source's own last load (through a ``LoadingToken``) ended: a
    /// composed data source that loads something itself completes only once that load
    /// and its children's have.
    var ownLoadEnded = false
    /// Blocks waiting for the load under way (see ``whenLoaded(_:)``).
    var whenLoadedBlocks: [@MainActor () -> Void] = []
    /// While above zero, changes are held and flushed together when it returns to zero.
    var holdDepth = 0
    /// Whether observers were last told the placeholder shows (so they see zero items).
    var observedPlaceholder = false
    /// The placeholder last reported through a metrics change (see `shownPlaceholder`).
    var lastShownPlaceholder: Placeholder?
    /// Changes held back, relative to `pendingBase`.
    var pending: SectionedChangeSet?
    var pendingBase: [Int] = []
    /// Whether every held change asked for animation, and the last direction asked for.
    var pendingAnimated = true
    var pendingDirection: DataSourceUpdate.Direction?
    /// A held change could not be composed: observers must reload instead.
    var needsReload = false
    /// The composed or segmented data source that runs this one's load updates, so that
    /// siblings' updates land together once every sibling has loaded (AAPL's
    /// `enqueuePendingUpdateBlock:` on the parent).
    weak var loadingGate: DataSource?
    /// Content item counts per section as of the last change reported to this class.
    var lastContentCounts: [Int] = []
    /// Item counts per section that observers believe.
    var shownCounts: [Int] = []

    /// Creates a data source whose deferred loads run on `scheduler`.
    public init(scheduler: any MainScheduler = TaskScheduler.shared) {
        self.scheduler = scheduler
    }

    // MARK: Structure: override points

    /// The number of sections. Sections exist even while the placeholder shows.
    open var numberOfSections: Int { 1 }

    /// The number of items in `section` of the content, placeholder or not.
    open func numberOfContentItems(inSection section: Int) -> Int { 0 }

    /// The item at `path` of the content, whatever its type: how the framework reaches an
    /// item through a composed or segmented data source without knowing its children's item
    /// types. ``ItemDataSource`` answers with its typed ``ItemDataSource/contentItem(at:)``.
    func erasedContentItem(at path: ItemPath) -> Any? { nil }

    // MARK: Structure: what a list reads

    /// The number of items a list shows in `section`: zero while the placeholder shows.
    public final func numberOfItems(inSection section: Int) -> Int {
        showsPlaceholderContent ? 0 : numberOfContentItems(inSection: section)
    }

    /// The item a list shows at `path`, erased, or `nil` while the placeholder shows: the
    /// framework's own reading; apps read typed items (``ItemDataSource/item(at:)``, or
    /// ``item(at:as:)`` through a composed or segmented data source).
    final func shownItem(at path: ItemPath) -> Any? {
        showsPlaceholderContent ? nil : erasedContentItem(at: path)
    }

    /// The item a list shows at `path` when it is an `Item`: how code that holds a composed
    /// or segmented data source reads one of its children's items, typed. `nil` while the
    /// placeholder shows, outside the sections, or when the item there is of another type.
    ///
    /// ```swift
    /// let sighting = detail.item(at: path, as: Sighting.self)   // nil on a facts row
    /// ```
    public final func item<Item>(at path: ItemPath, as type: Item.Type) -> Item? {
        shownItem(at: path) as? Item
    }

    /// The item types this data source shows now, for the list's check that each has a
    /// cell registered: a typed leaf's own, every child's of a composed data source, the
    /// selected child's of a segmented one.
    func appendShownItemTypes(to types: inout [ShownItemType]) {}

    /// The item counts a list shows, section by section.
    public var itemCounts: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }

    /// Whether the data source reports zero items: what observers were last told.
    var showsPlaceholderContent: Bool { observedPlaceholder }

    /// The content's item counts per section. Composed and segmented data sources answer
    /// with what their children last told them, so a child's held change never shows
    /// through before the child reports it.
    func contentCounts() -> [Int] {
        (0..<numberOfSections).map { numberOfContentItems(inSection: $0) }
    }

    // MARK: Loading: override points

    /// The children whose loads make up this data source's load, for
    /// ``whenLoaded(_:)``: none for a leaf, every child of a composed data source, the
    /// selected child of a segmented one.
    var loadingChildren: [DataSource] { [] }

    /// The state a ``LoadingToken`` moves through AAPL's state machine: a leaf's loading
    /// state; a composed data source's own load's, which its loading state aggregates with
    /// its children's.
    var tokenState: LoadingState { _loadingState }

    /// Moves ``tokenState`` (the transition was checked).
    func setTokenState(_ next: LoadingState) { setLoadingStateWithoutTransition(next) }

    /// Runs a child's load update: now, passed up to this data source's own gate, or (a
    /// composed data source) later, with its siblings', once none of them is loading.
    func runLoadUpdate(_ update: (@MainActor () -> Void)?, for child: DataSource) {
        if let gate = loadingGate {
            gate.runLoadUpdate(update, for: self)
        } else {
            update?()
        }
    }

    /// Loads the content. Subclasses override it, usually with ``loadContent(_:)``, which
    /// moves the state machine and hands out a ``LoadingToken``. Call
    /// ``setNeedsLoadContent()`` rather than this, so that loads coalesce.
    ///
    /// A data source whose class does not override it runs ``contentLoader``: how a
    /// data source that follows someone else's state asks them to load.
    open func loadContent() { contentLoader?() }

    /// What ``loadContent()`` does when the data source's class does not override it, or
    /// `nil` for nothing.
    ///
    /// A binding that drives this data source from a reactor's state (TrellisReactor's
    /// `bindSections(_:to:load:refresh:animated:)`) sets it to send the reactor an action,
    /// so that the first show, a segment's selection and a refresh (`r`) all load through
    /// the reactor; the data source holds no reactor and no ``LoadingToken`` of its own.
    /// The loader itself starts no load: the data source's state follows whoever loads.
    public var contentLoader: (@MainActor () -> Void)?

    /// Forgets the content and the loading state: back to `initial`, every outstanding
    /// token stale, held changes dropped, observers told to reload, and every
    /// ``DataSource/whenLoaded(_:)`` block still waiting dropped (the load it waited for is gone).
    /// Subclasses clear their content, then call `super`.
    open func resetContent() {
        // Ancestors hold until the reload below has reached them: the state change comes
        // first, and one of them reporting then would read this one's cleared content.
        withAncestorsHolding {
            loadingGeneration += 1
            loadScheduled = false
            loadingComplete = false
            ownLoadEnded = false
            loadingError = nil
            setLoadingStateWithoutTransition(.initial)
            pending = nil
            needsReload = false
            observedPlaceholder = shouldDisplayPlaceholder
            lastContentCounts = contentCounts()
            emitReload()
            shownPlaceholderMayHaveChanged()
        }
        // Last, so that blocks queued while the reset ran (by a subclass, a child's reset
        // or an observer) go too.
        whenLoadedBlocks.removeAll()
    }

    /// Per-section metrics, merged over `base` and this data source's defaults, with this
    /// data source's headers, footers and shown placeholder placed when it is not the
    /// root. Composed and segmented data sources collect their children's.
    open func snapshotSections(base: SectionMetrics, placeOwnSupplementaries: Bool) -> [SectionMetrics] {
        let mine = defaultMetrics.merged(over: base)
        var sections = (0..<numberOfSections).map { sectionMetrics[$0]?.merged(over: mine) ?? mine }
        placeSupplementaries(in: &sections, placeOwn: placeOwnSupplementaries)
        placePlaceholder(in: &sections, placeOwn: placeOwnSupplementaries)
        return sections
    }

    // MARK: Placeholder

    /// Whether the placeholder should show, by AAPL's rule.
    open var shouldDisplayPlaceholder: Bool {
        switch loadingState {
        case .error:
            return errorTitle != nil || errorMessage != nil
        case .loadingContent, .noContent:
            return noContentTitle != nil || noContentMessage != nil
        case .initial, .refreshingContent, .contentLoaded:
            return false
        }
    }

    /// The placeholder a list should show now, or `nil`.
    open var placeholder: Placeholder? {
        guard shouldDisplayPlaceholder else { return nil }
        switch loadingState {
        case .error:
            return Placeholder(kind: .error, title: errorTitle, message: errorMessage)
        case .loadingContent:
            return Placeholder(kind: .loading, title: noContentTitle, message: noContentMessage)
        default:
            return Placeholder(kind: .noContent, title: noContentTitle, message: noContentMessage)
        }
    }

    private func placeholderTextDidChange() {
        notifyMetricsChanged()
        reconcile()
    }

    // MARK: Observers

    /// Adds an observer; it is held weakly. A new observer reads the data source as it
    /// is now; changes held for earlier observers turn into a reload for everyone.
    public func addObserver(_ observer: any DataSourceObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        if observers.isEmpty {
            lastContentCounts = contentCounts()
            shownCounts = itemCounts
            pending = nil
            needsReload = false
        } else if pending != nil {
            pending = nil
            needsReload = true
        }
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any DataSourceObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    func forEachObserver(_ body: (any DataSourceObserver) -> Void) {
        for entry in observers { if let observer = entry.observer { body(observer) } }
    }

    /// `TypeName "title" [state]`.
    open var description: String {
        "\(type(of: self))" + (title.map { " \"\($0)\"" } ?? "") + " [\(loadingState)]"
    }
}
