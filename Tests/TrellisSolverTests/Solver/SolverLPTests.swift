import Testing

@testable import TrellisSolver

/// Textbook linear programs with known optima. The objective is one weak constraint
/// pulling the goal past any reachable value, so minimising its error is the LP.
@Suite("Solver: textbook linear programs")
struct SolverLPTests {
    @Test func maximiseProfitOnTwoResources() throws {
        // max 3x + 2y  s.t. x + y <= 4, x + 3y <= 6, x, y >= 0  →  x = 4, y = 0, 12
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        for constraint in [x + y <= 4, x + 3 * y <= 6, x >= 0, y >= 0] { try solver.add(constraint) }
        try solver.add((3 * x + 2 * y >= 1000) ~ .weak)
        solver.updateVariables()
        #expect(close(solver[x], 4) && close(solver[y], 0))
    }

    @Test func maximiseWithABindingCorner() throws {
        // max x + y  s.t. x + 2y <= 14, 3x - y >= 0, x - y <= 2  →  x = 6, y = 4, 10
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        for constraint in [x + 2 * y <= 14, 3 * x - y >= 0, x - y <= 2] { try solver.add(constraint) }
        try solver.add((x + y >= 1000) ~ .weak)
        solver.updateVariables()
        #expect(close(solver[x], 6) && close(solver[y], 4))
    }

    @Test func minimiseCostOfCover() throws {
        // min 2x + 3y  s.t. x + y >= 4, x + 3y >= 6, x, y >= 0  →  x = 3, y = 1, 9
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        for constraint in [x + y >= 4, x + 3 * y >= 6, x >= 0, y >= 0] { try solver.add(constraint) }
        try solver.add((2 * x + 3 * y <= 0) ~ .weak)
        solver.updateVariables()
        #expect(close(solver[x], 3) && close(solver[y], 1))
        #expect(close(2 * solver[x] + 3 * solver[y], 9))
    }

    @Test func dietProblem() throws {
        // min 0.6a + 0.35b  s.t. 5a + 7b >= 8, 4a + 2b >= 15, 2a + b >= 3, a, b >= 0
        // The cheapest corner is a = 3.75, b = 0 (cost 2.25).
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        for constraint in [5 * a + 7 * b >= 8, 4 * a + 2 * b >= 15, 2 * a + b >= 3, a >= 0, b >= 0] {
            try solver.add(constraint)
        }
        try solver.add((0.6 * a + 0.35 * b <= 0) ~ .weak)
        solver.updateVariables()
        #expect(close(0.6 * solver[a] + 0.35 * solver[b], 2.25))
    }

    @Test func bealesCyclingExampleTerminates() throws {
        // Beale's degenerate LP cycles under the textbook largest-coefficient rule:
        // max 0.75a - 20b + 0.5c - 6d  s.t. 0.25a - 8b - c + 9d <= 0,
        // 0.5a - 12b - 0.5c + 3d <= 0, c <= 1, all >= 0  →  1.25 at a = 1, c = 1.
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        for constraint in [
            0.25 * a - 8 * b - c + 9 * d <= 0, 0.5 * a - 12 * b - 0.5 * c + 3 * d <= 0, c <= 1,
            a >= 0, b >= 0, c >= 0, d >= 0,
        ] {
            try solver.add(constraint)
        }
        try solver.add((0.75 * a - 20 * b + 0.5 * c - 6 * d >= 100) ~ .weak)
        solver.updateVariables()
        let objective = 0.75 * solver[a] - 20 * solver[b] + 0.5 * solver[c] - 6 * solver[d]
        #expect(close(objective, 1.25))
    }

    @Test func weightedPreferencesSplitTheDifference() throws {
        // Two preferences on one variable: the stronger wins outright (linear, not averaged).
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10) ~ Strength(strong: 0, medium: 2, weak: 0))
        try solver.add((x == 20) ~ .medium)
        #expect(close(solver.solved(x), 10))
    }
}
