import TrellisViews

// What a screen reader hears of a tree: the focused node's title, kind, state, level and
// place among its siblings ("src, folder, expanded, level 2, 3 of 12"), as VoiceOver reads
// an `NSOutlineView` row.

extension TreeView {
    /// The focused row, described: "src, folder, expanded, level 2, 3 of 12", with
    /// "loading" or "failed to load" for a lazy folder whose load is under way or failed.
    public var treeRowDescription: String? {
        guard let row = focusedRow, rows.indices.contains(row) else { return nil }
        let shown = rows[row]
        var parts = [title(shown.node)]
        if isExpandable(shown.node) {
            parts.append("folder")
            parts.append(expanded.contains(shown.node.id) ? "expanded" : "collapsed")
            switch loadState(of: shown.node.id) {
            case .some(let state) where state.isLoading: parts.append("loading")
            case .some(.error): parts.append("failed to load")
            default: break
            }
        }
        parts.append("level \(shown.depth + 1)")
        parts.append("\(CellText.grouped(shown.siblingIndex + 1)) of \(CellText.grouped(shown.siblingCount))")
        return parts.joined(separator: ", ")
    }

    /// The tree's name, then its focused row.
    var treeDescription: String {
        let name = accessibilityLabel.map { "\($0) tree" } ?? "tree"
        return [name, treeRowDescription ?? "empty"].joined(separator: ", ")
    }
}
