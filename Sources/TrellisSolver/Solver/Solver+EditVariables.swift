// Edit variables: values that a caller moves often (a container's width, a dragged
// handle), each held by a non-required constraint whose target `suggestValue` shifts.

extension Solver {
    /// Makes `variable` editable with ``suggestValue(_:for:)``.
    ///
    /// The solver adds `variable == 0` at `strength`; suggestions then move the right
    /// side. Its initial suggestion is 0.
    ///
    /// ```swift
    /// try solver.addEditVariable(container, strength: Strength(strong: 999, medium: 0, weak: 0))
    /// try solver.suggestValue(1024, for: container)
    /// ```
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` when it is already an edit
    ///   variable; ``SolverError/requiredEditStrength(_:)`` when `strength` is required.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        makeUnique()
        try core.tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        makeUnique()
        try core.tableau.removeEditVariable(variable)
        core.tableau.sweepLingering()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.tableau.editSlot(of: variable) >= 0
    }

    /// Asks the solver to move an edit variable to `value`, as strongly as its edit
    /// strength allows, and re-solves with the dual simplex.
    ///
    /// - Precondition: `value` is finite.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    /// - Complexity: O(*k*) for the *k* rows that mention the edit's error symbols, plus
    ///   the dual pivots that the new value forces (none when no constraint becomes
    ///   active or inactive).
    @inlinable
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        precondition(value.isFinite, "suggested \(value) for \(variable); suggest a finite number")
        makeUnique()
        try core.tableau.suggestValue(value, for: variable)
    }
}
