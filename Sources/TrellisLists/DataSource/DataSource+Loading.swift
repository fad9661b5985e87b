/// A data source that hands out ``LoadingToken``s typed by its own class, so that a
/// hand-written load's update closure receives `CatListDataSource`, not `DataSource`.
/// Every ``DataSource`` is one; nothing else needs to conform.
@MainActor
public protocol LoadingTokenSource: AnyObject {}

extension DataSource: LoadingTokenSource {}

extension LoadingTokenSource where Self: DataSource {
    /// Starts a load: moves the state machine to `loadingContent` (from `initial`) or
    /// `refreshingContent` (otherwise), makes every earlier token stale, and hands `body`
    /// a ``LoadingToken`` to complete when the content arrives.
    ///
    /// ```swift
    /// override func loadContent() {
    ///     loadContent { loading in
    ///         api.fetchCats { cats in loading.updateWithContent { $0.setItems(cats) } }
    ///     }
    /// }
    /// ```
    public func loadContent(_ body: (LoadingToken<Self>) -> Void) {
        let generation = beginLoading()
        body(LoadingToken(source: self, generation: generation))
    }
}

extension DataSource {
    /// Asks for a `loadContent()` at the end of the current main-actor turn. Any number
    /// of calls in one turn make one load.
    public func setNeedsLoadContent() {
        guard !loadScheduled else { return }
        loadScheduled = true
        scheduler.schedule { [weak self] in
            guard let self, self.loadScheduled else { return }
            self.loadScheduled = false
            self.loadContent()
        }
    }

    /// Moves to `loadingContent` or `refreshingContent` and returns the new load's generation.
    func beginLoading() -> Int {
        loadingComplete = false
        ownLoadEnded = false
        loadingGeneration += 1
        transition(to: tokenState == .initial || tokenState == .loadingContent ? .loadingContent : .refreshingContent)
        return loadingGeneration
    }

    /// Ends the load of `generation`: AAPL's `endLoadingWithState:error:update:`, with the
    /// update's changes and any held ones reaching observers as one batch. Inside a composed
    /// data source, the update waits until every sibling has loaded. Observers hear that
    /// the load finished, and ``whenLoaded(_:)`` blocks run, only once every batch it
    /// released has reached them.
    func endLoading(generation: Int, state: LoadingState, error: (any Error)?, update: (@MainActor () -> Void)?) {
        guard generation == loadingGeneration else { return }  // stale: changes nothing
        // Every composed ancestor holds until this load has fully landed, so that its
        // update and any it releases reach their observers as one batch.
        withAncestorsHolding {
            holdDepth += 1
            loadingError = error
            transition(to: state)
            var guarded: (@MainActor () -> Void)?
            if let update {
                guarded = { [weak self] in
                    // A reset or a newer load while the update waited makes it stale too.
                    guard let self, self.loadingGeneration == generation else { return }
                    update()
                }
            }
            if let gate = loadingGate {
                gate.runLoadUpdate(guarded, for: self)
            } else {
                guarded?()
            }
            holdDepth -= 1
            reconcile()
        }
        ownLoadEnded = true
        if loadingChildren.isEmpty {
            finishLoading(error: error)
        } else {
            childrenLoadingDidChange(finished: true)  // a composed data source's own load
        }
    }

    /// Moves the state machine; same-state is a no-op, an illegal move traps.
    func transition(to next: LoadingState, file: StaticString = #file, line: UInt = #line) {
        let current = tokenState
        guard next != current else { return }
        guard current.canTransition(to: next) else {
            preconditionFailure(
                "\(self): illegal loading state transition \(current) → \(next). "
                    + "Legal moves: initial→loadingContent; loadingContent/refreshingContent→contentLoaded/noContent/error; "
                    + "contentLoaded→refreshingContent/noContent/error; noContent→refreshingContent/contentLoaded/error; "
                    + "error→loadingContent/refreshingContent/noContent/contentLoaded. Start loads with loadContent { loading in … }.",
                file: file, line: line)
        }
        setTokenState(next)
    }

    /// Sets the state outside the machine: for a reset, and for the aggregate state of
    /// composed and segmented data sources, which follows their children.
    func setLoadingStateWithoutTransition(_ next: LoadingState) {
        guard next != _loadingState else { return }
        _loadingState = next
        // A load under way (this one's, or for a composed or segmented data source a
        // child's) means the last one is no longer what `whenLoaded` waits for.
        if next.isLoading { loadingComplete = false }
        forEachObserver { $0.dataSource(self, didChangeLoadingState: next) }
        reconcile()
    }
}
