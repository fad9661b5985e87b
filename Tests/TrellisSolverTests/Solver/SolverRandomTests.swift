import Testing

@testable import TrellisSolver

/// Seeded random systems: required constraints built around a known feasible point
/// (so they can all hold), random preferences of every strength, and some required
/// constraints that may contradict the rest.
@Suite("Solver: random systems")
struct SolverRandomTests {
    struct System {
        var variables: [Variable]
        var constraints: [Constraint]
        /// Required constraints that may or may not be satisfiable.
        var risky: [Constraint]
    }

    static func makeSystem(seed: UInt64) -> System {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 3...8, using: &random)
        let variables = (0..<count).map { Variable("v\($0)") }
        let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
        func randomExpression() -> (LinearExpression, Double) {
            var expression = LinearExpression()
            var valueAtPoint = 0.0
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<count, using: &random)
                let coefficient = Double(Int.random(in: -4...4, using: &random))
                expression = expression + coefficient * variables[index]
                valueAtPoint += coefficient * point[index]
            }
            return (expression, valueAtPoint)
        }
        var constraints: [Constraint] = []
        for _ in 0..<Int.random(in: 2...10, using: &random) {
            let (expression, value) = randomExpression()
            switch Int.random(in: 0..<3, using: &random) {
            case 0: constraints.append(expression == value)
            case 1: constraints.append(expression <= value + Double(Int.random(in: 0...10, using: &random)))
            default: constraints.append(expression >= value - Double(Int.random(in: 0...10, using: &random)))
            }
        }
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(strong: 0, medium: 3, weak: 7)]
        for _ in 0..<Int.random(in: 1...10, using: &random) {
            let (expression, _) = randomExpression()
            let target = Double(Int.random(in: -100...100, using: &random))
            let strength = strengths.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: constraints.append((expression == target) ~ strength)
            case 1: constraints.append((expression <= target) ~ strength)
            default: constraints.append((expression >= target) ~ strength)
            }
        }
        constraints.shuffle(using: &random)
        var risky: [Constraint] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let (expression, _) = randomExpression()
            let target = Double(Int.random(in: -100...100, using: &random))
            risky.append(Bool.random(using: &random) ? expression == target : expression <= target)
        }
        return System(variables: variables, constraints: constraints, risky: risky)
    }

    /// Adds a system, checking invariants and rollback on every failed add.
    static func build(_ system: System) throws -> (Solver, added: [Constraint]) {
        var solver = Solver()
        var added: [Constraint] = []
        for constraint in system.constraints + system.risky {
            let before = solver.debugDescription
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiableConstraint(let culprit, _) = error else { throw error }
                #expect(culprit === constraint)
                #expect(solver.debugDescription == before, "a failed add changed the solver")
            }
            solver.checkInvariants()
        }
        solver.updateVariables()
        return (solver, added)
    }

    @Test(arguments: 0..<300)
    func requiredConstraintsHoldAndSolvingRepeats(seed: Int) throws {
        let system = Self.makeSystem(seed: UInt64(seed))
        var (solver, added) = try Self.build(system)
        for constraint in added where constraint.strength.isRequired {
            #expect(constraint.isSatisfied { solver[$0] }, "seed \(seed): \(constraint) violated")
        }
        // The same system again gives the same values.
        let (again, _) = try Self.build(system)
        for variable in system.variables { #expect(solver[variable] == again[variable], "seed \(seed)") }
        // Removing everything in a scrambled order leaves an empty solver.
        var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
        for constraint in added.shuffled(using: &random) {
            try solver.remove(constraint)
            solver.checkInvariants()
            solver.updateVariables()
            for other in added where other.strength.isRequired && solver.contains(other) {
                #expect(other.isSatisfied { solver[$0] }, "seed \(seed): \(other) violated after a removal")
            }
        }
        #expect(solver.census == (0, 0, 0, 0), "seed \(seed)")
    }

    /// The two take different paths to a required inequality that the values of the
    /// moment break: one by one, the tableau is optimal before each add and the dual
    /// simplex repairs the new row; a deferred batch adds it by phase one (kiwi's
    /// artificial variable). Equal costs check one against the other.
    @Test(arguments: 0..<100)
    func deferredBatchAddMatchesOneByOneOnSatisfiableSystems(seed: Int) throws {
        var system = Self.makeSystem(seed: UInt64(seed) &* 7 &+ 3)
        system.risky = []
        let (single, _) = try Self.build(system)
        var batch = Solver()
        try batch.add(contentsOf: system.constraints, deferringOptimization: true)
        batch.checkInvariants()
        batch.updateVariables()
        for constraint in system.constraints where constraint.strength.isRequired {
            #expect(constraint.isSatisfied { batch[$0] }, "seed \(seed): \(constraint) violated")
        }
        // Both are optimal; they may pick different optima only when the objective ties.
        #expect(close(single.cost(of: system.constraints), batch.cost(of: system.constraints), tolerance: 1e-6), "seed \(seed)")
    }

    @Test(arguments: 0..<60)
    func editStormsKeepRequiredConstraints(seed: Int) throws {
        var system = Self.makeSystem(seed: UInt64(seed) &+ 5000)
        system.risky = []
        var (solver, added) = try Self.build(system)
        var random = SeededGenerator(seed: UInt64(seed))
        let edited = Array(system.variables.shuffled(using: &random).prefix(2))
        for variable in edited { try solver.addEditVariable(variable, strength: .strong) }
        for _ in 0..<20 {
            let variable = edited.randomElement(using: &random)!
            try solver.suggestValue(Double(Int.random(in: -200...200, using: &random)), for: variable)
            solver.checkInvariants()
            solver.updateVariables()
            for constraint in added where constraint.strength.isRequired {
                #expect(constraint.isSatisfied { solver[$0] }, "seed \(seed): \(constraint) violated")
            }
        }
        for variable in edited { try solver.removeEditVariable(variable) }
        for constraint in added { try solver.remove(constraint) }
        #expect(solver.census == (0, 0, 0, 0), "seed \(seed)")
    }
}
