import TrellisSolver

// A constant that changes on a compiled constraint, as Auto Layout's `constant` does:
// the solver changes it in place (no remove and add), and the pass frames only what moved.

extension LayoutEngine {
    /// Queues a compiled constraint whose constant changed, for the next pass.
    func enqueueConstantChange(_ constraint: LayoutConstraint) {
        pendingConstantChanges.append(constraint)
    }

    /// Changes the queued constants in the solver. A required constant that the other
    /// required constraints refuse goes the way of any refused constraint: it is taken
    /// out and added again, and the add reports the conflict.
    ///
    /// - Complexity: per constraint, what ``Solver/changeConstant(of:to:)`` costs.
    func flushConstantChanges() {
        let changes = pendingConstantChanges
        pendingConstantChanges = []
        for constraint in changes {
            guard constraint.compiledEngine === tag, let compiled = constraint.compiled,
                constraint.queuedEngine !== tag,  // a queued recompile takes the new constant anyway
                let (first, second) = constraint.items  // a constraint whose views are gone is not compiled
            else { continue }
            let constant = compile(constraint, first: first, second: second).expression.constant
            if constant == compiled.expression.constant { continue }
            do {
                constraint.compiled = try solver.changeConstant(of: compiled, to: constant)
            } catch {
                uncompile(constraint)
                enqueue(constraint)
            }
        }
    }
}
