// Adding constraints: kiwi's algorithm on the dense tableau, with exact rollback when
// an add fails.

extension Tableau {
    /// Restores the state saved before a row without a subject was tried and frees the
    /// symbols the failed row created. Without a saved state (a batch add) it does
    /// nothing: the batch rolls the whole tableau back.
    mutating func rollBack(to snapshot: inout Tableau?, discarding pending: PendingRow, of constraint: Constraint) {
        guard let saved = snapshot else { return }
        deallocate()
        self = saved
        snapshot = nil
        discardSymbols(pending, of: constraint)
    }

    /// A constraint turned into a row, before anything in the tableau has changed
    /// except the registration of new symbols (undone by ``discardSymbols(_:of:)``).
    struct PendingRow {
        var row: Row
        var marker: Symbol
        var other: Symbol
    }

    // MARK: - Adding

    /// Adds `constraint`; see ``Solver/add(_:)``.
    ///
    /// - Parameters:
    ///   - optimizing: Re-optimise at once; a deferred batch optimises once at the end.
    ///   - guarded: Roll back a failed row without a subject here; a batch add rolls back
    ///     as a whole.
    mutating func add(_ constraint: Constraint, optimizing: Bool, guarded: Bool) throws(SolverError) {
        let key = IdentityTable.key(constraint)
        if constraintTable.value(for: key) >= 0 { throw .duplicateConstraint(constraint) }

        var pending = makeRow(constraint)
        var subject = chooseSubject(pending)
        if subject.isNone && isAllDummies(pending.row) {
            if !nearZero(pending.row.constant) {
                let conflicts = owningConstraints(of: pending.row, requiredOnly: true)
                pending.row.deallocate(in: pool)
                discardSymbols(pending, of: constraint)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            subject = pending.marker
        }

        if subject.isNone {
            // The copy comes first: a rollback restores the objective before the charge.
            var snapshot = guarded ? copy() : nil
            chargeErrors(pending, strength: constraint.strength)
            let outcome: [Constraint]?
            do {
                // A required inequality the current values break is repaired by the dual
                // simplex, which needs an optimal tableau; any other row goes through phase one.
                let repairable = optimizing && pending.marker.kind == .slack && pending.other.isNone
                outcome = repairable ? addRepairingByDualSimplex(pending) : try addWithArtificialVariable(pending.row)
            } catch {
                rollBack(to: &snapshot, discarding: pending, of: constraint)
                throw error
            }
            if let conflicts = outcome {
                rollBack(to: &snapshot, discarding: pending, of: constraint)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            snapshot?.deallocate()
        } else {
            chargeErrors(pending, strength: constraint.strength)
            var row = pending.row
            solve(&row, slot: -1, for: subject)
            let slot = insertRow(row)
            substitute(subject, row, skipping: slot)
        }

        register(constraint, key: key, pending)
        if optimizing { try reoptimize() }
    }

    /// The row for `constraint` with every basic variable substituted, plus its slack,
    /// error or dummy symbols; the constant is made non-negative.
    mutating func makeRow(_ constraint: Constraint) -> PendingRow {
        precondition(
            constraint.expression.constant.isFinite && constraint.expression.terms.allSatisfy { $0.coefficient.isFinite },
            "\(constraint) has a number that is not finite; look for a division by zero where it was built")
        var row = Row(constant: constraint.expression.constant)
        termSymbols.removeAll()
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbolForVariable(term.variable)
            termSymbols.append(Int32(symbol.index))
            let slot = rowOf[symbol.index]
            if slot >= 0 {
                if rows[Int(slot)].isDeferred { refreshDeferredRow(slot) }
                merge(&row, slot: -1, rows[Int(slot)], factor: term.coefficient, removing: .none)
            } else {
                addCoefficient(&row, symbol, term.coefficient)
            }
        }

        var marker = Symbol.none
        var other = Symbol.none
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            addCoefficient(&row, marker, sign)
            if !required {
                other = makeSymbol(.error)
                addCoefficient(&row, other, -sign)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                addCoefficient(&row, marker, 1)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                addCoefficient(&row, marker, -1)
                addCoefficient(&row, other, 1)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return PendingRow(row: row, marker: marker, other: other)
    }

    /// `row[symbol] += coefficient` for a detached row.
    mutating func addCoefficient(_ row: inout Row, _ symbol: Symbol, _ coefficient: Double) {
        let position = row.position(of: symbol)
        if position >= 0 {
            let value = row[position].coefficient + coefficient
            if nearZero(value) { row.remove(at: position) } else { row[position].coefficient = value }
        } else if !nearZero(coefficient) {
            insertAbsent(&row, slot: -1, Cell(symbol, coefficient))
        }
    }

    /// The variable's symbol, registering the variable when the solver meets it first.
    mutating func symbolForVariable(_ variable: Variable) -> Symbol {
        let key = IdentityTable.key(variable)
        let known = variableTable.value(for: key)
        if known >= 0 { return symbols[Int(known)] }
        let symbol = makeSymbol(.external)
        variableTable.insert(Int32(symbol.index), for: key)
        while variables.count <= symbol.index { variables.append(nil) }
        variables[symbol.index] = variable
        markDirty(symbol)
        return symbol
    }

    /// kiwi's subject choice: the first external symbol, else a marker or error
    /// symbol with a negative coefficient (so it solves to a non-negative value).
    func chooseSubject(_ pending: PendingRow) -> Symbol {
        let row = pending.row
        for position in 0..<Int(row.count) where row[position].symbol.isExternal {
            return row[position].symbol
        }
        if pending.marker.isPivotable && row.coefficient(of: pending.marker) < 0 { return pending.marker }
        if pending.other.isPivotable && row.coefficient(of: pending.other) < 0 { return pending.other }
        return .none
    }

    /// Charges the constraint's error symbols to the objective with its strength.
    mutating func chargeErrors(_ pending: PendingRow, strength: Strength) {
        if pending.marker.kind == .error { objectiveAdd(pending.marker, strength.value) }
        if !pending.other.isNone && pending.other.kind == .error { objectiveAdd(pending.other, strength.value) }
    }

    /// Adds a required inequality that the current values break and no variable can
    /// absorb: its row mentions no external symbol, and its slack would solve to a
    /// negative value. The slack becomes basic at that value anyway and the dual simplex
    /// repairs the row; the tableau must be optimal (every add but a deferred batch's
    /// leaves it so), and stays optimal, since a new slack has no weight in the objective.
    ///
    /// kiwi adds every row without a subject with an artificial variable: it minimises
    /// that variable (phase one), drops it, and then optimises the objective again. In
    /// kiwi's enaml form 11 of the 12 rows without a subject are such inequalities; the
    /// dual simplex repairs them in fewer pivots than the two phases (66 pivots in all
    /// before, 63 after) and without the artificial row's copy.
    ///
    /// - Returns: `nil` when the row was added; otherwise the required constraints that
    ///   keep a row negative (the tableau is left changed: the caller rolls back).
    mutating func addRepairingByDualSimplex(_ pending: PendingRow) -> [Constraint]? {
        var row = pending.row
        solve(&row, slot: -1, for: pending.marker)
        // The slack is new: no other row mentions it, there is nothing to substitute.
        _ = insertRow(row)
        infeasible.append(pending.marker)
        guard let (failed, _) = dualOptimize(skippingRowsOfDummies: false) else { return nil }
        return requiredConflicts(ofNegativeRow: failed)
    }

    /// The required constraints that keep the row in `slot` negative after the dual
    /// simplex found no symbol to repair it: the owners of its basic symbol and of
    /// every symbol it mentions.
    func requiredConflicts(ofNegativeRow slot: Int32) -> [Constraint] {
        let failed = rows[Int(slot)]
        var conflicts = owningConstraints(of: failed, requiredOnly: true)
        let basicOwner = owner[failed.basic.index]
        if basicOwner >= 0, let record = constraints[Int(basicOwner)], record.constraint.strength.isRequired,
            !conflicts.contains(where: { $0 === record.constraint })
        {
            conflicts.append(record.constraint)
        }
        return conflicts
    }

    /// Phase one for a row with no usable subject: adds it with an artificial variable
    /// and minimises that variable.
    ///
    /// - Returns: `nil` when the row was added; otherwise the required constraints
    ///   that keep the artificial variable above zero (the caller rolls back).
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Constraint]? {
        let artificialSymbol = makeSymbol(.slack)
        var artificialRow = row.copy(in: pool)
        artificialRow.basic = artificialSymbol
        _ = insertRow(artificialRow)
        artificial = row
        artificialActive = true

        do {
            try optimize(artificialObjective: true)
        } catch {
            artificialActive = false
            artificial.deallocate(in: pool)
            throw error
        }
        let success = nearZero(artificial.constant)
        let conflicts = success ? [] : owningConstraints(of: artificial, requiredOnly: true)
        artificialActive = false
        artificial.deallocate(in: pool)
        artificial = Row()
        if !success { return conflicts }

        let slot = rowOf[artificialSymbol.index]
        if slot >= 0 {
            var basicRow = detachRow(slot)
            if basicRow.isEmpty {
                basicRow.deallocate(in: pool)
                freeSymbol(artificialSymbol)
                return nil
            }
            var entering = Symbol.none
            for position in 0..<Int(basicRow.count) where basicRow[position].symbol.isPivotable {
                entering = basicRow[position].symbol
                break
            }
            if entering.isNone {
                basicRow.deallocate(in: pool)
                return owningConstraints(of: row, requiredOnly: true)
            }
            solve(&basicRow, slot: -1, for: entering)
            let newSlot = insertRow(basicRow)
            substitute(entering, basicRow, skipping: newSlot)
        }
        eliminate(artificialSymbol)
        freeSymbol(artificialSymbol)
        return nil
    }

    /// Drops every cell of a parametric `symbol` and its objective weight.
    mutating func eliminate(_ symbol: Symbol) {
        shapeVersion &+= 1
        let column = columns[symbol.index]
        for position in 0..<Int(column.count) {
            let slot = column[position]
            var row = rows[Int(slot)]
            if row.basic.isNone { continue }
            let found = row.position(of: symbol)
            if found >= 0 {
                row.remove(at: found)
                rows[Int(slot)] = row
            }
        }
        columns[symbol.index].count = 0
        columns[symbol.index].stale = 0
        objective[symbol.index] = 0
    }

    /// The constraints whose marker or error symbols appear in `row`.
    func owningConstraints(of row: Row, requiredOnly: Bool) -> [Constraint] {
        var found: [Constraint] = []
        var seen: Set<Int32> = []
        for position in 0..<Int(row.count) {
            let slot = owner[row[position].symbol.index]
            guard slot >= 0, let record = constraints[Int(slot)], seen.insert(slot).inserted else { continue }
            if !requiredOnly || record.constraint.strength.isRequired { found.append(record.constraint) }
        }
        return found
    }

    /// Undoes the symbol registrations of ``makeRow(_:)`` for a row that will not be
    /// added: its marker and error symbols and the variables it met first (those no
    /// added constraint references). Frees them newest first, so the free list is as before.
    mutating func discardSymbols(_ pending: PendingRow, of constraint: Constraint) {
        if !pending.other.isNone { discardSymbol(pending.other) }
        discardSymbol(pending.marker)
        var fresh: [Symbol] = []
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let index = variableTable.value(for: IdentityTable.key(term.variable))
            if index >= 0 && references[Int(index)] == 0 && !fresh.contains(symbols[Int(index)]) {
                fresh.append(symbols[Int(index)])
            }
        }
        for symbol in fresh.reversed() {
            if let variable = variables[symbol.index] {
                variableTable.remove(IdentityTable.key(variable))
                variables[symbol.index] = nil
            }
            discardSymbol(symbol)
        }
    }

    private mutating func discardSymbol(_ symbol: Symbol) {
        objective[symbol.index] = 0
        freeSymbol(symbol)
    }

    /// Calls `body` once for each distinct variable symbol of `constraint` (terms with
    /// a zero coefficient were never registered and are skipped).
    mutating func forEachVariable(of constraint: Constraint, _ body: (inout Tableau, Symbol) -> Void) {
        let terms = constraint.expression.terms
        for term in terms where !nearZero(term.coefficient) {
            let index = Int(variableTable.value(for: IdentityTable.key(term.variable)))
            if flags[index] & SymbolFlags.visiting == 0 {
                flags[index] |= SymbolFlags.visiting
                body(&self, symbols[index])
            }
        }
        for term in terms where !nearZero(term.coefficient) {
            let index = variableTable.value(for: IdentityTable.key(term.variable))
            if index >= 0 { flags[Int(index)] &= ~SymbolFlags.visiting }
        }
    }

    /// Records an added constraint: its slot, its symbols' owner, and one more reference
    /// to each of its variables (``termSymbols``, from the ``makeRow(_:)`` that made its row).
    mutating func register(_ constraint: Constraint, key: UInt, _ pending: PendingRow) {
        let record = ConstraintRecord(constraint: constraint, marker: pending.marker, other: pending.other)
        let slot: Int32
        if let free = freeConstraintSlots.popLast() {
            slot = free
            constraints[Int(slot)] = record
        } else {
            slot = Int32(constraints.count)
            constraints.append(record)
        }
        constraintTable.insert(slot, for: key)
        constraintCount += 1
        owner[pending.marker.index] = slot
        if !pending.other.isNone { owner[pending.other.index] = slot }
        // Each distinct variable once: the symbols makeRow found for this constraint.
        for position in 0..<termSymbols.count {
            let index = Int(termSymbols[position])
            if flags[index] & SymbolFlags.visiting == 0 {
                flags[index] |= SymbolFlags.visiting
                references[index] += 1
            }
        }
        for position in 0..<termSymbols.count { flags[Int(termSymbols[position])] &= ~SymbolFlags.visiting }
    }
}
