import Testing

@testable import TrellisSolver

@Suite("Tableau")
struct TableauTests {
    @Test func dumpShowsEverySection() throws {
        var solver = Solver()
        let foo = Variable("foo")
        let bar = Variable("bar")
        try solver.addEditVariable(bar, strength: .weak)
        try solver.add(foo + bar == 0)
        try solver.add(bar <= -1)
        try solver.add((bar >= 0) ~ .weak)
        let dump = solver.debugDescription
        for header in ["Objective", "Tableau", "Variables", "Edit Variables", "Constraints"] {
            #expect(dump.contains(header))
        }
        #expect(dump.contains("foo + bar == 0 | required"))
        #expect(dump.contains("bar = -1"))
    }

    @Test func rowDumpReadsAsAnEquation() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        #expect(solver.debugDescription.contains("x = 10 - 1 * d1"))
    }

    @Test func symbolsAreRecycledUnderChurn() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 0)
        for _ in 0..<200 {
            let width = Variable("w")
            let constraints = [width >= 20, (width == x + 100) ~ .strong]
            for constraint in constraints { try solver.add(constraint) }
            for constraint in constraints { try solver.remove(constraint) }
        }
        #expect(solver.core.tableau.symbols.count < 16)
        solver.checkInvariants()
    }

    @Test func updateVariablesPublishesOnlyChangedValues() throws {
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let edit = Variable("edit")
        try solver.addEditVariable(edit, strength: .strong)
        try solver.add(a == 5)
        try solver.add(b == edit * 2)
        solver.updateVariables()
        #expect(solver.core.tableau.dirty.isEmpty)
        try solver.suggestValue(3, for: edit)
        let dirty = (0..<solver.core.tableau.dirty.count).map { Int(solver.core.tableau.dirty[$0]) }
        let aIndex = Int(solver.core.tableau.variableTable.value(for: IdentityTable.key(a)))
        #expect(!dirty.contains(aIndex))
        solver.updateVariables()
        #expect(solver[b] == 6 && solver[a] == 5)
    }
}
