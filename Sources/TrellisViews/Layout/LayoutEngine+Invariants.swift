// The engine's bookkeeping, checked against the tree and the solver.

extension LayoutEngine {
    /// Traps if the engine's records disagree with the tree or the solver: every
    /// participant is in the tree with a matching index under its recorded superview,
    /// every compiled constraint is active and in the solver, implicit constraints are
    /// in the solver, and each view's reference count equals the compiled constraints
    /// that mention it.
    ///
    /// Debug builds run it after every pass, as swift-collections runs its
    /// `_checkInvariants()` under assertions.
    ///
    /// - Complexity: O(*n* + *c*) for the tree's views and constraints.
    func _checkInvariants() {
        for (index, entry) in participants.enumerated() {
            let view = entry.view.takeUnretainedValue()
            precondition(
                view._node.engine === tag && view._node.isParticipant && view._node.participantIndex == index,
                "participant \(view.debugName) has a stale record")
            precondition(view.rootView === root, "participant \(view.debugName) left the tree")
            precondition(
                view.superview === entry.parent.takeUnretainedValue(),
                "participant \(view.debugName) moved to another superview without leaving the list")
        }
        var references: [ObjectIdentifier: Int] = [:]
        root.forEachInSubtree { view in
            for constraint in view._installedConstraints where constraint.compiledEngine === tag {
                guard let compiled = constraint.compiled else {
                    preconditionFailure("\(constraint) is marked compiled without a solver constraint")
                }
                precondition(constraint.isActive && solver.contains(compiled), "\(constraint) is compiled but not in the solver")
                guard let (first, second) = constraint.items else {
                    preconditionFailure("\(constraint) is compiled but a view of it is gone")
                }
                references[ObjectIdentifier(first), default: 0] += 1
                if let second, second !== first { references[ObjectIdentifier(second), default: 0] += 1 }
            }
            guard view._node.engine === tag else { return }
            for implicit in view._node.anchors + view._node.intrinsic {
                precondition(solver.contains(implicit), "an implicit constraint of \(view.debugName) is not in the solver")
            }
        }
        root.forEachInSubtree { view in
            guard view._node.engine === tag else { return }
            let counted = references[ObjectIdentifier(view)] ?? 0
            precondition(
                view._node.references == counted,
                "\(view.debugName) counts \(view._node.references) constraints; \(counted) mention it")
        }
    }
}
