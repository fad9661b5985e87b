import Testing

@testable import TrellisSolver

@Suite("Solver: edit variables")
struct SolverEditVariablesTests {
    @Test func managingEditVariables() throws {
        var solver = Solver()
        let foo = Variable("foo")
        let bar = Variable("bar")
        #expect(!solver.hasEditVariable(foo))
        try solver.addEditVariable(foo, strength: .weak)
        #expect(solver.hasEditVariable(foo))
        #expect(throws: SolverError.duplicateEditVariable(foo)) { try solver.addEditVariable(foo, strength: .medium) }
        #expect(throws: SolverError.unknownEditVariable(bar)) { try solver.removeEditVariable(bar) }
        try solver.removeEditVariable(foo)
        #expect(!solver.hasEditVariable(foo))
        #expect(throws: SolverError.requiredEditStrength(foo)) { try solver.addEditVariable(foo, strength: .required) }
        try solver.addEditVariable(bar, strength: .strong)
        #expect(throws: SolverError.unknownEditVariable(foo)) { try solver.suggestValue(10, for: foo) }
        solver.reset()
        #expect(!solver.hasEditVariable(bar))
    }

    @Test func suggestionBeatsAWeakerEquality() throws {
        var solver = Solver()
        let foo = Variable("foo")
        try solver.addEditVariable(foo, strength: .medium)
        try solver.add((foo == 1) ~ .weak)
        try solver.suggestValue(2, for: foo)
        #expect(solver.solved(foo) == 2)
    }

    @Test func suggestionGivesWayToRequired() throws {
        var solver = Solver()
        let foo = Variable("foo")
        let bar = Variable("bar")
        try solver.addEditVariable(bar, strength: .weak)
        try solver.add(foo + bar == 0)
        try solver.add(bar <= -1)
        try solver.add((bar >= 0) ~ .weak)
        try solver.suggestValue(0, for: bar)
        #expect(solver.solved(bar) <= -1)
        #expect(solver.solved(foo) == -solver.solved(bar))
        solver.checkInvariants()
    }

    @Test func underConstrainedSystemFollowsTheSuggestion() throws {
        var solver = Solver()
        let v = Variable("v")
        let constraint = 2 * v + 1 >= 0
        try solver.addEditVariable(v, strength: .weak)
        try solver.add(constraint)
        try solver.suggestValue(10, for: v)
        solver.updateVariables()
        #expect(solver[v] == 10)
        #expect(constraint.expression.value { solver[$0] } == 21)
    }

    @Test func midpointStaysConsistentWhileDragged() throws {
        // kiwi issue 20: values must keep satisfying the required constraints.
        var solver = Solver()
        let left = Variable("xl")
        let middle = Variable("xm")
        let right = Variable("xr")
        let required = [middle * 2 == left + right, left + 10 <= right, right <= 100, left >= 0]
        for constraint in required { try solver.add(constraint) }
        try solver.addEditVariable(middle, strength: .strong)
        for target in [70.0, 90, 10, 50, 200, -5] {
            try solver.suggestValue(target, for: middle)
            solver.updateVariables()
            for constraint in required { #expect(constraint.isSatisfied { solver[$0] }, "\(constraint) at \(target)") }
            solver.checkInvariants()
        }
        #expect(close(solver[middle], 5))
    }

    @Test func editSequenceTracksEachSuggestion() throws {
        var solver = Solver()
        let container = Variable("container")
        let width = Variable("width")
        try solver.addEditVariable(container, strength: .strong)
        try solver.add(width >= 20)
        try solver.add(width + 16 <= container)
        try solver.add((width == 300) ~ .medium)
        for (suggested, expected) in [(1000.0, 300.0), (200, 184), (10, 20), (316, 300)] {
            try solver.suggestValue(suggested, for: container)
            solver.updateVariables()
            #expect(close(solver[width], expected), "container \(suggested)")
        }
        try solver.removeEditVariable(container)
        solver.checkInvariants()
    }

    @Test func twoEditVariablesMoveIndependently() throws {
        var solver = Solver()
        let width = Variable("width")
        let height = Variable("height")
        let area = Variable("half")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.add(area == width / 2 + height / 2)
        for (w, h) in [(400.0, 600.0), (600, 400), (800, 1200)] {
            try solver.suggestValue(w, for: width)
            try solver.suggestValue(h, for: height)
            solver.updateVariables()
            #expect(close(solver[area], (w + h) / 2))
        }
    }
}
