// Adding many constraints at once: one rollback point for the whole batch, and
// optionally one optimisation at the end instead of one per constraint.

extension Solver {
    /// Adds every constraint, all or nothing.
    ///
    /// ```swift
    /// try solver.add(contentsOf: [left == 8, width >= 20, (width == 100) ~ .strong])
    /// ```
    ///
    /// With `deferringOptimization`, the solver skips the optimisation after each
    /// constraint and optimises once at the end. That pays off when later constraints
    /// would undo the pivots earlier ones cause, and loses when a long dependency chain
    /// makes the final pivots work on long rows: on a chain of 1,000 views (each left
    /// edge tied to the previous right edge) deferring measured 6.1 s against 0.7 s for
    /// optimising as it goes, while on 100 independent rows of 10 views both take
    /// about 15 ms. Optimising as it goes is therefore the default.
    ///
    /// Either way a batch is cheaper than the same adds one by one: the rows that solve
    /// for variables are brought up to date when a later constraint reads them and once
    /// at the end, not after every pivot (kiwi's enaml form builds about 15 % faster).
    ///
    /// - Parameters:
    ///   - constraints: The constraints to add, in order.
    ///   - deferringOptimization: Optimise once at the end instead of after each one.
    /// - Throws: The first ``SolverError`` a constraint raises (see ``add(_:)``). After a
    ///   throw the solver is as it was before the call, including the constraints of
    ///   the batch that were added before the failing one.
    /// - Complexity: Like adding the constraints one by one, plus one copy of the
    ///   tableau to roll back to (none for an empty solver).
    public mutating func add(contentsOf constraints: some Sequence<Constraint>, deferringOptimization: Bool = false) throws(SolverError) {
        makeUnique()
        // One generic call to gather them: iterating `some Sequence` unspecialised cost a
        // heap-allocated read coroutine per element (a tenth of a small build's allocations).
        let constraints = Array(constraints)
        let isEmpty = core.tableau.symbols.count == 0
        var snapshot = isEmpty ? Tableau() : core.tableau.copy()
        core.tableau.reserve(forConstraints: constraints.count)
        core.tableau.beginDeferral()
        do {
            for constraint in constraints {
                try core.tableau.add(constraint, optimizing: !deferringOptimization, guarded: false)
            }
            if deferringOptimization { try core.tableau.reoptimize() }
            core.tableau.endDeferral()
        } catch {
            core.tableau.deallocate()
            core.tableau = snapshot
            throw error
        }
        snapshot.deallocate()
    }
}
