import TrellisDiff

/// A data source that shows one of its children at a time: AAPL's
/// `AAPLSegmentedDataSource`, behind a segmented control.
///
/// ```swift
/// let segments = SegmentedDataSource()
/// segments.add(allCats)          // selected: the first child added
/// segments.add(favoriteCats)
/// segments.selectChild(at: 1)    // one batch: old sections out, new ones in, sliding forward
/// ```
///
/// Only the selected child's notifications reach observers. Changing the selection is one
/// batch (every old section deleted, every new one inserted) carrying a direction, then
/// observers hear ``DataSourceObserver/dataSource(_:didSelectSegmentAt:)``, and the new
/// child starts loading if it never has. The loading state and placeholder are the
/// selected child's.
///
/// Inside a ``ComposedDataSource``, the selected child's load updates wait with its
/// siblings' (this data source is its children's loading gate and passes the selected
/// one's on), and a switch to a child that is not loading ends the wait. Structure and
/// item counts are what the selected child last reported, never a change it still holds.
@MainActor
open class SegmentedDataSource: DataSource, DataSourceObserver {
    /// The children, one per segment.
    public private(set) var children: [DataSource] = []
    /// The index of the selected child, or `nil` when there are no children.
    public private(set) var selectedIndex: Int?

    public override init(scheduler: any MainScheduler = TaskScheduler.shared) {
        super.init(scheduler: scheduler)
    }

    /// The selected child.
    public var selectedDataSource: DataSource? { selectedIndex.map { children[$0] } }

    /// The children's titles, for the segmented control.
    public var segmentTitles: [String] { children.map { $0.title ?? "" } }

    /// Adds a child as the last segment; the first child added is selected.
    public func add(_ child: DataSource) {
        precondition(!children.contains { $0 === child }, "\(self): \(child) is already a segment")
        children.append(child)
        child.addObserver(self)
        child.loadingGate = self
        if selectedIndex == nil { selectChild(at: 0, animated: false) }
    }

    /// Removes a child; removing the selected one selects its neighbour.
    public func remove(_ child: DataSource) {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            preconditionFailure("\(self): \(child) is not a segment")
        }
        if index == selectedIndex {
            if children.count > 1 {
                selectChild(at: index == 0 ? 1 : index - 1, animated: false)
            } else {
                switchSelection(to: nil, animated: false)
            }
        }
        children.remove(at: index)
        child.removeObserver(self)
        child.loadingGate = nil
        if let selected = selectedIndex, selected > index { selectedIndex = selected - 1 }
    }

    /// Selects the child at `index`: one batch that deletes the old sections and inserts the
    /// new ones, sliding forward (to a later segment) or backward.
    public func selectChild(at index: Int, animated: Bool = true) {
        precondition(children.indices.contains(index), "\(self): segment \(index) is outside 0..<\(children.count)")
        guard index != selectedIndex else { return }
        switchSelection(to: index, animated: animated)
    }

    private func switchSelection(to index: Int?, animated: Bool) {
        let oldCount = lastContentCounts.count
        let direction: DataSourceUpdate.Direction = (index ?? 0) >= (selectedIndex ?? 0) ? .forward : .backward
        let wasLoading = loadingState.isLoading
        selectedIndex = index
        let newCount = numberOfSections
        notifyDidApply(
            SectionedChangeSet(sections: ChangeSet(deletes: Array(0..<oldCount), inserts: Array(0..<newCount))),
            direction: direction, animated: animated)
        loadingError = selectedDataSource?.loadingError
        setLoadingStateWithoutTransition(selectedDataSource?.loadingState ?? .initial)
        if index == nil {
            childrenDidChange(wasLoading: wasLoading)  // the last child went: nothing is left to wait for
        } else {
            childrenLoadingDidChange(finished: true)
        }
        if let index {
            forEachObserver { $0.dataSource(self, didSelectSegmentAt: index) }
            if children[index].loadingState == .initial { scheduleFirstLoadOfSelection() }
        }
    }

    /// Loads the selected child at the end of the turn if it still never has, unless a load
    /// is already due then: this data source's own (which loads the selected child) or the
    /// child's. Adding the first child and calling `setNeedsLoadContent()` in one turn is
    /// one load, and a child only passed through during the turn is not loaded at all.
    private func scheduleFirstLoadOfSelection() {
        scheduler.schedule { [weak self] in
            guard let self, !self.loadScheduled,
                let child = self.selectedDataSource, !child.loadScheduled, child.loadingState == .initial
            else { return }
            child.loadContent()
        }
    }

    // MARK: Structure: the selected child's

    /// What the selected child last reported.
    open override var numberOfSections: Int { selectedDataSource?.shownCounts.count ?? 0 }

    /// What the selected child last reported: a change it holds does not show through early.
    open override func numberOfContentItems(inSection section: Int) -> Int {
        guard let counts = selectedDataSource?.shownCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// The selected child's item (erased: the children's item types differ).
    override func erasedContentItem(at path: ItemPath) -> Any? {
        selectedDataSource?.shownItem(at: path)
    }

    /// The selected child's item types: the others show nothing until selected.
    override func appendShownItemTypes(to types: inout [ShownItemType]) {
        selectedDataSource?.appendShownItemTypes(to: &types)
    }

    override func contentCounts() -> [Int] {
        selectedDataSource?.shownCounts ?? []
    }

    /// The selected child shows its own placeholder (and reports zero items meanwhile).
    open override var shouldDisplayPlaceholder: Bool { false }

    open override var placeholder: Placeholder? { selectedDataSource?.placeholder }

    /// The selected child's sections, merged over this data source's metrics.
    open override func snapshotSections(base: SectionMetrics, placeOwnSupplementaries: Bool) -> [SectionMetrics] {
        let mine = defaultMetrics.merged(over: base)
        var sections = selectedDataSource?.snapshotSections(base: mine, placeOwnSupplementaries: true) ?? []
        placeSupplementaries(in: &sections, placeOwn: placeOwnSupplementaries)
        return sections
    }

    // MARK: Loading

    override var loadingChildren: [DataSource] { selectedDataSource.map { [$0] } ?? [] }

    /// Loads the selected child.
    open override func loadContent() {
        selectedDataSource?.loadContent()
    }

    /// The selected child's updates go on to this data source's gate (a composed parent
    /// holding them for the siblings); the others' run at once, unseen.
    override func runLoadUpdate(_ update: (@MainActor () -> Void)?, for child: DataSource) {
        if child === selectedDataSource, let gate = loadingGate {
            gate.runLoadUpdate(update, for: self)
        } else {
            update?()
        }
    }

    /// Resets every child, then itself.
    open override func resetContent() {
        for child in children { child.resetContent() }
        super.resetContent()
    }

    // MARK: Children's notifications: the selected child's only

    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        guard dataSource === selectedDataSource else { return }
        notifyDidApply(update.changes, direction: update.direction, animated: update.animated)
    }

    public func dataSourceDidReloadData(_ dataSource: DataSource) {
        guard dataSource === selectedDataSource else { return }
        notifyDidReloadData()
    }

    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) {
        guard dataSource === selectedDataSource else { return }
        loadingError = dataSource.loadingError
        setLoadingStateWithoutTransition(state)
        childrenLoadingDidChange(finished: false)
    }

    /// The selected child's load is this data source's: observers hear it finish and
    /// ``DataSource/whenLoaded(_:)`` blocks run, those queued before the first load too.
    public func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {
        guard dataSource === selectedDataSource else { return }
        loadingError = dataSource.loadingError
        childrenLoadingDidChange(finished: true)
    }

    public func dataSourceDidChangeMetrics(_ dataSource: DataSource) {
        guard dataSource === selectedDataSource else { return }
        notifyMetricsChanged()
    }
}
