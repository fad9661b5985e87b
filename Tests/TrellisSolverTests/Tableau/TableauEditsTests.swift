import Testing

@testable import TrellisSolver

extension Solver {
    /// Makes every edit's kept shifts out of date, so the next suggestion scans the
    /// marker's column again, as every suggestion did before shifts were kept.
    mutating func forgetKeptShifts() {
        makeUnique()
        core.tableau.shapeVersion &+= 1
    }

    /// The published values' bit patterns: equal only when every value is the same number.
    func valueBits(_ variables: [Variable]) -> [UInt64] {
        variables.map { value(of: $0).bitPattern }
    }
}

/// An edit keeps the rows its suggestions move (`EditRecord.shifts`) until the tableau
/// changes shape. These tests hold that cache to what a fresh scan gives.
@Suite("Tableau: kept edit shifts")
struct TableauEditsTests {
    @Test func aSuggestionAfterAnAddMovesTheNewRowToo() throws {
        // given an edit whose shifts were kept by a first suggestion
        var solver = Solver()
        let container = Variable("container")
        let left = Variable("left")
        let width = Variable("width")
        try solver.addEditVariable(container, strength: .strong)
        try solver.add(left == 8)
        try solver.add((width == 100) ~ .weak)
        try solver.add(left + width + 8 <= container)
        try solver.suggestValue(300, for: container)
        #expect(solver.solved(width) == 100)

        // when a constraint that mentions the container joins, then the container moves
        let right = Variable("right")
        try solver.add(right == container - 8)
        try solver.suggestValue(500, for: container)

        // then the new row follows the suggestion
        #expect(solver.solved(right) == 492)
        #expect(solver.solved(width) == 100)
        solver.checkInvariants()
    }

    @Test func aSuggestionAfterARemovalFollowsTheRowsTheRemovalRewrote() throws {
        // given b == 2 · a and a == container + 10, with the container's shifts kept
        var solver = Solver()
        let container = Variable("container")
        let a = Variable("a")
        let b = Variable("b")
        try solver.addEditVariable(container, strength: .strong)
        let follows = a == container + 10
        try solver.add(follows)
        try solver.add(b == a * 2)
        try solver.suggestValue(300, for: container)
        #expect(solver.solved(b) == 620)

        // when a stops following the container (b's row is rewritten without it), then
        // the container moves
        try solver.remove(follows)
        try solver.suggestValue(500, for: container)

        // then b stays with a instead of moving with the container
        #expect(solver.solved(container) == 500)
        #expect(solver.solved(b) == 2 * solver.solved(a))
        solver.checkInvariants()
    }

    @Test func aCopyKeepsItsOwnShifts() throws {
        var original = Solver()
        let container = Variable("container")
        let half = Variable("half")
        try original.addEditVariable(container, strength: .strong)
        try original.add(half == container / 2)
        try original.suggestValue(100, for: container)

        var copy = original
        let quarter = Variable("quarter")
        try copy.add(quarter == container / 4)
        try copy.suggestValue(400, for: container)
        try original.suggestValue(200, for: container)

        #expect(original.solved(half) == 100)
        #expect(original.solved(quarter) == 0)
        #expect(copy.solved(half) == 200)
        #expect(copy.solved(quarter) == 100)
        original.checkInvariants()
        copy.checkInvariants()
    }

    /// Two solvers take the same seeded steps (adds, removes, changed constants, edit
    /// variables added and removed, suggestions); one forgets its kept shifts before
    /// every suggestion. Their values must agree to the bit after every step.
    @Test(arguments: 0..<150)
    func keptShiftsGiveWhatAFreshScanGives(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 90_000)
        let system = SolverRandomTests.makeSystem(seed: UInt64(seed) &* 13 &+ 11)
        var pool = system.constraints
        var kept = Solver()
        var scanned = Solver()
        // Each constraint as each solver holds it: a changed constant swaps in a new object per solver.
        var added: [(kept: Constraint, scanned: Constraint)] = []
        var edited: [Variable] = []
        for step in 0..<60 {
            let context: Comment = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<3 where !pool.isEmpty:
                let constraint = pool.remove(at: Int.random(in: pool.indices, using: &random))
                let addedToKept = (try? kept.add(constraint)) != nil
                let addedToScanned = (try? scanned.add(constraint)) != nil
                #expect(addedToKept == addedToScanned, context)
                if addedToKept && addedToScanned { added.append((constraint, constraint)) } else { pool.append(constraint) }
            case 3 where !added.isEmpty:
                let pair = added.remove(at: Int.random(in: added.indices, using: &random))
                try kept.remove(pair.kept)
                try scanned.remove(pair.scanned)
                pool.append(pair.kept)
            case 4 where !added.isEmpty:
                let position = Int.random(in: added.indices, using: &random)
                let constant = Double(Int.random(in: -20...20, using: &random))
                let fromKept = try? kept.changeConstant(of: added[position].kept, to: constant)
                let fromScanned = try? scanned.changeConstant(of: added[position].scanned, to: constant)
                #expect((fromKept == nil) == (fromScanned == nil), context)
                if let fromKept, let fromScanned { added[position] = (fromKept, fromScanned) }
            case 5 where edited.count < 3:
                let variable = system.variables.randomElement(using: &random)!
                if !kept.hasEditVariable(variable) {
                    let strength: Strength = Bool.random(using: &random) ? .strong : .weak
                    try kept.addEditVariable(variable, strength: strength)
                    try scanned.addEditVariable(variable, strength: strength)
                    edited.append(variable)
                }
            case 6 where !edited.isEmpty:
                let variable = edited.remove(at: Int.random(in: edited.indices, using: &random))
                try kept.removeEditVariable(variable)
                try scanned.removeEditVariable(variable)
            default:
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    guard let variable = edited.randomElement(using: &random) else { break }
                    let value = Double(Int.random(in: -150...150, using: &random))
                    try kept.suggestValue(value, for: variable)
                    scanned.forgetKeptShifts()
                    try scanned.suggestValue(value, for: variable)
                }
            }
            kept.checkInvariants()
            kept.updateVariables()
            scanned.updateVariables()
            #expect(kept.valueBits(system.variables) == scanned.valueBits(system.variables), context)
            #expect(kept.changedVariableCount == scanned.changedVariableCount, context)
        }
    }
}
