// Structural checks of the tableau, run by the tests after every operation.

extension Tableau {
    /// Traps with a description of the first broken invariant
    /// (``firstInvariantViolation()``).
    func checkInvariants() {
        if let violation = firstInvariantViolation() { preconditionFailure(violation) }
    }

    /// A description of the first broken invariant, or `nil` when all hold.
    ///
    /// - Rows are sorted, have no zero cells, never mention a basic symbol, and none is
    ///   left deferred by a batch (``defersExternalRows``).
    /// - `rowOf` and each row's basic symbol agree.
    /// - Every cell is in its symbol's column.
    /// - Restricted rows are feasible (unless queued in `infeasible`).
    /// - The objective mentions only parametric symbols, and every negative
    ///   coefficient is in the candidate list.
    /// - An edit's kept shifts, while marked current, are what a new scan would gather.
    /// - No column is stamped later than the substitution epoch (it only grows, and starts
    ///   again only with every stamp cleared).
    func firstInvariantViolation() -> String? {
        var live = 0
        for slot in 0..<rows.count {
            let row = rows[slot]
            if row.basic.isNone { continue }
            live += 1
            guard rowOf[row.basic.index] == Int32(slot) else { return "rowOf disagrees for \(name(of: row.basic))" }
            guard symbols[row.basic.index] == row.basic else { return "row \(slot) has a freed basic symbol" }
            guard !row.isDeferred else { return "row \(name(of: row.basic)) is still deferred after its batch" }
            if row.basic.isDummy {
                guard nearZero(row.constant) else { return "dummy row \(name(of: row.basic)) is not zero: \(row.constant)" }
            }
            if !row.basic.isExternal {
                let pending = (0..<infeasible.count).contains { infeasible[$0] == row.basic }
                guard row.constant >= -1e-6 || pending else {
                    return "restricted row \(name(of: row.basic)) is infeasible: \(row.constant)"
                }
            }
            for position in 0..<Int(row.count) {
                let cell = row[position]
                if position > 0 { guard row[position - 1].symbol < cell.symbol else { return "row \(slot) is not sorted" } }
                guard !nearZero(cell.coefficient) else { return "row \(slot) keeps a zero cell" }
                guard symbols[cell.symbol.index] == cell.symbol else { return "row \(slot) mentions a freed symbol" }
                guard rowOf[cell.symbol.index] < 0 else { return "row \(slot) mentions basic symbol \(name(of: cell.symbol))" }
                let column = columns[cell.symbol.index]
                guard (0..<Int(column.count)).contains(where: { column[$0] == Int32(slot) }) else {
                    return "column of \(name(of: cell.symbol)) misses row \(slot)"
                }
            }
        }
        guard live == liveRows else { return "live row count \(liveRows) but \(live) rows found" }
        for index in 0..<objective.count where objective[index] != 0 {
            guard rowOf[index] < 0 else { return "objective mentions basic symbol \(name(of: symbols[index]))" }
            if objective[index] < 0 && !symbols[index].isDummy {
                guard flags[index] & SymbolFlags.candidate != 0 else {
                    return "negative objective cell \(name(of: symbols[index])) is not a candidate"
                }
            }
        }
        for index in 0..<columns.count where columns[index].clearedAt > substitutionEpoch {
            return "column \(index) is stamped \(columns[index].clearedAt), after the epoch \(substitutionEpoch)"
        }
        for slot in 0..<edits.count where edits[slot].shiftsVersion == shapeVersion {
            let edit = edits[slot]
            let kept = (0..<edit.shifts.count).map { edit.shifts[$0] }
            guard kept == rescannedShifts(of: edit) else {
                return "edit \(name(of: edit.variable)) keeps shifts \(kept) from before the tableau changed shape"
            }
        }
        return nil
    }

    /// What ``gatherShifts(_:)`` would list for `edit` now, found without the visit
    /// marks so the check does not lean on the code it checks.
    func rescannedShifts(of edit: EditRecord) -> [EditShift] {
        let markerSlot = rowOf[edit.marker.index]
        if markerSlot >= 0 { return [EditShift(slot: markerSlot, factor: -1)] }
        let otherSlot = rowOf[edit.other.index]
        if otherSlot >= 0 { return [EditShift(slot: otherSlot, factor: 1)] }
        var seen: Set<Int32> = []
        var shifts: [EditShift] = []
        let column = columns[edit.marker.index]
        for position in 0..<Int(column.count) {
            let slot = column[position]
            guard seen.insert(slot).inserted, !rows[Int(slot)].basic.isNone else { continue }
            let coefficient = rows[Int(slot)].coefficient(of: edit.marker)
            if coefficient != 0 { shifts.append(EditShift(slot: slot, factor: coefficient)) }
        }
        return shifts
    }

    /// How many rows, symbols in use and constraints the tableau holds.
    var census: (rows: Int, symbols: Int, constraints: Int, variables: Int) {
        var used = 0
        var externals = 0
        for index in 0..<symbols.count where !symbols[index].isNone {
            used += 1
            if symbols[index].isExternal { externals += 1 }
        }
        return (liveRows, used, constraintCount, externals)
    }
}
