import Testing

@testable import TrellisSolver

@Suite("Solver: constraints")
struct SolverTests {
    @Test func addContainsRemove() throws {
        // given
        var solver = Solver()
        let v = Variable("v")
        let atLeastOne = v >= 1
        let atMostZero = v <= 0
        // when / then
        #expect(!solver.contains(atLeastOne))
        try solver.add(atLeastOne)
        #expect(solver.contains(atLeastOne))
        #expect(solver.constraints == [atLeastOne])
        #expect(throws: SolverError.duplicateConstraint(atLeastOne)) { try solver.add(atLeastOne) }
        #expect(throws: SolverError.unknownConstraint(atMostZero)) { try solver.remove(atMostZero) }
        #expect(throws: SolverError.unsatisfiableConstraint(atMostZero, conflicts: [atLeastOne])) {
            try solver.add(atMostZero)
        }
        try solver.remove(atLeastOne)
        #expect(!solver.contains(atLeastOne))
        try solver.add(atMostZero)
        #expect(solver.contains(atMostZero))
        solver.reset()
        #expect(!solver.contains(atMostZero))
        solver.checkInvariants()
    }

    @Test func theDocumentedExampleHolds() throws {
        let left = Variable("left")
        let width = Variable("width")
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.add(left == 8)
        try solver.add(width >= 20)
        try solver.add(left + width + 8 <= container)
        try solver.add((width == 300) ~ .medium)
        try solver.suggestValue(200, for: container)
        solver.updateVariables()
        #expect(solver.value(of: width) == 184)
    }

    @Test func requiredBeatsWeak() throws {
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(a + b == 0)
        try solver.add(a == 10)
        try solver.add((b >= 0) ~ .weak)
        solver.updateVariables()
        #expect(solver[a] == 10 && solver[b] == -10)
    }

    @Test func strongBeatsMedium() throws {
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(a + b == 0)
        try solver.add((a >= 10) ~ .medium)
        try solver.add((b == 2) ~ .strong)
        solver.updateVariables()
        #expect(solver[a] == -2 && solver[b] == 2)
    }

    @Test func manyWeakErrorsOutweighOneMedium() throws {
        // The strength is one number: 1,001 weak violations of 1 cost more than one medium.
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0) ~ .medium)
        var weak: [Constraint] = []
        for _ in 0..<1001 { weak.append((x == 1) ~ .weak) }
        try solver.add(contentsOf: weak)
        #expect(close(solver.solved(x), 1))
        try solver.remove(weak[0])
        try solver.remove(weak[1])
        #expect(close(solver.solved(x), 0))
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add(x == 4)
        try solver.add(y == 6)
        try solver.add(2 * x + 2 * y == 20)
        solver.updateVariables()
        #expect(solver[x] == 4 && solver[y] == 6)
        solver.checkInvariants()
    }

    @Test func removeThenReAddGivesTheSameValues() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let constraints = [left == 10, right == left + width, (width == 50) ~ .strong, right <= 40]
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        let before = [solver[left], solver[width], solver[right]]
        #expect(before == [10, 30, 40])
        for constraint in constraints.reversed() {
            try solver.remove(constraint)
            try solver.add(constraint)
            solver.checkInvariants()
        }
        solver.updateVariables()
        #expect([solver[left], solver[width], solver[right]] == before)
    }

    @Test func removingEverythingLeavesAnEmptySolver() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let constraints = [x >= 0, y == x + 5, (x == 20) ~ .weak, (y <= 10) ~ .strong]
        for constraint in constraints { try solver.add(constraint) }
        for constraint in constraints { try solver.remove(constraint) }
        solver.checkInvariants()
        #expect(solver.census == (0, 0, 0, 0))
        #expect(solver.debugDescription == Solver().debugDescription)
        #expect(solver.solved(x) == 0)
    }

    @Test func copiesAreIndependent() throws {
        var original = Solver()
        let x = Variable("x")
        try original.add((x == 5) ~ .weak)
        var copy = original
        try copy.add(x == 7)
        #expect(original.solved(x) == 5)
        #expect(copy.solved(x) == 7)
    }

    @Test func unknownVariableReadsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable("nowhere")) == 0)
    }

    @Test func valuesWaitForUpdateVariables() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 0)
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
    }
}
