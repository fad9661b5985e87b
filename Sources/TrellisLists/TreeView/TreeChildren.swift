/// What a ``TreeView`` node holds below it: nothing (a file), children known now (a folder
/// read already), or children loaded the first time the node is expanded (a folder on a
/// slow disk, a server's directory): `NSOutlineViewDataSource`'s `isItemExpandable` and
/// `child:ofItem:` in one answer.
///
/// ```swift
/// TreeView(roots: [root], title: \.name) { entry in
///     entry.isFolder ? (entry.isRemote ? .lazy : .nodes(entry.children)) : .leaf
/// }
/// ```
public enum TreeChildren<Node> {
    /// A leaf: no disclosure triangle, nothing to expand.
    case leaf
    /// Children known now (possibly none: an empty folder).
    case nodes([Node])
    /// Children the tree's loader fetches on first expand, through AAPL's loading state
    /// machine (``LoadingState``), shown as "Loading…" on the node meanwhile.
    case lazy
}
