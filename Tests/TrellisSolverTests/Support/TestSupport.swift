@_exported import TrellisTestSupport

@testable import TrellisSolver

extension Solver {
    /// Runs the tableau's structural checks; traps on the first broken invariant.
    func checkInvariants() {
        core.tableau.checkInvariants()
    }

    /// A description of the tableau's first broken invariant, or `nil`: for checks that
    /// report their seed instead of trapping.
    var invariantViolation: String? {
        core.tableau.firstInvariantViolation()
    }

    /// Rows, symbols in use, constraints and variables the solver holds.
    var census: (rows: Int, symbols: Int, constraints: Int, variables: Int) {
        core.tableau.census
    }

    /// The weighted error of the non-required constraints among `constraints`, and of
    /// `edits` (an edit variable's `variable == target` at its strength), at the
    /// published values: what the solver minimises, when they are all it holds.
    func cost(of constraints: [Constraint], edits: [(variable: Variable, strength: Strength, target: Double)] = []) -> Double {
        var total = 0.0
        for edit in edits { total += edit.strength.value * abs(self[edit.variable] - edit.target) }
        for constraint in constraints where !constraint.strength.isRequired {
            let value = constraint.expression.value { self[$0] }
            let error: Double
            switch constraint.relation {
            case .equal: error = abs(value)
            case .lessThanOrEqual: error = Swift.max(0, value)
            case .greaterThanOrEqual: error = Swift.max(0, -value)
            }
            total += constraint.strength.value * error
        }
        return total
    }

    /// Publishes values and returns one.
    mutating func solved(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b))
}
