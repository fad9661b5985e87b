import TrellisViews

extension TreeView {
    /// Expands the node with `id` when it is shown and a folder; a lazy node starts loading
    /// its children (at the end of the turn), or retries after a failure.
    ///
    /// - Returns: Whether it was expanded or a load was started.
    @discardableResult
    public func expand(_ id: Node.ID) -> Bool {
        guard let row = rows.firstIndex(where: { $0.node.id == id }), isExpandable(rows[row].node) else { return false }
        let node = rows[row].node
        if case .lazy = children(node) { loadIfNeeded(node) }
        guard !expanded.contains(id) else { return false }
        expanded.insert(id)
        rebuildRows()
        announce("\(title(node)), expanded")
        return true
    }

    /// Collapses the node with `id`.
    ///
    /// - Returns: Whether it was expanded.
    @discardableResult
    public func collapse(_ id: Node.ID) -> Bool {
        guard expanded.remove(id) != nil else { return false }
        rebuildRows()
        if let node = rows.first(where: { $0.node.id == id })?.node { announce("\(title(node)), collapsed") }
        return true
    }

    /// Expands a collapsed folder and collapses an expanded one (Enter, Space, a click on
    /// ▸/▾); a failed lazy load is retried.
    ///
    /// - Returns: Whether the node is a folder.
    @discardableResult
    public func toggle(_ id: Node.ID) -> Bool {
        guard let node = rows.first(where: { $0.node.id == id })?.node, isExpandable(node) else { return false }
        if !expanded.contains(id) {
            expand(id)
        } else if !retryLoad(of: id) {
            collapse(id)
        }
        return true
    }

    /// Loads a lazy node's children again after a failure (`r`).
    ///
    /// - Returns: Whether a load was started.
    @discardableResult
    public func retryLoad(of id: Node.ID) -> Bool {
        guard let source = lazySources[id], source.loadingState == .error else { return false }
        source.setNeedsLoadContent()
        return true
    }

    /// The first expansion of a lazy node makes its data source and asks it to load; a
    /// failed one loads again.
    func loadIfNeeded(_ node: Node) {
        if let source = lazySources[node.id] {
            if source.loadingState == .error { source.setNeedsLoadContent() }
            return
        }
        let source = LazyChildrenSource<Node>(node: node, scheduler: scheduler) { [weak self] done in
            guard let self else { return done(.success([])) }
            loadChildren(node, done)
        }
        source.title = "\(node.id)"
        source.misuseHandler = misuseHandler
        lazySources[node.id] = source
        source.addObserver(self)
        source.setNeedsLoadContent()
    }

    /// The lazy node whose data source is `source`.
    func lazyNode(for source: DataSource) -> Node? {
        (source as? LazyChildrenSource<Node>)?.node
    }

    // MARK: DataSourceObserver: a lazy node's children

    /// The children changed: flatten again.
    public func dataSourceDidReloadData(_ dataSource: DataSource) { rebuildRows() }

    /// A lazy node's children changed: flatten again.
    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { rebuildRows() }

    /// "Loading…" appears or goes on the node.
    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) { setNeedsDisplay() }

    /// Says that a node's children arrived ("src, 3 items loaded") or failed.
    public func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {
        guard let node = lazyNode(for: dataSource) else { return }
        if let error {
            announce("\(title(node)), failed to load: \(errorText(error))")
        } else {
            let count = dataSource.numberOfItems(inSection: 0)
            announce("\(title(node)), \(count) \(count == 1 ? "item" : "items") loaded")
        }
        setNeedsDisplay()
    }
}
