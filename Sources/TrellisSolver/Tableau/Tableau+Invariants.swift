// Structural checks of the tableau, run by the tests after every operation.

extension Tableau {
    /// Traps with a description of the first broken invariant.
    ///
    /// - Rows are sorted, have no zero cells, and never mention a basic symbol.
    /// - `rowOf` and each row's basic symbol agree.
    /// - Every cell is in its symbol's column.
    /// - Restricted rows are feasible (unless queued in `infeasible`).
    /// - The objective mentions only parametric symbols, and every negative
    ///   coefficient is in the candidate heap.
    /// - An edit's kept shifts, while marked current, are what a new scan would gather.
    func checkInvariants() {
        var live = 0
        for slot in 0..<rows.count {
            let row = rows[slot]
            if row.basic.isNone { continue }
            live += 1
            precondition(rowOf[row.basic.index] == Int32(slot), "rowOf disagrees for \(name(of: row.basic))")
            precondition(symbols[row.basic.index] == row.basic, "row \(slot) has a freed basic symbol")
            if row.basic.isDummy {
                precondition(nearZero(row.constant), "dummy row \(name(of: row.basic)) is not zero: \(row.constant)")
            }
            if !row.basic.isExternal {
                let pending = (0..<infeasible.count).contains { infeasible[$0] == row.basic }
                precondition(row.constant >= -1e-6 || pending, "restricted row \(name(of: row.basic)) is infeasible: \(row.constant)")
            }
            for position in 0..<Int(row.count) {
                let cell = row[position]
                if position > 0 { precondition(row[position - 1].symbol < cell.symbol, "row \(slot) is not sorted") }
                precondition(!nearZero(cell.coefficient), "row \(slot) keeps a zero cell")
                precondition(symbols[cell.symbol.index] == cell.symbol, "row \(slot) mentions a freed symbol")
                precondition(rowOf[cell.symbol.index] < 0, "row \(slot) mentions basic symbol \(name(of: cell.symbol))")
                let column = columns[cell.symbol.index]
                precondition(
                    (0..<Int(column.count)).contains { column[$0] == Int32(slot) },
                    "column of \(name(of: cell.symbol)) misses row \(slot)")
            }
        }
        precondition(live == liveRows, "live row count \(liveRows) but \(live) rows found")
        for index in 0..<objective.count where objective[index] != 0 {
            precondition(rowOf[index] < 0, "objective mentions basic symbol \(name(of: symbols[index]))")
            if objective[index] < 0 && !symbols[index].isDummy {
                precondition(
                    flags[index] & SymbolFlags.candidate != 0, "negative objective cell \(name(of: symbols[index])) is not a candidate")
            }
        }
        for slot in 0..<edits.count where edits[slot].shiftsVersion == shapeVersion {
            let edit = edits[slot]
            let kept = (0..<edit.shifts.count).map { edit.shifts[$0] }
            precondition(
                kept == rescannedShifts(of: edit),
                "edit \(name(of: edit.variable)) keeps shifts \(kept) from before the tableau changed shape")
        }
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
