import TrellisDiff

/// A data source made of child data sources, each occupying consecutive sections:
/// AAPL's `AAPLComposedDataSource`, with its gaps closed.
///
/// ```swift
/// let detail = ComposedDataSource()
/// detail.add(catDetailDataSource)      // section 0
/// detail.add(sightingsDataSource)      // sections 1…
/// ```
///
/// - A child's batch reaches observers in global section indices.
/// - Adding or removing a child reports its sections inserted or deleted (AAPL sent
///   nothing).
/// - The loading state is the children's aggregate, by AAPL's priority: loading >
///   refreshing > error > noContent > loaded > initial.
/// - While any child is loading, the update of a child that finished waits (its state
///   moves, its content does not, so what a list reads stays what it was told); when
///   every child has loaded, the updates run together and reach observers as **one**
///   batch (`AAPLDataSource`'s `whenLoaded:`: the blocks run together once all data sources have loaded).
/// - ``DataSource/whenLoaded(_:)`` blocks wait for every loading child (one added while
///   this data source loads included) and run once.
/// - The wait ends however the awaited child stops loading: its load completes, it is
///   reset, it is removed (removing the only loading child runs the blocks), or, for a
///   ``SegmentedDataSource`` child, its selection moves to a child that is not loading.
///   Segmented children pass their selected child's updates on, so they land with the
///   siblings' in one batch.
/// - A subclass may load content of its own with ``DataSource/loadContent(_:)``: its
///   token moves its own state, which the loading state aggregates with the children's,
///   so children added or removed during that load never make a completion illegal.
/// - Item counts are what each child last reported (``DataSource/numberOfItems(inSection:)``
///   never shows a child's held change early), as the section mapping is.
/// - Global ↔ local section lookups are kept up to date incrementally, O(log *n*) right
///   after a change and O(1) from a flat table once lookups have paid for building it
///   (AAPL rebuilt its mapping dictionaries on every count query).
@MainActor
open class ComposedDataSource: DataSource, DataSourceObserver {
    // `children` and `mapping` are read on every section lookup. Unchecked exclusivity
    // spares each lookup two dynamic access checks (about half its cost); it is sound
    // because no access to either lasts across a call out of this class (reads copy).
    // Both are `final` so that the inlined lookup reads the stored properties directly,
    // not through a getter that returns a retained copy.

    /// The children, in section order.
    @exclusivity(unchecked) public final private(set) var children: [DataSource] = []
    @exclusivity(unchecked) @usableFromInline final var mapping = SectionMapping()
    private var indexOfChild: [ObjectIdentifier: Int] = [:]
    /// Load updates of children that finished while a sibling was still loading.
    private(set) var deferredUpdates: [@MainActor () -> Void] = []
    /// While ``loadContent()`` starts the children's loads, one that completes at once
    /// waits for the siblings not started yet.
    private var isStartingChildren = false
    /// The state of this data source's own load (a subclass's ``DataSource/loadContent(_:)``),
    /// and its error: part of the aggregate, apart from the children's.
    private var ownState = LoadingState.initial
    private var ownError: (any Error)?

    public override init(scheduler: any MainScheduler = TaskScheduler.shared) {
        super.init(scheduler: scheduler)
    }

    // MARK: Children

    /// Adds `child` after the existing children.
    public func add(_ child: DataSource) {
        insert(child, at: children.count)
    }

    /// Inserts `child` at `index` among the children; its sections are reported inserted.
    public func insert(_ child: DataSource, at index: Int) {
        precondition(indexOfChild[ObjectIdentifier(child)] == nil, "\(self): \(child) is already a child; remove it first")
        precondition(index >= 0 && index <= children.count, "\(self): child index \(index) is outside 0...\(children.count)")
        children.insert(child, at: index)
        reindexChildren()
        child.addObserver(self)
        child.loadingGate = self
        let count = child.shownCounts.count
        mapping.insertChild(at: index, count: count)
        let offset = mapping.offset(ofChild: index)
        notifyDidApply(SectionedChangeSet(sections: ChangeSet(inserts: Array(offset..<(offset + count)))))
        let wasLoading = loadingState.isLoading
        updateAggregateLoadingState()
        childrenDidChange(wasLoading: wasLoading)
    }

    /// Removes `child`; its sections are reported deleted.
    public func remove(_ child: DataSource) {
        guard let index = indexOfChild[ObjectIdentifier(child)] else {
            preconditionFailure("\(self): \(child) is not a child")
        }
        let offset = mapping.offset(ofChild: index)
        let count = mapping.counts[index]
        children.remove(at: index)
        reindexChildren()
        mapping.removeChild(at: index)
        child.removeObserver(self)
        child.loadingGate = nil
        notifyDidApply(SectionedChangeSet(sections: ChangeSet(deletes: Array(offset..<(offset + count)))))
        let wasLoading = loadingState.isLoading
        updateAggregateLoadingState()
        // The child that kept a load from completing may be the one removed.
        runLoadUpdate(nil, for: self)
        childrenDidChange(wasLoading: wasLoading)
    }

    private func reindexChildren() {
        indexOfChild = Dictionary(uniqueKeysWithValues: children.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    // MARK: Mapping

    /// The child that holds global section `section`, and the section's index in that child.
    ///
    /// - Complexity: O(1) amortized while the children's section counts stand still;
    ///   O(log *n*) for *n* children right after they change.
    ///
    /// Inlined at the caller: the lookup is an array read, so a call, and the retain of a
    /// child the caller does not use, would cost more than the lookup.
    @inlinable
    public final func localSection(for section: Int) -> (child: DataSource, section: Int)? {
        // No `Optional.map` closure: a closure here costs an executor check per lookup.
        guard let (child, local) = mapping.locate(section) else { return nil }
        return (children[child], local)
    }

    /// The global index of `child`'s section `section`.
    ///
    /// - Complexity: O(log *n*).
    public func globalSection(for section: Int, in child: DataSource) -> Int? {
        guard let index = indexOfChild[ObjectIdentifier(child)], section >= 0, section < mapping.counts[index] else { return nil }
        return mapping.offset(ofChild: index) + section
    }

    /// The global path of `child`'s item at `path`.
    public func globalPath(for path: ItemPath, in child: DataSource) -> ItemPath? {
        globalSection(for: path.section, in: child).map { ItemPath(section: $0, item: path.item) }
    }

    // MARK: Structure

    open override var numberOfSections: Int { mapping.total }

    /// What the child last reported: a change it holds (in a batch, behind its
    /// placeholder, waiting for its siblings) does not show through before it lands.
    open override func numberOfContentItems(inSection section: Int) -> Int {
        guard let (child, local) = mapping.locate(section) else { return 0 }
        let counts = children[child].shownCounts
        return local < counts.count ? counts[local] : 0
    }

    override func contentCounts() -> [Int] {
        children.flatMap(\.shownCounts)
    }

    /// The child's item, read through the child (erased: the children's item types differ).
    override func erasedContentItem(at path: ItemPath) -> Any? {
        guard let (child, local) = mapping.locate(path.section) else { return nil }
        return children[child].shownItem(at: ItemPath(section: local, item: path.item))
    }

    /// Every child's item types.
    override func appendShownItemTypes(to types: inout [ShownItemType]) {
        for child in children { child.appendShownItemTypes(to: &types) }
    }

    /// Children's sections in order, each merged over this data source's metrics; a
    /// child's headers come after this one's (outer → inner), its footers before.
    open override func snapshotSections(base: SectionMetrics, placeOwnSupplementaries: Bool) -> [SectionMetrics] {
        let mine = defaultMetrics.merged(over: base)
        var sections: [SectionMetrics] = []
        sections.reserveCapacity(mapping.total)
        for (index, child) in children.enumerated() {
            var childSections = child.snapshotSections(base: mine, placeOwnSupplementaries: true)
            // Keep the mapping's count even if the child's metrics disagree with what it told.
            let count = mapping.counts[index]
            if childSections.count > count { childSections.removeLast(childSections.count - count) }
            while childSections.count < count { childSections.append(mine) }
            sections += childSections
        }
        for (section, metrics) in sectionMetrics where sections.indices.contains(section) {
            sections[section] = sections[section].merged(over: metrics)
        }
        placeSupplementaries(in: &sections, placeOwn: placeOwnSupplementaries)
        placePlaceholder(in: &sections, placeOwn: placeOwnSupplementaries)
        return sections
    }

    // MARK: Loading

    override var loadingChildren: [DataSource] { children }

    /// Loads every child. A child whose load completes at once still waits for the
    /// siblings after it, so their updates land together.
    open override func loadContent() {
        isStartingChildren = true
        for child in children { child.loadContent() }
        isStartingChildren = false
        runLoadUpdate(nil, for: self)
        childrenLoadingDidChange(finished: true)
    }

    /// Resets every child, then itself.
    open override func resetContent() {
        deferredUpdates.removeAll()
        ownState = .initial
        ownError = nil
        for child in children { child.resetContent() }
        super.resetContent()
    }

    /// Runs a child's load update now, or, while a sibling is still loading, later with
    /// the others: all of them inside one batch.
    override func runLoadUpdate(_ update: (@MainActor () -> Void)?, for child: DataSource) {
        if let update { deferredUpdates.append(update) }
        guard !isStartingChildren, !ownState.isLoading, !children.contains(where: { $0.loadingState.isLoading }), !deferredUpdates.isEmpty
        else { return }
        let updates = deferredUpdates
        deferredUpdates.removeAll()
        let runAll: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.performBatchUpdates { for update in updates { update() } }
        }
        // A composed data source inside another waits for its own siblings the same way.
        if let gate = loadingGate {
            gate.runLoadUpdate(runAll, for: self)
        } else {
            runAll()
        }
    }

    /// The children's loading states, combined by AAPL's priority.
    static func aggregate(_ states: [LoadingState]) -> LoadingState {
        let priority: [LoadingState] = [.loadingContent, .refreshingContent, .error, .noContent, .contentLoaded]
        return priority.first(where: states.contains) ?? .initial
    }

    private func updateAggregateLoadingState() {
        let state = Self.aggregate(children.map(\.loadingState) + [ownState])
        loadingError = state == .error ? (ownState == .error ? ownError : children.first { $0.loadingState == .error }?.loadingError) : nil
        setLoadingStateWithoutTransition(state)
    }

    override var tokenState: LoadingState { ownState }

    /// This data source's own load moved: the aggregate follows, and once it stops loading
    /// the children's held updates may land (with its own, inside `endLoading`'s batch).
    override func setTokenState(_ next: LoadingState) {
        ownState = next
        ownError = next == .error ? loadingError : nil
        if next.isLoading { loadingComplete = false }
        updateAggregateLoadingState()
        if !next.isLoading { runLoadUpdate(nil, for: self) }
    }

    // MARK: Children's notifications

    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        guard let index = indexOfChild[ObjectIdentifier(dataSource)] else { return }
        let offset = mapping.offset(ofChild: index)
        mapping.setCount(dataSource.shownCounts.count, forChild: index)
        notifyDidApply(update.changes.offsettingSections(by: offset), direction: update.direction, animated: update.animated)
    }

    public func dataSourceDidReloadData(_ dataSource: DataSource) {
        guard let index = indexOfChild[ObjectIdentifier(dataSource)] else { return }
        mapping.setCount(dataSource.shownCounts.count, forChild: index)
        notifyDidReloadData()
    }

    /// A child that stops loading, however it stops (a load completes, a reset, a
    /// segmented child's selection moving on), may be the one the others waited for: their
    /// held updates land now. Inside a child's `endLoading` every gate holds, so they land
    /// in one batch with that child's own update.
    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) {
        updateAggregateLoadingState()
        childrenLoadingDidChange(finished: false)
        if !state.isLoading { runLoadUpdate(nil, for: dataSource) }
    }

    /// Once no child is loading any more, observers hear that this data source loaded
    /// (with the aggregate error) and its ``DataSource/whenLoaded(_:)`` blocks run.
    public func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {
        guard !isStartingChildren else { return }
        updateAggregateLoadingState()
        childrenLoadingDidChange(finished: true)
    }

    public func dataSourceDidChangeMetrics(_ dataSource: DataSource) {
        notifyMetricsChanged()
    }
}
