// Auto Layout's mutable `constant`, and which values the last update moved.

extension Solver {
    /// Gives `constraint` a new constant without removing it: the solver keeps its row
    /// and basis, shifts the constants of the rows that depend on it, and repairs
    /// feasibility with the dual simplex, like ``suggestValue(_:for:)`` does for an edit
    /// variable. kiwi can only remove the constraint and add it again.
    ///
    /// Constraints are immutable identities, so the solver swaps in a new one (the same
    /// terms, relation and strength, with `constant` as its expression's constant) and
    /// returns it: remove or change that one from now on. `constant` is the constant of
    /// ``Constraint/expression`` (`left − right ⋚ 0`), so for `width == 100` it is −100.
    ///
    /// ```swift
    /// var spacing = Constraint(LinearExpression(terms: [Term(b.top, coefficient: 1), Term(a.bottom, coefficient: -1)],
    ///                                     constant: -8), .equal)   // b.top == a.bottom + 8
    /// try solver.add(spacing)
    /// spacing = try solver.changeConstant(of: spacing, to: -16)   // now + 16
    /// solver.updateVariables()
    /// ```
    ///
    /// - Precondition: `constant` is finite; `constraint` is not an edit variable's.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` (naming the replacement)
    ///   when it is required and the new constant contradicts other required
    ///   constraints. The solver then holds the old constraint and its solution.
    /// - Complexity: O(*k*) for the *k* rows that mention the constraint's marker,
    ///   plus the dual pivots the new constant forces (none when no other constraint
    ///   becomes active or inactive).
    @discardableResult
    public mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) -> Constraint {
        precondition(constant.isFinite, "changeConstant(of: \(constraint), to: \(constant)); give a finite constant")
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        let replacement = Constraint(
            LinearExpression(terms: constraint.expression.terms, constant: constant),
            constraint.relation, strength: constraint.strength)
        makeUnique()
        try core.tableau.changeConstant(of: constraint, to: replacement)
        return replacement
    }

    /// The variables whose values the last ``updateVariables()`` changed, in no
    /// particular order: a host re-reads only these (and frames only the views they
    /// belong to). A variable the solver forgot since the update before (no constraint
    /// mentions it any more, so it reads 0) is listed when it did not read 0 already.
    /// Empty after an update that moved nothing. The solver's slots are recycled, so
    /// read the list right after the update: a remove can clear it.
    ///
    /// - Complexity: O(*c*) for *c* changed variables.
    public var changedVariables: [Variable] {
        var result: [Variable] = []
        forEachChangedVariable { result.append($0) }
        return result
    }

    /// How many variables the last ``updateVariables()`` changed.
    public var changedVariableCount: Int { core.tableau.changed.count + core.tableau.forgottenInLastUpdate.count }

    /// Calls `body` with each variable the last ``updateVariables()`` changed, without
    /// building an array; see ``changedVariables``.
    public func forEachChangedVariable(_ body: (Variable) throws -> Void) rethrows {
        let tableau = core.tableau
        for position in 0..<tableau.changed.count {
            if let variable = tableau.variables[Int(tableau.changed[position])] { try body(variable) }
        }
        for variable in tableau.forgottenInLastUpdate { try body(variable) }
    }
}
