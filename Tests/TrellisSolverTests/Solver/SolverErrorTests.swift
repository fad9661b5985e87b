import Testing

@testable import TrellisSolver

@Suite("Solver: errors and rollback")
struct SolverErrorTests {
    /// The dump and every value, to compare a solver before and after a failed call.
    func snapshot(_ solver: Solver, _ variables: [Variable]) -> (String, [Double]) {
        var published = solver
        published.updateVariables()
        return (solver.debugDescription, variables.map { published[$0] })
    }

    @Test func conflictingEqualitiesNameEachOther() throws {
        var solver = Solver()
        let x = Variable("x")
        let ten = x == 10
        let twenty = x == 20
        try solver.add(ten)
        let before = snapshot(solver, [x])
        #expect(throws: SolverError.unsatisfiableConstraint(twenty, conflicts: [ten])) { try solver.add(twenty) }
        #expect(snapshot(solver, [x]) == before)
        #expect(!solver.contains(twenty))
        solver.checkInvariants()
    }

    /// `x <= 5` is an inequality the current values break with no variable to absorb
    /// it: the dual simplex tries to repair its row. `x == 5` has no such slack: phase
    /// one tries to drive an artificial variable to zero. Both fail and roll back.
    @Test(arguments: [true, false])
    func aFailedRepairOrPhaseOneLeavesTheSolverExactlyAsItWas(inequality: Bool) throws {
        // given a solver whose rows already pivoted
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let floor = x >= 10
        try solver.add(floor)
        try solver.add(y == x + z)
        try solver.add((z == 3) ~ .strong)
        try solver.add((y <= 5) ~ .weak)
        try solver.addEditVariable(z, strength: .medium)
        try solver.suggestValue(7, for: z)
        let before = snapshot(solver, [x, y, z])
        let census = solver.census
        // when a required constraint cannot hold
        let ceiling = inequality ? x <= 5 : x == 5
        let error = #expect(throws: SolverError.self) { try solver.add(ceiling) }
        guard case .unsatisfiableConstraint(let culprit, let conflicts)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(culprit === ceiling)
        #expect(conflicts.contains(floor))
        // then nothing changed, and the solver still works
        #expect(snapshot(solver, [x, y, z]) == before)
        #expect(solver.census == census)
        solver.checkInvariants()
        try solver.suggestValue(1, for: z)
        #expect(close(solver.solved(y), 13), "the strong z == 3 beats the medium suggestion")
    }

    @Test func failedAddDoesNotKeepNewVariables() throws {
        var solver = Solver()
        let x = Variable("x")
        let fresh = Variable("fresh")
        try solver.add(x == 1)
        let census = solver.census
        // All-dummy row: `fresh` cancels out after being registered.
        #expect(throws: SolverError.self) { try solver.add(x + fresh - fresh == 2) }
        // The dual simplex cannot repair the row of an inequality with a new variable in it.
        #expect(throws: SolverError.self) { try solver.add(x - fresh + fresh >= 5) }
        #expect(solver.census == census)
        #expect(solver.census.variables == census.variables)
    }

    @Test func errorsDescribeTheCulprit() {
        let x = Variable("x")
        let constraint = x >= 1
        let text = SolverError.unsatisfiableConstraint(constraint, conflicts: [x <= 0]).description
        #expect(text == "unsatisfiable constraint: x >= 1 | required conflicts with [x <= 0 | required]")
        #expect(SolverError.unknownEditVariable(x).description.contains("addEditVariable"))
    }
}
