// Edit variables, suggestions, and publishing values.

extension Tableau {
    /// The slot in ``edits`` for `variable`, or -1.
    @inlinable
    func editSlot(of variable: Variable) -> Int {
        let index = variableTable.value(for: IdentityTable.key(variable))
        return index < 0 ? -1 : Int(editOf[Int(index)])
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if editSlot(of: variable) >= 0 { throw .duplicateEditVariable(variable) }
        let strength = Strength(value: strength.value)
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint, optimizing: true, guarded: true)
        let slot = constraintTable.value(for: IdentityTable.key(constraint))
        let record = constraints[Int(slot)]!
        let symbol = symbols[Int(variableTable.value(for: IdentityTable.key(variable)))]
        editOf[symbol.index] = Int32(edits.count)
        edits.append(
            EditRecord(
                variable: symbol, constraintSlot: slot, marker: record.marker, other: record.other, constant: 0,
                shifts: UnmanagedBuffer(), shiftsVersion: 0))
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let slot = editSlot(of: variable)
        if slot < 0 { throw .unknownEditVariable(variable) }
        var edit = edits[slot]
        let constraint = constraints[Int(edit.constraintSlot)]!.constraint
        edit.shifts.deallocate()
        editOf[edit.variable.index] = -1
        let last = edits.removeLast()
        if slot < edits.count {
            edits[slot] = last
            editOf[last.variable.index] = Int32(slot)
        }
        try remove(constraint)
    }

    /// Moves an edit variable's target: only the rows that mention its error symbols
    /// change, then the dual simplex repairs the rows that went infeasible.
    ///
    /// The rows to move and their factors are gathered once and kept in the edit's
    /// record until the tableau's shape changes (a pivot, an add, a removal), so
    /// repeated suggestions that keep the same basis only add to constants.
    ///
    /// - Complexity: O(*k*) for the *k* rows that mention the marker, plus the pivots the
    ///   dual simplex needs (none when the suggestion keeps the same active set); O(*c*)
    ///   for the *c* entries of the marker's column when the shape changed since the last
    ///   suggestion for this variable.
    @inlinable
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let slot = editSlot(of: variable)
        if slot < 0 { throw .unknownEditVariable(variable) }
        var edit = edits[slot]
        let delta = value - edit.constant
        edit.constant = value
        if edit.shiftsVersion != shapeVersion { gatherShifts(&edit) }
        edits[slot] = edit
        let shifts = edit.shifts
        for position in 0..<shifts.count {
            let shift = shifts[position]
            shiftConstant(shift.slot, by: delta * shift.factor)
        }
        try dualOptimize()
    }

    /// Lists the rows a suggestion for `edit` moves, in the order the marker's column
    /// meets them (so constants move and infeasible rows queue as a scan would).
    ///
    /// Edit constraints are non-required equalities: marker and other are the two
    /// error symbols, and at most one of them is basic. When one is, only its row moves
    /// (by -delta for the marker, +delta for the other); else every row that mentions
    /// the marker moves by delta times its coefficient.
    @usableFromInline
    mutating func gatherShifts(_ edit: inout EditRecord) {
        edit.shifts.removeAll()
        let markerSlot = rowOf[edit.marker.index]
        let otherSlot = rowOf[edit.other.index]
        if markerSlot >= 0 {
            edit.shifts.append(EditShift(slot: markerSlot, factor: -1))
        } else if otherSlot >= 0 {
            edit.shifts.append(EditShift(slot: otherSlot, factor: 1))
        } else {
            let column = columns[edit.marker.index]
            let stamp = nextMark()
            for position in 0..<Int(column.count) {
                let rowSlot = column[position]
                if rowMarks[Int(rowSlot)] == stamp { continue }
                rowMarks[Int(rowSlot)] = stamp
                let row = rows[Int(rowSlot)]
                if row.basic.isNone { continue }
                let coefficient = row.coefficient(of: edit.marker)
                if coefficient != 0 { edit.shifts.append(EditShift(slot: rowSlot, factor: coefficient)) }
            }
        }
        edit.shiftsVersion = shapeVersion
    }

    @inlinable
    mutating func shiftConstant(_ slot: Int32, by delta: Double) {
        var row = rows[Int(slot)]
        row.constant += delta
        rows[Int(slot)] = row
        if row.basic.isExternal {
            markDirty(row.basic)
        } else if row.constant < 0 {
            infeasible.append(row.basic)
        }
    }

    /// Copies the current solution into the published values, for the variables whose
    /// rows changed since the last call, and lists in ``changed`` those whose value moved.
    ///
    /// - Complexity: O(*d*) for *d* changed variables; O(1) when nothing changed.
    @inlinable
    mutating func updateVariables() {
        changed.removeAll()
        if !forgottenInLastUpdate.isEmpty { forgottenInLastUpdate.removeAll(keepingCapacity: true) }
        if !forgottenSinceUpdate.isEmpty { swap(&forgottenInLastUpdate, &forgottenSinceUpdate) }
        let count = dirty.count
        guard count > 0 else { return }
        for position in 0..<count {
            let index = Int(dirty[position])
            flags[index] &= ~SymbolFlags.dirty
            guard symbols[index].isExternal else { continue }
            let slot = rowOf[index]
            let value = slot >= 0 ? rows[Int(slot)].constant : 0
            if value != published[index] {
                published[index] = value
                changed.append(Int32(index))
            }
        }
        dirty.removeAll()
    }

    /// The published value of `variable`; zero for a variable the solver does not know.
    @inlinable
    func value(of variable: Variable) -> Double {
        let index = variableTable.value(for: IdentityTable.key(variable))
        return index < 0 ? 0 : published[Int(index)]
    }
}
