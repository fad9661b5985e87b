import TrellisViews

extension Theme {
    /// A ``TreeView`` styled by the theme: ▸/▾ in `.treeDisclosure`, the focused row in
    /// `.focused` (`.selected` while the tree does not have focus), "Loading…" in
    /// `.caption`, a failed load in `.error`.
    ///
    /// ```swift
    /// let tree = theme.treeView(roots: [project], title: \.name) { $0.isFolder ? .nodes($0.children) : .leaf }
    /// ```
    @MainActor
    public func treeView<Node: Identifiable>(
        roots: [Node], title: @escaping @MainActor (Node) -> String, scheduler: any MainScheduler = TaskScheduler.shared,
        children: @escaping @MainActor (Node) -> TreeChildren<Node>,
        loadChildren: @escaping @MainActor (Node, @escaping @MainActor (Result<[Node], any Error>) -> Void) -> Void = { _, done in
            done(.success([]))
        }
    ) -> TreeView<Node> {
        let tree = TreeView(roots: roots, title: title, scheduler: scheduler, children: children, loadChildren: loadChildren)
        tree.disclosureStyle = self[.treeDisclosure]
        tree.focusedRowStyle = self[.focused]
        tree.selectedRowStyle = self[.selected]
        tree.loadingStyle = self[.caption]
        tree.errorStyle = self[.error]
        return tree
    }
}
