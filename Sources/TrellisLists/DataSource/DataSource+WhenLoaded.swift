extension DataSource {
    /// Runs `block` once, when the load under way completes, or right away if the last
    /// load already completed.
    ///
    /// `AAPLDataSource`'s "blocks that run together once every data source they need has loaded" (`whenLoaded:`):
    /// - a leaf data source completes when its ``LoadingToken`` completes (a stale or
    ///   ignored token completes nothing);
    /// - a ``ComposedDataSource`` completes once **every** child has finished loading
    ///   (a child added while it loads is waited for if it is loading too; one that never
    ///   loads, such as static content, is not), after their updates have landed as one
    ///   batch; its blocks run once, not once per child;
    /// - a ``SegmentedDataSource`` completes when its selected child does, so blocks queued
    ///   before its first load run when that load lands.
    ///
    /// A ``resetContent()`` drops every block still waiting, and those queued while it runs.
    ///
    /// ```swift
    /// detail.whenLoaded { list.focusItem(at: ItemPath(section: 1, item: 0)) }
    /// detail.setNeedsLoadContent()
    /// ```
    public func whenLoaded(_ block: @escaping @MainActor () -> Void) {
        if loadingComplete {
            block()
        } else {
            whenLoadedBlocks.append(block)
        }
    }

    /// Marks the load finished: every waiting ``whenLoaded(_:)`` block runs once, in the
    /// order they were queued, then observers hear it (so a child's blocks run before
    /// those of the composed data source that waited for it).
    func finishLoading(error: (any Error)?) {
        loadingComplete = true
        let blocks = whenLoadedBlocks
        whenLoadedBlocks.removeAll()
        for block in blocks { block() }
        forEachObserver { $0.dataSource(self, didLoadContentWithError: error) }
    }

    /// For a composed or segmented data source: works out again whether its load is
    /// complete, after a child's loading moved, its children changed or its own load
    /// ended. It is complete when none of its `loadingChildren` is loading, and a load
    /// has completed: a child's, or its own (children that never load, such as static
    /// content, wait for nothing).
    ///
    /// - Parameter finished: Whether a child finished a load or the children changed. Only
    ///   then does the load complete here; a mere state change (which comes before a
    ///   load's update lands) can only mark it incomplete.
    func childrenLoadingDidChange(finished: Bool) {
        let children = loadingChildren
        let complete =
            !tokenState.isLoading && !children.contains { $0.loadingState.isLoading }
            && (ownLoadEnded || children.contains(where: \.loadingComplete))
        if !complete {
            loadingComplete = false
        } else if finished && !loadingComplete {
            finishLoading(error: loadingError)
        }
    }

    /// For a composed or segmented data source whose children just changed: when a load
    /// was under way and the child it waited for is gone, that load is over, and its
    /// ``whenLoaded(_:)`` blocks run (nothing else would ever run them).
    func childrenDidChange(wasLoading: Bool) {
        let stillLoading = tokenState.isLoading || loadingChildren.contains { $0.loadingState.isLoading }
        if wasLoading && !stillLoading && !loadingComplete {
            finishLoading(error: loadingError)
        } else {
            childrenLoadingDidChange(finished: true)
        }
    }
}
