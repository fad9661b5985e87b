import Testing

@testable import TrellisSolver

@Suite("Row and merge")
struct RowTests {
    /// A detached row `constant + Σ coefficient · symbol` over the tableau's symbols.
    func makeRow(_ tableau: inout Tableau, _ constant: Double, _ cells: [(Symbol, Double)]) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in cells { tableau.addCoefficient(&row, symbol, coefficient) }
        return row
    }

    @Test func symbolsCarryKindAndIndex() {
        let slack = Symbol(index: 41, kind: .slack)
        #expect(slack.index == 41 && slack.kind == .slack && slack.isPivotable && !slack.isExternal)
        #expect(Symbol(index: 0, kind: .external).isExternal)
        #expect(Symbol(index: 3, kind: .dummy).isDummy && !Symbol.none.isDummy && !Symbol.none.isExternal)
        #expect(Symbol(index: 2, kind: .dummy) < Symbol(index: 3, kind: .external))
    }

    @Test func mergeAddsScalesAndCancels() {
        var tableau = Tableau()
        defer { tableau.deallocate() }
        let a = tableau.makeSymbol(.external)
        let b = tableau.makeSymbol(.slack)
        let c = tableau.makeSymbol(.error)
        var target = makeRow(&tableau, 1, [(a, 2), (b, 1)])
        var source = makeRow(&tableau, 3, [(b, -0.5), (c, 4)])
        defer {
            target.deallocate(in: tableau.pool)
            source.deallocate(in: tableau.pool)
        }
        // target += 2 · source: b cancels, c appears, constant 1 + 6.
        tableau.merge(&target, slot: -1, source, factor: 2, removing: .none)
        #expect(target.count == 2)
        #expect(target.coefficient(of: a) == 2 && target.coefficient(of: b) == 0 && target.coefficient(of: c) == 8)
        #expect(target.constant == 7)
        #expect(target[0].symbol == a && target[1].symbol == c)
    }

    @Test func mergeCanDropTheSubstitutedSymbol() {
        var tableau = Tableau()
        defer { tableau.deallocate() }
        let a = tableau.makeSymbol(.external)
        let b = tableau.makeSymbol(.slack)
        var target = makeRow(&tableau, 0, [(a, 3), (b, 1)])
        var source = makeRow(&tableau, 5, [(b, 1)])
        defer {
            target.deallocate(in: tableau.pool)
            source.deallocate(in: tableau.pool)
        }
        // Substitute a = 5 + b into 3a + b: 15 + 4b.
        tableau.merge(&target, slot: -1, source, factor: 3, removing: a)
        #expect(target.count == 1 && target.coefficient(of: b) == 4 && target.constant == 15)
    }

    @Test func solveMovesTheBasicIntoTheCells() {
        var tableau = Tableau()
        defer { tableau.deallocate() }
        let x = tableau.makeSymbol(.external)
        let s = tableau.makeSymbol(.slack)
        // x = 10 + 2s  →  s = -5 + 0.5x
        var row = makeRow(&tableau, 10, [(s, 2)])
        row.basic = x
        defer { row.deallocate(in: tableau.pool) }
        tableau.solve(&row, slot: -1, for: s)
        #expect(row.basic == s && row.constant == -5 && row.coefficient(of: x) == 0.5 && row.count == 1)
    }

    @Test func theDumpOfASmallSystemReadsAsEquations() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        #expect(
            solver.debugDescription == """
                Objective
                ---------
                0

                Tableau
                -------
                x = 10 - 1 * d1

                Variables
                ---------
                x = 10

                Constraints
                -----------
                x == 10 | required   [marker d1]
                """)
    }
}
