import Testing

@testable import TrellisSolver

/// `changeConstant(of:to:)` and `changedVariables`.
@Suite("Solver: constants changed in place, and the variables an update changed")
struct SolverConstantsTests {
    @Test(arguments: 0..<200)
    func inPlaceMatchesRemoveAndAddAgain(seed: Int) throws {
        var system = SolverRandomTests.makeSystem(seed: UInt64(seed) &+ 9000)
        var (solver, added) = try SolverRandomTests.build(system)
        system.variables.sort { $0.name < $1.name }
        var random = SeededGenerator(seed: UInt64(seed))
        for step in 0..<12 {
            let index = Int.random(in: added.indices, using: &random)
            let old = added[index]
            let constant = old.expression.constant + Double(Int.random(in: -30...30, using: &random))
            // The reference: kiwi's way, remove and add a new constraint.
            var reference = solver
            try reference.remove(old)
            let fresh = Constraint(LinearExpression(terms: old.expression.terms, constant: constant), old.relation, strength: old.strength)
            var referenceAdded = true
            do { try reference.add(fresh) } catch { referenceAdded = false }
            reference.updateVariables()

            let before = system.variables.map { solver[$0] }
            let costBefore = solver.cost(of: added)
            do {
                let replacement = try solver.changeConstant(of: old, to: constant)
                #expect(referenceAdded, "seed \(seed) step \(step): in place accepted what remove + add refused")
                #expect(!solver.contains(old) && solver.contains(replacement))
                added[index] = replacement
            } catch {
                guard case .unsatisfiableConstraint = error else { throw error }
                #expect(!referenceAdded, "seed \(seed) step \(step): in place refused what remove + add accepted")
                #expect(solver.contains(old))
            }
            solver.checkInvariants()
            solver.updateVariables()
            for constraint in added where constraint.strength.isRequired {
                #expect(constraint.isSatisfied { solver[$0] }, "seed \(seed) step \(step): \(constraint) violated")
            }
            if solver.contains(old) {
                // Refused: the solution is the one before (the same optimum).
                #expect(close(solver.cost(of: added), costBefore), "seed \(seed) step \(step)")
                #expect(zip(system.variables, before).allSatisfy { close(solver[$0], $1) } || close(solver.cost(of: added), costBefore))
            } else {
                let referenceConstraints = added.map { $0 === added[index] ? fresh : $0 }
                #expect(
                    close(solver.cost(of: added), reference.cost(of: referenceConstraints), tolerance: 1e-6),
                    "seed \(seed) step \(step): in place is not optimal")
            }
        }
    }

    @Test(arguments: 0..<100)
    func changedVariablesAreExactlyTheValuesThatMoved(seed: Int) throws {
        let system = SolverRandomTests.makeSystem(seed: UInt64(seed) &+ 12_000)
        var (solver, added) = try SolverRandomTests.build(system)
        var random = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<10 {
            let before = system.variables.map { solver[$0] }
            let index = Int.random(in: added.indices, using: &random)
            let constant = added[index].expression.constant + Double(Int.random(in: -5...5, using: &random))
            if let replacement = try? solver.changeConstant(of: added[index], to: constant) { added[index] = replacement }
            solver.updateVariables()
            let moved = Set(zip(system.variables, before).filter { solver[$0] != $1 }.map(\.0))
            #expect(Set(solver.changedVariables) == moved, "seed \(seed)")
            solver.updateVariables()
            #expect(solver.changedVariables.isEmpty, "an update that moved nothing reports nothing")
        }
    }

    @Test func spacingConstantMovesOnlyWhatDependsOnIt() throws {
        let aTop = Variable("a.top")
        let bTop = Variable("b.top")
        let cTop = Variable("c.top")
        let other = Variable("other")
        var solver = Solver()
        try solver.add(aTop == 0)
        var spacing = bTop == aTop + 8
        try solver.add(spacing)
        try solver.add(cTop == bTop + 4)
        try solver.add(other == 100)
        solver.updateVariables()
        spacing = try solver.changeConstant(of: spacing, to: -16)  // b.top − a.top − 16 == 0
        solver.updateVariables()
        #expect(solver[bTop] == 16 && solver[cTop] == 20 && solver[aTop] == 0 && solver[other] == 100)
        #expect(Set(solver.changedVariables) == [bTop, cTop])
        #expect(solver.constraints.contains(spacing))
        try solver.remove(spacing)
        #expect(!solver.contains(spacing))
    }

    @Test func aForgottenVariableIsReportedWhenItStopsReadingItsValue() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        let pin = x == 7
        try solver.add(pin)
        try solver.add(y == 0)
        solver.updateVariables()
        #expect(solver.changedVariables == [x])
        try solver.remove(pin)  // nothing mentions x now: it reads 0
        #expect(solver[x] == 0)
        solver.updateVariables()
        #expect(solver.changedVariables == [x])
        solver.updateVariables()
        #expect(solver.changedVariables.isEmpty && solver.changedVariableCount == 0)
        // A new variable in the recycled slot starts from 0, not from x's old value.
        let z = Variable("z")
        try solver.add(z == 7)
        solver.updateVariables()
        #expect(solver.changedVariables == [z])
    }

    @Test func unknownConstraintIsRefused() {
        var solver = Solver()
        let x = Variable("x")
        let stranger = x == 3
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.changeConstant(of: stranger, to: 1) }
    }

    @Test func requiredInequalityThatContradictsIsRefusedAndTheSolverKept() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 10
        let ceiling = x <= 20
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 18) ~ .weak)
        #expect(solver.solved(x) == 18)
        do {
            try solver.changeConstant(of: ceiling, to: -5)  // x <= 5 contradicts x >= 10
            Issue.record("a contradicting constant was accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { throw error }
            #expect(conflicts.contains(floor) || conflicts.contains(ceiling))
        }
        solver.checkInvariants()
        #expect(solver.contains(ceiling) && solver.solved(x) == 18)
        let lower = try solver.changeConstant(of: ceiling, to: -15)  // x <= 15
        #expect(solver.solved(x) == 15)
        #expect(solver.contains(lower))
    }

    @Test func redundantRequiredEqualityCannotMoveAlone() throws {
        let x = Variable("x")
        var solver = Solver()
        let first = x == 10
        let second = x == 10
        try solver.add(first)
        try solver.add(second)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: second, to: -12) }
        solver.checkInvariants()
        #expect(solver.contains(second) && solver.solved(x) == 10)
        // Moving it to where it already holds is fine.
        try solver.changeConstant(of: second, to: -10)
        #expect(solver.solved(x) == 10)
    }
}
