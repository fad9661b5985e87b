/// A Cassowary constraint solver: finds values for variables that satisfy every
/// required constraint and as many of the others as their strengths allow.
///
/// The solver is incremental, in the form nucleic/kiwi uses: each ``add(_:)`` and
/// ``remove(_:)`` updates a simplex tableau in place and re-optimises, and edit
/// variables let a value (a window width, a dragged position) move quickly through
/// ``suggestValue(_:for:)``. Values are published by ``updateVariables()`` and read
/// with ``value(of:)``.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), container = Variable("container")
/// var solver = Solver()
/// try solver.addEditVariable(container, strength: .strong)
/// try solver.add(left == 8)
/// try solver.add(width >= 20)
/// try solver.add(left + width + 8 <= container)
/// try solver.add((width == 300) ~ .medium)
///
/// try solver.suggestValue(200, for: container)
/// solver.updateVariables()
/// solver.value(of: width)   // 184
/// ```
///
/// `Solver` is a value: copies are independent (copy-on-write), and it is `Sendable`.
/// A method that throws leaves the solver exactly as it was.
///
/// Unlike kiwi, the tableau is dense and integer-indexed and keeps a column index, so
/// substitutions and suggestions touch only the rows that mention a symbol, and
/// ``updateVariables()`` publishes only what changed.
public struct Solver: @unchecked Sendable {
    // @unchecked: the core is copy-on-write; it is mutated only when uniquely referenced.
    @usableFromInline var core: SolverCore

    /// An empty solver.
    public init() {
        core = SolverCore()
    }

    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&core) { core = core.copy() }
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Parameter constraint: The constraint; the solver keeps it until ``remove(_:)``.
    /// - Precondition: Every coefficient and the constant are finite.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already added;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when it is required and
    ///   contradicts the required constraints already added. The solver is unchanged then.
    /// - Complexity: Proportional to the rows that mention the constraint's variables,
    ///   plus the pivots re-optimisation needs. A required constraint that the current
    ///   values break and no variable can absorb also copies the tableau, to roll back to.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        makeUnique()
        try core.tableau.add(constraint, optimizing: true, guarded: true)
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        makeUnique()
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        try core.tableau.remove(constraint)
        core.tableau.sweepLingering()
    }

    /// Whether `constraint` (this very object) is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        core.tableau.constraintTable.value(for: IdentityTable.key(constraint)) >= 0
    }

    /// The constraints in the solver, in the order of their slots.
    public var constraints: [Constraint] {
        core.tableau.constraints.compactMap { $0?.constraint }
    }

    /// Publishes the current solution: afterwards ``value(of:)`` returns it.
    ///
    /// Only variables whose rows changed since the last call are copied, so calling it
    /// when nothing changed costs next to nothing.
    ///
    /// - Complexity: O(*d*) for the *d* variables whose values may have changed.
    @inlinable
    public mutating func updateVariables() {
        if core.tableau.dirty.isEmpty && core.tableau.changed.isEmpty
            && core.tableau.forgottenSinceUpdate.isEmpty && core.tableau.forgottenInLastUpdate.isEmpty
        {
            return
        }
        makeUnique()
        core.tableau.updateVariables()
    }

    /// The value of `variable` as of the last ``updateVariables()``; zero for a
    /// variable that no constraint in the solver mentions.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func value(of variable: Variable) -> Double {
        core.tableau.value(of: variable)
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    @inlinable
    public subscript(variable: Variable) -> Double {
        value(of: variable)
    }

    /// Removes every constraint and edit variable, as if the solver were new.
    public mutating func reset() {
        core = SolverCore()
    }
}
