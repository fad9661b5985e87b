import Testing

@testable import TrellisSolver

@Suite("Solver: batch add")
struct SolverBatchTests {
    @Test(arguments: [false, true])
    func aFailingBatchLeavesNothingBehind(deferring: Bool) throws {
        // given
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.add(x >= 10)
        try solver.add((y == 3) ~ .weak)
        var published = solver
        published.updateVariables()
        let dump = solver.debugDescription
        let census = solver.census
        // when the third constraint of the batch contradicts x >= 10
        let batch = [y == x + 1, z == 2 * y, x <= 5, (z == 0) ~ .strong]
        let error = #expect(throws: SolverError.self) {
            try solver.add(contentsOf: batch, deferringOptimization: deferring)
        }
        // The conflict list depends on the pivots; the culprit does not.
        guard case .unsatisfiableConstraint(let culprit, _)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(culprit === batch[2])
        // then
        #expect(solver.debugDescription == dump)
        #expect(solver.census == census)
        #expect(!solver.contains(batch[0]) && !solver.contains(batch[1]))
        solver.updateVariables()
        #expect(solver[x] == published[x] && solver[y] == published[y])
        solver.checkInvariants()
    }

    @Test func aBatchInAnEmptySolverRollsBackToEmpty() {
        var solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [x == 1, x == 2]) }
        #expect(solver.census == (0, 0, 0, 0))
        #expect(solver.debugDescription == Solver().debugDescription)
    }

    @Test func duplicatesInsideABatchAreReported() {
        var solver = Solver()
        let x = Variable("x")
        let once = x >= 0
        #expect(throws: SolverError.duplicateConstraint(once)) { try solver.add(contentsOf: [once, once]) }
        #expect(!solver.contains(once))
    }
}
