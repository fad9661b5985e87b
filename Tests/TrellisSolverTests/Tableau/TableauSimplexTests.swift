import Testing

@testable import TrellisSolver

@Suite("Tableau: the primal simplex")
struct TableauSimplexTests {
    /// Beale's degenerate LP as a raw tableau (Chvátal, *Linear Programming*, ch. 3):
    /// minimise -0.75 x4 + 20 x5 - 0.5 x6 + 6 x7 with
    ///
    ///     x1 = -0.25 x4 + 8 x5 + x6 - 9 x7
    ///     x2 = -0.5 x4 + 12 x5 + 0.5 x6 - 3 x7
    ///     x3 = 1 - x6
    ///
    /// and every symbol non-negative. The largest-coefficient rule, with ties of the ratio
    /// test going to the lowest basic symbol, pivots through six bases and back to the
    /// first without moving the objective. The optimum is -1.25 at x4 = 1, x6 = 1.
    static func bealesTableau() -> (Tableau, [Symbol]) {
        var tableau = Tableau()
        let x = (0..<7).map { _ in tableau.makeSymbol(.slack) }
        func addRow(_ basic: Int, _ constant: Double, _ cells: [(Int, Double)]) {
            var row = Row(basic: x[basic], constant: constant)
            for (index, coefficient) in cells { tableau.addCoefficient(&row, x[index], coefficient) }
            _ = tableau.insertRow(row)
        }
        addRow(0, 0, [(3, -0.25), (4, 8), (5, 1), (6, -9)])
        addRow(1, 0, [(3, -0.5), (4, 12), (5, 0.5), (6, -3)])
        addRow(2, 1, [(5, -1)])
        for (index, cost) in [(3, -0.75), (4, 20), (5, -0.5), (6, 6)] { tableau.objectiveAdd(x[index], cost) }
        return (tableau, x)
    }

    /// The entering rule is the largest coefficient (Dantzig's), and after a run of
    /// pivots that leave the objective where it was, the lowest index (Bland's) until
    /// one moves it. Without that fallback the simplex cycles here: the debug build's
    /// assertion stops it after a million pivots (about 10 s), the time limit otherwise.
    @Test(.timeLimit(.minutes(1)))
    func bealesDegenerateLPReachesItsOptimumInsteadOfCycling() throws {
        var (tableau, x) = Self.bealesTableau()
        defer { tableau.deallocate() }
        try tableau.optimize()
        #expect(close(tableau.objectiveConstant, -1.25))
        func value(_ symbol: Symbol) -> Double {
            let slot = tableau.rowOf[symbol.index]
            return slot < 0 ? 0 : tableau.rows[Int(slot)].constant
        }
        #expect(close(value(x[3]), 1) && close(value(x[5]), 1))
        #expect(tableau.firstInvariantViolation() == nil)
    }

    @Test func theMostNegativeCostEntersAndStaleCandidatesAreDropped() {
        var tableau = Tableau()
        defer { tableau.deallocate() }
        let x = (0..<4).map { _ in tableau.makeSymbol(.slack) }
        tableau.objectiveAdd(x[1], -1)
        tableau.objectiveAdd(x[2], -3)
        tableau.objectiveAdd(x[3], -2)
        #expect(tableau.objectiveEnteringSymbol() == x[2])
        #expect(tableau.objectiveEnteringSymbol(lowestIndex: true) == x[1])
        // x2's cost goes back to zero: it no longer enters, and the list forgets it.
        tableau.objectiveAdd(x[2], 3)
        #expect(tableau.objectiveEnteringSymbol() == x[3])
        #expect(tableau.candidates.count == 2)
        #expect(tableau.firstInvariantViolation() == nil)
    }

    /// Dantzig's rule prices ``Tableau/pricingWindow`` (16) qualifying candidates a call,
    /// from where the last call stopped.
    @Test func dantzigsRulePricesAWindowAtATimeAndStillFindsTheLastCandidate() {
        var tableau = Tableau()
        defer { tableau.deallocate() }
        let x = (0..<40).map { _ in tableau.makeSymbol(.slack) }
        for symbol in x { tableau.objectiveAdd(symbol, -1) }
        tableau.objectiveAdd(x[30], -4)
        // x0…x15 first: of equal costs, the first met.
        #expect(tableau.objectiveEnteringSymbol() == x[0])
        // Then x16…x31, where x30 is steepest.
        #expect(tableau.objectiveEnteringSymbol() == x[30])
        // Every cost but x39's back at zero: x39 is found past them, and they are dropped
        // as they are met (a window stops early; the full scan that finds none drops all).
        for symbol in x.dropLast() { tableau.objectiveAdd(symbol, -tableau.objective[symbol.index]) }
        #expect(tableau.objectiveEnteringSymbol() == x[39])
        #expect(tableau.candidates.count < 4)
        tableau.objectiveAdd(x[39], 1)
        #expect(tableau.objectiveEnteringSymbol().isNone)
        #expect(tableau.candidates.isEmpty)
        #expect(tableau.firstInvariantViolation() == nil)
    }
}
