@testable import TrellisSolver

/// A small, fast, seedable generator (SplitMix64), so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Solver {
    /// Runs the tableau's structural checks; traps on the first broken invariant.
    func checkInvariants() {
        core.tableau.checkInvariants()
    }

    /// Rows, symbols in use, constraints and variables the solver holds.
    var census: (rows: Int, symbols: Int, constraints: Int, variables: Int) {
        core.tableau.census
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
