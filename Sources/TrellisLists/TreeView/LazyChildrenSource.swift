import TrellisDiff

/// The children of one lazy ``TreeView`` node: a data source of one section, so their load
/// runs through AAPL's state machine (``LoadingState``, a ``LoadingToken`` per load, stale
/// answers dropped) exactly as a list's does, and the tree observes it as a list would.
@MainActor
final class LazyChildrenSource<Node>: ItemDataSource<Node> {
    /// The node whose children these are.
    let node: Node
    /// The children, once loaded.
    private(set) var nodes: [Node] = []
    /// Fetches the children of the node this source belongs to.
    let load: @MainActor (_ completion: @escaping @MainActor (Result<[Node], any Error>) -> Void) -> Void

    init(
        node: Node, scheduler: any MainScheduler,
        load: @escaping @MainActor (@escaping @MainActor (Result<[Node], any Error>) -> Void) -> Void
    ) {
        self.node = node
        self.load = load
        super.init(scheduler: scheduler)
    }

    override var numberOfSections: Int { 1 }

    override func numberOfContentItems(inSection section: Int) -> Int { section == 0 ? nodes.count : 0 }

    override func contentItem(at path: ItemPath) -> Node? {
        guard path.section == 0, nodes.indices.contains(path.item) else { return nil }
        return nodes[path.item]
    }

    /// Runs the loader with a token: its answer completes the token once (a second answer,
    /// or one after a newer load began, is dropped).
    override func loadContent() {
        loadContent { token in
            load { result in
                guard token.isCurrent else { return }
                switch result {
                case .success(let nodes):
                    if nodes.isEmpty {
                        token.updateWithNoContent { $0.setNodes([]) }
                    } else {
                        token.updateWithContent { $0.setNodes(nodes) }
                    }
                case .failure(let error):
                    token.done(error: error)
                }
            }
        }
    }

    /// Replaces the children and tells observers to read them again.
    func setNodes(_ newNodes: [Node]) {
        nodes = newNodes
        notifyDidReloadData()
    }
}
