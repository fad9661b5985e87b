/// Why a layout pass could not satisfy every constraint.
///
/// ```swift
/// do {
///     try root.layoutIfNeededOrThrow()
/// } catch .unsatisfiable(let conflicts) {
///     for conflict in conflicts { print(conflict) }
/// }
/// ```
public enum LayoutError: Error, CustomStringConvertible {
    /// Required constraints that contradicted others and were left out of the solution,
    /// one ``LayoutConflict`` each.
    case unsatisfiable([LayoutConflict])

    public var description: String {
        switch self {
        case .unsatisfiable(let conflicts):
            return conflicts.map(\.description).joined(separator: "\n")
        }
    }
}

/// One required constraint the solver refused, with the required constraints it
/// contradicts, all in readable form:
///
/// ```
/// Unable to satisfy avatar.width == 50 @required (CellView.swift:44)
///   it conflicts with:
///     avatar.width == 40 @required (CellView.swift:43)
/// ```
///
/// Besides constraints made through the DSL, entries may be implicit ones the layout
/// pass adds: a frame-laid view's frame (`panel.left == root.left + 4 @required
/// (frame)`) or an intrinsic size at required priority.
public struct LayoutConflict: Error, CustomStringConvertible {
    /// A constraint in a conflict: one you made, or one the layout pass made for a view.
    public enum Entry: Sendable, CustomStringConvertible {
        /// A constraint made through the DSL or by hand.
        case constraint(LayoutConstraint, description: String)
        /// A constraint the pass made for `view` (its frame or its intrinsic size).
        case implicit(View, description: String)

        /// The entry in readable form, with keys and call sites.
        public var description: String {
            switch self {
            case .constraint(_, let description), .implicit(_, let description): return description
            }
        }

        /// The layout constraint, for entries that are one.
        public var constraint: LayoutConstraint? {
            if case .constraint(let constraint, _) = self { return constraint }
            return nil
        }
    }

    /// The constraint that was left out.
    public let rejected: Entry
    /// The required constraints it contradicts, as far as the solver can tell.
    public let conflicting: [Entry]

    public var description: String {
        var text = "Unable to satisfy \(rejected)"
        if !conflicting.isEmpty {
            text += "\n  it conflicts with:"
            for entry in conflicting { text += "\n    \(entry)" }
        }
        return text
    }
}
