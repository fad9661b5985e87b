// Re-optimising after a change, removing constraints, and recycling the symbols and
// variables that no constraint uses any more.

extension Tableau {
    /// Restores optimality, then feasibility.
    ///
    /// kiwi stops after the primal simplex, so a substitution that drove a restricted
    /// row negative (possible once a removal has left an external symbol parametric in
    /// restricted rows) stays infeasible until the next `suggestValue`, and required
    /// constraints read back violated. Running the dual simplex right away closes that gap.
    mutating func reoptimize() throws(SolverError) {
        try optimize()
        if !infeasible.isEmpty { try dualOptimize() }
    }

    // MARK: - Removing

    /// Removes `constraint`; see ``Solver/remove(_:)``.
    mutating func remove(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) {
        let key = IdentityTable.key(constraint)
        let slot = constraintTable.value(for: key)
        guard slot >= 0, let record = constraints[Int(slot)] else { throw .unknownConstraint(constraint) }
        constraintTable.remove(key)
        constraints[Int(slot)] = nil
        freeConstraintSlots.append(slot)
        constraintCount -= 1

        // Take the error weights out of the objective before pivoting, or the
        // substitutions below would carry them into other rows' costs.
        let strength = constraint.strength.value
        for symbol in [record.marker, record.other] where !symbol.isNone && symbol.kind == .error {
            let basicSlot = rowOf[symbol.index]
            if basicSlot >= 0 {
                objectiveAdd(rows[Int(basicSlot)], factor: -strength)
            } else {
                objectiveAdd(symbol, -strength)
            }
        }

        let marker = record.marker
        let markerSlot = rowOf[marker.index]
        if markerSlot >= 0 {
            var dropped = detachRow(markerSlot)
            dropped.deallocate(in: pool)
        } else {
            let leavingSlot = markerLeavingRow(marker)
            if leavingSlot >= 0 {
                var dropped = detachRow(leavingSlot)
                solve(&dropped, slot: -1, for: marker)
                substitute(marker, dropped, skipping: -1)
                dropped.deallocate(in: pool)
            }
        }

        owner[marker.index] = -1
        flags[marker.index] |= SymbolFlags.orphan
        if !record.other.isNone {
            owner[record.other.index] = -1
            flags[record.other.index] |= SymbolFlags.orphan
        }
        releaseIfOrphan(marker)
        releaseIfOrphan(record.other)
        forEachVariable(of: constraint) { tableau, symbol in
            tableau.references[symbol.index] -= 1
            if tableau.references[symbol.index] == 0 { tableau.flags[symbol.index] |= SymbolFlags.orphan }
        }
        // Released after the walk: releasing frees symbols that the walk still reads.
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let index = variableTable.value(for: IdentityTable.key(term.variable))
            if index >= 0 { releaseIfOrphan(symbols[Int(index)]) }
        }
        if constraintCount == 0 {
            // Nothing left to weigh: drop the rounding residue of the objective's constant.
            objectiveConstant = 0
        }
        if optimizing { try reoptimize() }
    }

    /// Frees an orphaned symbol (its constraint or variable is gone) once no row uses it.
    mutating func releaseIfOrphan(_ symbol: Symbol) {
        guard !symbol.isNone, symbols[symbol.index] == symbol, flags[symbol.index] & SymbolFlags.orphan != 0 else { return }
        if symbol.isExternal {
            // A variable no constraint mentions: its row (if basic) defines it alone,
            // and any cells left are rounding dust.
            let slot = rowOf[symbol.index]
            if slot >= 0 {
                var dropped = detachRow(slot)
                dropped.deallocate(in: pool)
            }
            eliminate(symbol)
            if let variable = variables[symbol.index] {
                // Its value now reads 0: the next update reports it if that is a change.
                if published[symbol.index] != 0 { forgottenSinceUpdate.append(variable) }
                variableTable.remove(IdentityTable.key(variable))
                variables[symbol.index] = nil
            }
            flags[symbol.index] &= ~SymbolFlags.orphan
            freeSymbol(symbol)
        } else if rowOf[symbol.index] < 0 && !isMentioned(symbol) {
            objective[symbol.index] = 0
            flags[symbol.index] &= ~SymbolFlags.orphan
            freeSymbol(symbol)
        } else {
            lingering.append(symbol)
        }
    }

    /// Whether any live row has a cell for `symbol`.
    func isMentioned(_ symbol: Symbol) -> Bool {
        let column = columns[symbol.index]
        for position in 0..<Int(column.count) {
            let row = rows[Int(column[position])]
            if !row.basic.isNone && row.position(of: symbol) >= 0 { return true }
        }
        return false
    }

    /// Retries orphans that were still in use when their constraint went away.
    mutating func sweepLingering() {
        guard !lingering.isEmpty else { return }
        let pending = lingering
        lingering = []
        for symbol in pending { releaseIfOrphan(symbol) }
    }
}
