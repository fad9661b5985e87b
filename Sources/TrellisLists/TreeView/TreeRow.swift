/// One row a ``TreeView`` shows: a node, how deep it is, and where it sits among its
/// siblings and in the rows (what `NSOutlineView`'s `level(forRow:)` and `parent(forItem:)`
/// answer).
public struct TreeRow<Node> {
    /// The node shown.
    public var node: Node
    /// 0 for a root, 1 for its children, and so on.
    public var depth: Int
    /// The row of the node's parent, or `nil` for a root.
    public var parentRow: Int?
    /// The node's place among its siblings, from 0.
    public var siblingIndex: Int
    /// How many siblings it has, itself included.
    public var siblingCount: Int
}
