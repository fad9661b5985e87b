// Readable dumps of views and view trees, for debugging.

extension View: @MainActor CustomStringConvertible {
    /// `Label title (4, 1, 14×1) text="阅读源码的乐趣"`: type, key, frame, and what the
    /// view adds (``debugDetails``), with `hidden` and `constraint-laid` flags.
    public var description: String {
        var text = "\(type(of: self))"
        if let key { text += " \(key)" }
        text += " \(_frame)"
        if isHidden { text += " hidden" }
        if !translatesFrameIntoConstraints { text += " constraint-laid" }
        if let details = debugDetails { text += " " + details }
        return text
    }

    /// The tree from this view down: one line per view, indented by depth, each
    /// followed by the constraints it holds (`= …`) and rejected ones (`! …`).
    /// UIKit's `recursiveDescription`, with Masonry's keys.
    ///
    /// ```
    /// View cell (0, 0, 40×3)
    ///   = avatar.left == cell.left + 1 @required (CellView.swift:12)
    ///   View avatar (1, 1, 2×1) constraint-laid
    /// ```
    ///
    /// - Complexity: O(*n* + *c*) for the subtree's views and constraints.
    public var recursiveDescription: String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The solver behind this view's tree as its tableau dump (objective, rows, edit
    /// variables, constraints), or `nil` before the tree's first layout pass.
    /// Variables are named after view keys (`avatar.left`) when the views had keys
    /// at their first layout.
    public var layoutSolverDescription: String? {
        rootView._engine.map { String(reflecting: $0.solver) }
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + description)
        for constraint in _installedConstraints {
            lines.append(indent + (constraint.isRejected ? "  ! " : "  = ") + constraint.description)
        }
        for subview in subviews { subview.describe(into: &lines, depth: depth + 1) }
    }
}
