// Allocation of symbols and rows, the column index, and the row merge that every
// substitution runs on.

extension Tableau {
    // MARK: - Symbols

    /// Makes room for `count` more constraints in one allocation per buffer instead of
    /// a doubling every few symbols: each constraint brings a row and at most two
    /// symbols of its own, plus (a guess) one new variable.
    mutating func reserve(forConstraints count: Int) {
        guard count > 0 else { return }
        let symbolCapacity = symbols.count + 3 * count
        symbols.reserve(symbolCapacity)
        rowOf.reserve(symbolCapacity)
        columns.reserve(symbolCapacity)
        objective.reserve(symbolCapacity)
        flags.reserve(symbolCapacity)
        owner.reserve(symbolCapacity)
        references.reserve(symbolCapacity)
        editOf.reserve(symbolCapacity)
        published.reserve(symbolCapacity)
        let rowCapacity = rows.count + count + 1
        rows.reserve(rowCapacity)
        rowMarks.reserve(rowCapacity)
        variables.reserveCapacity(symbolCapacity)
        constraints.reserveCapacity(constraints.count + count)
        constraintTable.reserve(constraintCount + count)
        variableTable.reserve(variableTable.count + count)
        dirty.reserve(dirty.count + count)
    }

    /// A fresh symbol of `kind`, reusing a freed index when there is one.
    @usableFromInline
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let index: Int
        if freeSymbols.isEmpty {
            index = symbols.count
            symbols.append(.none)
            rowOf.append(-1)
            columns.append(Column())
            objective.append(0)
            flags.append(0)
            owner.append(-1)
            references.append(0)
            editOf.append(-1)
            published.append(0)
        } else {
            index = Int(freeSymbols.removeLast())
        }
        let symbol = Symbol(index: index, kind: kind)
        symbols[index] = symbol
        return symbol
    }

    /// Returns `symbol`'s index to the free list. No row, column or objective may
    /// still mention it.
    @usableFromInline
    mutating func freeSymbol(_ symbol: Symbol) {
        let index = symbol.index
        assert(rowOf[index] < 0 && objective[index] == 0, "freeing a symbol still in use")
        // The index may be reused for another variable: the last update's report ends
        // here, and the next variable here starts at 0 as an unknown one reads.
        if symbol.isExternal {
            changed.removeAll()
            published[index] = 0
        }
        symbols[index] = .none
        columns[index].count = 0
        columns[index].stale = 0
        owner[index] = -1
        references[index] = 0
        editOf[index] = -1
        published[index] = 0
        // Keep the candidate and dirty bits: their lists still hold the index and check it.
        flags[index] &= SymbolFlags.candidate | SymbolFlags.dirty
        freeSymbols.append(Int32(index))
    }

    // MARK: - Rows

    /// Puts `row` (already solved for its basic symbol) into a slot and indexes its cells.
    @usableFromInline
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if freeRows.isEmpty {
            slot = Int32(rows.count)
            rows.append(row)
            rowMarks.append(0)
        } else {
            slot = freeRows.removeLast()
            rows[Int(slot)] = row
        }
        liveRows += 1
        shapeVersion &+= 1
        for position in 0..<Int(row.count) {
            addToColumn(row[position].symbol, slot)
        }
        rowOf[row.basic.index] = slot
        noteChanged(slot)
        return slot
    }

    /// Takes the row out of its slot and returns it; its column entries go stale.
    @usableFromInline
    mutating func detachRow(_ slot: Int32) -> Row {
        let row = rows[Int(slot)]
        shapeVersion &+= 1
        for position in 0..<Int(row.count) { columns[row[position].symbol.index].stale += 1 }
        rowOf[row.basic.index] = -1
        if row.basic.isExternal { markDirty(row.basic) }
        rows[Int(slot)] = Row()
        freeRows.append(slot)
        liveRows -= 1
        return row
    }

    /// Records that the row's constant may have changed: a variable value to publish.
    @inlinable
    mutating func noteChanged(_ slot: Int32) {
        let basic = rows[Int(slot)].basic
        if basic.isExternal { markDirty(basic) }
    }

    @inlinable
    mutating func markDirty(_ symbol: Symbol) {
        let index = symbol.index
        if flags[index] & SymbolFlags.dirty == 0 {
            flags[index] |= SymbolFlags.dirty
            dirty.append(Int32(index))
        }
    }

    // MARK: - Columns

    @inlinable
    mutating func addToColumn(_ symbol: Symbol, _ slot: Int32) {
        let index = symbol.index
        var column = columns[index]
        if column.stale > 8 && 4 * column.stale >= 3 * column.count {
            compact(&column, symbol)
        }
        column.append(slot, in: pool)
        columns[index] = column
    }

    /// Drops stale and repeated entries: rows that no longer mention `symbol`.
    @usableFromInline
    mutating func compact(_ column: inout Column, _ symbol: Symbol) {
        let stamp = nextMark()
        var kept = 0
        for position in 0..<Int(column.count) {
            let slot = column[position]
            let row = rows[Int(slot)]
            if rowMarks[Int(slot)] != stamp, !row.basic.isNone, row.position(of: symbol) >= 0 {
                rowMarks[Int(slot)] = stamp
                column.entries.unsafelyUnwrapped[kept] = slot
                kept += 1
            }
        }
        column.count = Int32(kept)
        column.stale = 0
    }

    /// A new visit mark; rows marked with it have been seen in the current walk.
    @inlinable
    mutating func nextMark() -> UInt32 {
        if mark == .max {
            for slot in 0..<rowMarks.count { rowMarks[slot] = 0 }
            mark = 0
        }
        mark += 1
        return mark
    }

    // MARK: - Deferred rows

    /// Brings a row that substitutions skipped (``defersExternalRows``) up to date: each
    /// basic symbol it still mentions is replaced by that symbol's row, itself brought
    /// up to date first. Rows of external symbols never leave the basis while a batch
    /// adds, so the rows it reaches only mention symbols that were basic later than
    /// they were: the recursion ends.
    ///
    /// A symbol whose column a substitution emptied after the row was deferred (it was
    /// basic for a while) may be parametric again: the row is entered in its column anew.
    /// Every other column still lists the row; the merges enter the symbols they bring.
    @usableFromInline
    mutating func refreshDeferredRow(_ slot: Int32) {
        var row = rows[Int(slot)]
        guard row.isDeferred else { return }
        let deferredAt = row.deferredAt
        row.deferredAt = 0
        rows[Int(slot)] = row
        var basics = 0
        for position in 0..<Int(row.count) {
            let symbol = row[position].symbol
            if rowOf[symbol.index] >= 0 {
                basics += 1
            } else if columns[symbol.index].clearedAt >= deferredAt {
                addToColumn(symbol, slot)
            }
        }
        // Each merge takes one basic symbol out and brings in parametric ones only (the
        // rows merged in are up to date), so `basics` merges leave none.
        var position = 0
        while basics > 0 && position < Int(row.count) {
            let cell = row[position]
            let basicSlot = rowOf[cell.symbol.index]
            if basicSlot < 0 {
                position += 1
                continue
            }
            if rows[Int(basicSlot)].isDeferred { refreshDeferredRow(basicSlot) }
            merge(&row, slot: slot, rows[Int(basicSlot)], factor: cell.coefficient, removing: cell.symbol)
            // Stored at once: a column compacted by the next merge reads the row.
            rows[Int(slot)] = row
            basics -= 1
            // A cancelled cell can move one not looked at yet before `position`.
            position = 0
        }
        shapeVersion &+= 1
    }

    /// Brings every deferred row up to date and stops deferring.
    @usableFromInline
    mutating func endDeferral() {
        refreshDeferredRows()
        defersExternalRows = false
    }

    /// Brings every deferred row up to date.
    @usableFromInline
    mutating func refreshDeferredRows() {
        while !deferredRows.isEmpty {
            let slot = deferredRows.removeLast()
            if Int(slot) < rows.count && !rows[Int(slot)].basic.isNone { refreshDeferredRow(slot) }
        }
    }

    /// Starts deferring the rows of external symbols (``defersExternalRows``). The epoch
    /// goes on from the last batch; near its end every column's stamp is cleared and it
    /// starts again.
    @usableFromInline
    mutating func beginDeferral() {
        if substitutionEpoch > UInt32.max / 2 { restartSubstitutionEpoch() }
        defersExternalRows = true
    }

    /// Brings the deferred rows up to date, clears every column's stamp and starts the
    /// epoch again, so stamps taken after never compare with older ones.
    @usableFromInline
    mutating func restartSubstitutionEpoch() {
        refreshDeferredRows()
        for index in 0..<columns.count { columns[index].clearedAt = 0 }
        substitutionEpoch = 0
    }

    // MARK: - Merging

    /// `row += factor · source`, dropping `removing` from `row` and cells that cancel.
    ///
    /// Writes the merged cells into ``scratch`` and swaps buffers; growing the scratch
    /// takes a block from the ``pool``'s free lists, not from `malloc`. When `slot` is
    /// given, new cells are entered in the column index.
    ///
    /// - Complexity: O(*m* + *n*) for rows of *m* and *n* cells.
    @inlinable
    mutating func merge(_ row: inout Row, slot: Int32, _ source: Row, factor: Double, removing: Symbol) {
        scratch.reserve(Int(row.count) + Int(source.count), in: pool)
        let out = scratch.cells.unsafelyUnwrapped
        var written = 0
        var i = 0
        var j = 0
        let rowCount = Int(row.count)
        let sourceCount = Int(source.count)
        let skip = removing.raw
        while i < rowCount && j < sourceCount {
            let a = row[i].symbol.raw
            let b = source[j].symbol.raw
            if a < b {
                if a != skip {
                    out[written] = row[i]
                    written += 1
                }
                i += 1
            } else if b < a {
                let value = source[j].coefficient * factor
                if !nearZero(value) {
                    out[written] = Cell(Symbol(raw: b), value)
                    written += 1
                    if slot >= 0 { addToColumn(Symbol(raw: b), slot) }
                }
                j += 1
            } else {
                let value = row[i].coefficient + source[j].coefficient * factor
                if !nearZero(value) {
                    out[written] = Cell(Symbol(raw: a), value)
                    written += 1
                } else if slot >= 0 {
                    columns[Symbol(raw: a).index].stale += 1
                }
                i += 1
                j += 1
            }
        }
        // One of the two is used up: the rest of the other follows as it is.
        while i < rowCount {
            if row[i].symbol.raw != skip {
                out[written] = row[i]
                written += 1
            }
            i += 1
        }
        while j < sourceCount {
            let value = source[j].coefficient * factor
            if !nearZero(value) {
                let symbol = source[j].symbol
                out[written] = Cell(symbol, value)
                written += 1
                if slot >= 0 { addToColumn(symbol, slot) }
            }
            j += 1
        }
        let spare = row.cells
        let spareCapacity = row.capacity
        row.cells = scratch.cells
        row.capacity = scratch.capacity
        row.count = Int32(written)
        scratch.cells = spare
        scratch.capacity = spareCapacity
        scratch.count = 0
        row.constant += source.constant * factor
    }

    // MARK: - Copying and freeing

    /// A deep copy that shares no memory with `self`.
    func copy() -> Tableau {
        var result = self
        result.rows = rows.copy()
        result.pool = BlockPool()
        for slot in 0..<rows.count { result.rows[slot] = rows[slot].copy(in: result.pool) }
        result.freeRows = freeRows.copy()
        result.deferredRows = deferredRows.copy()
        result.termSymbols = termSymbols.copy()
        result.rowMarks = rowMarks.copy()
        result.scratch = Row()
        result.symbols = symbols.copy()
        result.rowOf = rowOf.copy()
        result.columns = columns.copy()
        for index in 0..<columns.count { result.columns[index] = columns[index].copy(in: result.pool) }
        result.objective = objective.copy()
        result.flags = flags.copy()
        result.owner = owner.copy()
        result.references = references.copy()
        result.editOf = editOf.copy()
        result.published = published.copy()
        result.freeSymbols = freeSymbols.copy()
        result.candidates = candidates.copy()
        result.artificial = artificial.copy(in: result.pool)
        result.infeasible = infeasible.copy()
        result.dirty = dirty.copy()
        result.changed = changed.copy()
        result.variableTable = variableTable.copy()
        result.constraintTable = constraintTable.copy()
        result.edits = edits.copy()
        for slot in 0..<edits.count { result.edits[slot].shifts = edits[slot].shifts.copy() }
        return result
    }

    /// Frees every buffer; the tableau must not be used afterwards.
    mutating func deallocate() {
        for slot in 0..<rows.count { rows[slot].deallocate(in: pool) }
        for index in 0..<columns.count { columns[index].deallocate(in: pool) }
        rows.deallocate()
        freeRows.deallocate()
        deferredRows.deallocate()
        termSymbols.deallocate()
        rowMarks.deallocate()
        scratch.deallocate(in: pool)
        symbols.deallocate()
        rowOf.deallocate()
        columns.deallocate()
        objective.deallocate()
        flags.deallocate()
        owner.deallocate()
        references.deallocate()
        editOf.deallocate()
        published.deallocate()
        freeSymbols.deallocate()
        candidates.deallocate()
        artificial.deallocate(in: pool)
        infeasible.deallocate()
        dirty.deallocate()
        changed.deallocate()
        variableTable.deallocate()
        constraintTable.deallocate()
        for slot in 0..<edits.count { edits[slot].shifts.deallocate() }
        edits.deallocate()
        pool.release()
    }
}
