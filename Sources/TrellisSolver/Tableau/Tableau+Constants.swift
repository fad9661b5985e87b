// Changing a constraint's constant in place, as Auto Layout changes a `constant`.
//
// A constraint's marker symbol (its slack, dummy or first error symbol) appears in the
// constraint's original row and nowhere else, with a coefficient k. Changing the
// constant by d is then the same as renaming the marker m to m + d / k: every row that
// mentions m moves its constant by its coefficient · d / k, or, when m is basic, its
// own row moves by -d / k. The basis stays optimal; the dual simplex repairs the rows
// that went negative.

extension Tableau {
    /// The coefficient the marker had in the constraint's original row (`makeRow`).
    static func markerCoefficient(of constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Replaces `constraint` by `replacement` (the same terms, relation and strength with
    /// another constant) without removing its row; see ``Solver/changeConstant(of:to:)``.
    mutating func changeConstant(of constraint: Constraint, to replacement: Constraint) throws(SolverError) {
        let key = IdentityTable.key(constraint)
        let slot = constraintTable.value(for: key)
        guard slot >= 0, let record = constraints[Int(slot)] else { throw .unknownConstraint(constraint) }
        for position in 0..<edits.count {
            precondition(
                edits[position].constraintSlot != slot,
                "\(constraint) is an edit variable's constraint; move it with suggestValue(_:for:)")
        }
        let delta = replacement.expression.constant - constraint.expression.constant
        let shift = delta / Self.markerCoefficient(of: constraint)
        if !nearZero(delta) {
            if let conflicts = requiredConflicts(shiftingMarker: record.marker, by: shift) {
                throw .unsatisfiableConstraint(replacement, conflicts: conflicts)
            }
            shiftMarker(record.marker, by: shift)
            if let (failedSlot, _) = dualOptimize(skippingRowsOfDummies: false) {
                let conflicts = requiredConflicts(ofNegativeRow: failedSlot)
                try restoreAfterFailedShift(of: record.marker, by: shift)
                throw .unsatisfiableConstraint(replacement, conflicts: conflicts.isEmpty ? [constraint] : conflicts)
            }
        }
        constraintTable.remove(key)
        constraintTable.insert(slot, for: IdentityTable.key(replacement))
        constraints[Int(slot)] = ConstraintRecord(constraint: replacement, marker: record.marker, other: record.other)
    }

    /// A required equality's dummy cannot move: when the shift would give a row whose
    /// basic symbol is a dummy a non-zero constant, the constraints that row ties together.
    func requiredConflicts(shiftingMarker marker: Symbol, by shift: Double) -> [Constraint]? {
        guard marker.isDummy else { return nil }
        let slot = rowOf[marker.index]
        if slot >= 0 {
            return owningConstraints(of: rows[Int(slot)], requiredOnly: true) + [constraints[Int(owner[marker.index])]!.constraint]
        }
        let column = columns[marker.index]
        for position in 0..<Int(column.count) {
            let row = rows[Int(column[position])]
            guard row.basic.isDummy else { continue }
            let coefficient = row.coefficient(of: marker)
            if !nearZero(row.constant + coefficient * shift) { return owningConstraints(of: row, requiredOnly: true) }
        }
        return nil
    }

    /// Renames the marker `m` to `m + shift` in every row that mentions it.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        let markerSlot = rowOf[marker.index]
        if markerSlot >= 0 {
            shiftConstant(markerSlot, by: -shift)
            return
        }
        objectiveConstant += objective[marker.index] * shift
        let column = columns[marker.index]
        let stamp = nextMark()
        for position in 0..<Int(column.count) {
            let rowSlot = column[position]
            if rowMarks[Int(rowSlot)] == stamp { continue }
            rowMarks[Int(rowSlot)] = stamp
            let row = rows[Int(rowSlot)]
            if row.basic.isNone { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient != 0 { shiftConstant(rowSlot, by: coefficient * shift) }
        }
    }

    /// Shifts the marker back and re-solves: the system is the one that was feasible
    /// before, so the dual simplex reaches its optimum again (the same values).
    mutating func restoreAfterFailedShift(of marker: Symbol, by shift: Double) throws(SolverError) {
        shiftMarker(marker, by: -shift)
        for slot in 0..<rows.count {
            let row = rows[slot]
            if !row.basic.isNone, !row.basic.isExternal, !row.basic.isDummy, row.constant < 0, !nearZero(row.constant) {
                infeasible.append(row.basic)
            }
        }
        try dualOptimize()
    }
}
