// Adding many constraints at once, optimising once at the end.

extension Solver {
    /// Adds every constraint, re-optimising once at the end instead of after each.
    ///
    /// Building a layout adds thousands of constraints; optimising once saves the
    /// intermediate pivots that a later constraint would undo anyway.
    ///
    /// ```swift
    /// try solver.add(contentsOf: [left == 8, width >= 20, (width == 100) ~ .strong])
    /// ```
    ///
    /// - Throws: The first ``SolverError`` a constraint raises (see ``add(_:)``). The
    ///   batch is all or nothing: after a throw the solver is as it was before the call.
    /// - Complexity: Like adding the constraints one by one without the per-add
    ///   optimisation, plus one copy of the tableau to roll back to.
    public mutating func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        makeUnique()
        var snapshot = core.tableau.liveRows == 0 && core.tableau.constraintCount == 0 && core.tableau.symbols.count == 0
            ? Tableau() : core.tableau.copy()
        do {
            for constraint in constraints {
                try core.tableau.add(constraint, optimizing: false, guarded: false)
            }
            try core.tableau.reoptimize()
        } catch {
            core.tableau.deallocate()
            core.tableau = snapshot
            throw error
        }
        snapshot.deallocate()
    }
}
