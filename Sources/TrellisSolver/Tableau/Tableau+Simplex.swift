// The simplex machinery: the objective and its candidate list, substitution, pivots,
// the primal optimisation and the dual one that repairs infeasible rows.

extension Tableau {
    // MARK: - Objective

    /// `objective[symbol] += delta`, keeping near-zero coefficients at exactly zero and
    /// the candidate list complete.
    @inlinable
    mutating func objectiveAdd(_ symbol: Symbol, _ delta: Double) {
        let index = symbol.index
        var value = objective[index] + delta
        if nearZero(value) { value = 0 }
        objective[index] = value
        if value < 0 && !symbol.isDummy { pushCandidate(index) }
    }

    /// `objective += factor · row`.
    @inlinable
    mutating func objectiveAdd(_ row: Row, factor: Double) {
        for position in 0..<Int(row.count) {
            let cell = row[position]
            objectiveAdd(cell.symbol, cell.coefficient * factor)
        }
        objectiveConstant += row.constant * factor
    }

    @inlinable
    mutating func pushCandidate(_ index: Int) {
        guard flags[index] & SymbolFlags.candidate == 0 else { return }
        flags[index] |= SymbolFlags.candidate
        candidates.append(Int32(index))
    }

    /// The entering symbol of the primal simplex, or ``Symbol/none`` at the optimum: the
    /// parametric non-dummy symbol with the most negative objective coefficient
    /// (Dantzig's rule; of equal ones, the first in the list), or with `lowestIndex` the
    /// lowest-index one (Bland's rule, which cannot cycle). Drops the candidates that no
    /// longer qualify.
    ///
    /// When there are more than ``pricingWindow`` candidates, Dantzig's rule compares that
    /// many qualifying ones, from where the last call stopped (partial pricing, as LP
    /// codes price a long objective). A deferred batch of 100 rows of 10 views leaves
    /// thousands of negative costs: comparing them all before every pivot built it 37 %
    /// slower than the lowest index from a min-heap (the rule before), 16 of them 3.6 %
    /// slower (64: 10 %). kiwi's enaml form has fewer candidates than that: every one is
    /// compared.
    ///
    /// - Complexity: O(*w*) for a window of *w*, plus the candidates dropped; O(*c*) for
    ///   *c* candidates with `lowestIndex`, or when no candidate qualifies.
    @usableFromInline
    mutating func objectiveEnteringSymbol(lowestIndex: Bool = false) -> Symbol {
        if !lowestIndex && candidates.count > Self.pricingWindow {
            let start = candidateCursor < candidates.count ? candidateCursor : 0
            let (windowed, stop) = scanCandidates(from: start, window: Self.pricingWindow, lowestIndex: false)
            candidateCursor = stop
            if !windowed.isNone { return windowed }
        }
        // Every candidate, from the first: the lowest index, or the proof that none qualifies.
        return scanCandidates(from: 0, window: .max, lowestIndex: lowestIndex).entering
    }

    /// How many qualifying candidates Dantzig's rule compares before it picks one.
    @usableFromInline static let pricingWindow = 16

    /// Looks at the candidates from `start`, wrapping around once, until `window`
    /// qualifying ones were compared or every one was seen, and drops those that no
    /// longer qualify. Returns the most negative (of equal ones, the first met), or with
    /// `lowestIndex` the lowest index, and the position it stopped at.
    @usableFromInline
    mutating func scanCandidates(from start: Int, window: Int, lowestIndex: Bool) -> (entering: Symbol, stop: Int) {
        var best = -1
        var bestValue = 0.0
        var qualified = 0
        var remaining = candidates.count
        var position = start
        while remaining > 0 && qualified < window && !candidates.isEmpty {
            remaining -= 1
            let index = Int(candidates[position])
            if !isEnteringCandidate(index) {
                // The last candidate moves here: look at this position again.
                dropCandidate(at: position)
                if position >= candidates.count { position = 0 }
                continue
            }
            qualified += 1
            let value = objective[index]
            if lowestIndex ? (best < 0 || index < best) : value < bestValue {
                best = index
                bestValue = value
            }
            position += 1
            if position >= candidates.count { position = 0 }
        }
        return (best < 0 ? .none : symbols[best], position)
    }

    /// Whether the symbol at `index` may enter: in use, not a dummy, parametric, with a
    /// negative objective coefficient.
    @inlinable
    func isEnteringCandidate(_ index: Int) -> Bool {
        let symbol = symbols[index]
        return !symbol.isNone && !symbol.isDummy && objective[index] < 0 && rowOf[index] < 0
    }

    /// Removes the candidate at `position`, moving the last one there.
    @inlinable
    mutating func dropCandidate(at position: Int) {
        flags[Int(candidates[position])] &= ~SymbolFlags.candidate
        candidates[position] = candidates[candidates.count - 1]
        _ = candidates.removeLast()
    }

    /// The first non-dummy symbol with a negative coefficient in the artificial objective.
    @usableFromInline
    func artificialEnteringSymbol() -> Symbol {
        for position in 0..<Int(artificial.count) {
            let cell = artificial[position]
            if !cell.symbol.isDummy && cell.coefficient < 0 { return cell.symbol }
        }
        return .none
    }

    // MARK: - Substitution and pivots

    /// Replaces `symbol` by `source` (`symbol = source`) in every row that mentions it,
    /// in the objective, and in the artificial objective when phase one runs.
    ///
    /// - Complexity: O(Σ merged row lengths) over the rows in `symbol`'s column only.
    @usableFromInline
    mutating func substitute(_ symbol: Symbol, _ source: Row, skipping skipped: Int32) {
        shapeVersion &+= 1
        if defersExternalRows {
            if substitutionEpoch == .max { restartSubstitutionEpoch() }
            substitutionEpoch += 1
        }
        let column = columns[symbol.index]
        let stamp = nextMark()
        for position in 0..<Int(column.count) {
            let slot = column[position]
            if slot == skipped || rowMarks[Int(slot)] == stamp { continue }
            rowMarks[Int(slot)] = stamp
            var row = rows[Int(slot)]
            if row.basic.isNone { continue }
            if defersExternalRows && row.basic.isExternal {
                if !row.isDeferred {
                    rows[Int(slot)].deferredAt = substitutionEpoch
                    deferredRows.append(slot)
                    markDirty(row.basic)
                }
                continue
            }
            let found = row.position(of: symbol)
            if found < 0 { continue }
            let coefficient = row[found].coefficient
            merge(&row, slot: slot, source, factor: coefficient, removing: symbol)
            rows[Int(slot)] = row
            if row.basic.isExternal {
                markDirty(row.basic)
            } else if row.constant < 0 {
                infeasible.append(row.basic)
            }
        }
        columns[symbol.index].count = 0
        columns[symbol.index].stale = 0
        if defersExternalRows { columns[symbol.index].clearedAt = substitutionEpoch }

        let weight = objective[symbol.index]
        if weight != 0 {
            objective[symbol.index] = 0
            objectiveAdd(source, factor: weight)
        }
        if artificialActive {
            let found = artificial.position(of: symbol)
            if found >= 0 {
                var row = artificial
                merge(&row, slot: -1, source, factor: row[found].coefficient, removing: symbol)
                artificial = row
            }
        }
    }

    /// Inserts a cell for a symbol the row does not mention yet, keeping the order.
    @usableFromInline
    mutating func insertAbsent(_ row: inout Row, slot: Int32, _ cell: Cell) {
        if row.count == row.capacity { row.reserve(Int(row.count) + 1, in: pool) }
        let base = row.cells.unsafelyUnwrapped
        var position = Int(row.count)
        while position > 0 && base[position - 1].symbol.raw > cell.symbol.raw {
            base[position] = base[position - 1]
            position -= 1
        }
        base[position] = cell
        row.count += 1
        if slot >= 0 { addToColumn(cell.symbol, slot) }
    }

    /// Turns `basic = … + c · subject + …` into `subject = …` (kiwi's two-symbol
    /// `solveFor`): `basic` joins the cells and `subject` leaves them.
    @usableFromInline
    mutating func solve(_ row: inout Row, slot: Int32, for subject: Symbol) {
        if !row.basic.isNone {
            insertAbsent(&row, slot: slot, Cell(row.basic, -1))
        }
        let position = row.position(of: subject)
        assert(position >= 0, "solving a row for a symbol it does not mention")
        let factor = -1 / row[position].coefficient
        row.remove(at: position)
        row.scale(by: factor)
        row.basic = subject
    }

    /// Exchanges the row's basic symbol for `entering` and substitutes it everywhere.
    @usableFromInline
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        var row = rows[Int(slot)]
        let leaving = row.basic
        shapeVersion &+= 1
        rowOf[leaving.index] = -1
        if leaving.isExternal { markDirty(leaving) }
        solve(&row, slot: slot, for: entering)
        rows[Int(slot)] = row
        rowOf[entering.index] = slot
        noteChanged(slot)
        substitute(entering, row, skipping: slot)
    }

    // MARK: - Optimisation

    /// Phase two of the primal simplex: pivots until no objective coefficient is negative.
    ///
    /// The entering symbol has the most negative coefficient (Dantzig's rule; phase one's
    /// artificial objective keeps the lowest index, it rarely pivots). kiwi takes
    /// the lowest-index negative one (as Bland's rule does), which cannot cycle but takes
    /// more pivots: kiwi's enaml form builds in 57 instead of 63, and about 11 % faster.
    /// Dantzig's rule can cycle through degenerate pivots (Beale's LP does, in
    /// `TableauSimplexTests`), so after ``degeneratePivotsBeforeBland`` pivots in a row
    /// that leave the objective where it was, the lowest index enters until a pivot
    /// moves it: a run of Bland's rule ends (it cannot cycle), and each run of the
    /// other ends with a lower objective, so no basis comes back.
    ///
    /// Both objectives are bounded below (weighted sums of non-negative errors, or the
    /// non-negative artificial variable), so a symbol that no restricted row bounds has
    /// a true cost of zero: its negative coefficient is rounding left by removals (with
    /// strengths near 1e9, a few ulps exceed the 1e-8 tolerance). kiwi reports such a
    /// symbol as an unbounded objective and fails; here its coefficient is cleared.
    ///
    /// - Parameter artificialObjective: Optimise the artificial objective of phase one.
    @usableFromInline
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        var degenerate = 0
        while true {
            let entering =
                artificialObjective
                ? artificialEnteringSymbol() : objectiveEnteringSymbol(lowestIndex: degenerate >= Self.degeneratePivotsBeforeBland)
            if entering.isNone { return }
            let slot = leavingRow(for: entering)
            if slot >= 0 {
                degenerate = nearZero(rows[Int(slot)].constant) ? degenerate + 1 : 0
                // Bland's rule cannot cycle; a run this long means the fallback is broken.
                assert(degenerate < 1_000_000, "the primal simplex is cycling: a million pivots left the objective where it was")
                pivot(slot, entering: entering)
            } else if artificialObjective {
                artificial.remove(at: artificial.position(of: entering))
            } else {
                objective[entering.index] = 0
            }
        }
    }

    /// How many pivots in a row may leave the objective where it was (a zero ratio)
    /// before the primal simplex falls back on Bland's rule until one moves it.
    @usableFromInline static let degeneratePivotsBeforeBland = 8

    /// The restricted row that bounds `entering` first (minimum ratio test); ties go to
    /// the lowest basic symbol. -1 when `entering` is unbounded.
    @usableFromInline
    func leavingRow(for entering: Symbol) -> Int32 {
        let column = columns[entering.index]
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol.none
        for position in 0..<Int(column.count) {
            let slot = column[position]
            let row = rows[Int(slot)]
            if row.basic.isNone || row.basic.isExternal { continue }
            let coefficient = row.coefficient(of: entering)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                    bestRatio = ratio
                    best = slot
                    bestBasic = row.basic
                }
            }
        }
        return best
    }

    /// The dual simplex: pivots infeasible rows (negative constants on restricted
    /// basics) back to feasibility while keeping the objective optimal.
    ///
    /// - Throws: ``SolverError/internalFailure(_:)`` when a row cannot be repaired.
    @usableFromInline
    mutating func dualOptimize() throws(SolverError) {
        if let (_, leaving) = dualOptimize(skippingRowsOfDummies: true) {
            throw .internalFailure("the dual simplex found no entering symbol for \(leaving)")
        }
    }

    /// The dual simplex's loop: returns the slot and basic symbol of the first row it
    /// could not repair (clearing the infeasible list), or `nil` once every row is
    /// feasible. A row of dummies only is skipped when `skippingRowsOfDummies` is set
    /// (after an edit it holds a redundant required constraint); after a constant
    /// shift it is the shifted constant that made it negative, so it is a failure.
    @usableFromInline
    mutating func dualOptimize(skippingRowsOfDummies: Bool) -> (slot: Int32, leaving: Symbol)? {
        while !infeasible.isEmpty {
            let leaving = infeasible.removeLast()
            if symbols[leaving.index] != leaving { continue }
            let slot = rowOf[leaving.index]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0, !nearZero(row.constant) else { continue }
            let entering = dualEnteringSymbol(row)
            if entering.isNone {
                if skippingRowsOfDummies && isAllDummies(row) { continue }
                infeasible.removeAll()
                return (slot, leaving)
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The symbol with a positive coefficient in `row` whose objective coefficient
    /// divided by it is smallest.
    @usableFromInline
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.none
        var bestRatio = Double.greatestFiniteMagnitude
        for position in 0..<Int(row.count) {
            let cell = row[position]
            if cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective[cell.symbol.index] / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
        }
        return entering
    }

    /// The row to drop when removing a constraint whose marker is parametric: a row
    /// with a dummy basic (a redundant required equality), else a restricted row with
    /// the smallest ratio (negative coefficients first), else a row with an external
    /// basic. -1 when no row mentions the marker.
    ///
    /// kiwi has no dummy rule. A dummy basic must stay exactly zero, but kiwi treats
    /// its row like any restricted row; pivoting the marker through another row then
    /// gives the dummy a non-zero value and silently breaks the redundant equality that
    /// is now the one in force. Solving the dummy row for the marker moves no value.
    @usableFromInline
    func markerLeavingRow(_ marker: Symbol) -> Int32 {
        let column = columns[marker.index]
        var dummy: Int32 = -1
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for position in 0..<Int(column.count) {
            let slot = column[position]
            let row = rows[Int(slot)]
            if row.basic.isNone { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if row.basic.isDummy {
                if dummy < 0 || row.basic < rows[Int(dummy)].basic { dummy = slot }
            } else if row.basic.isExternal {
                if third < 0 || row.basic < rows[Int(third)].basic { third = slot }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && row.basic < rows[Int(first)].basic) {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && row.basic < rows[Int(second)].basic) {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        if dummy >= 0 { return dummy }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    @usableFromInline
    func isAllDummies(_ row: Row) -> Bool {
        for position in 0..<Int(row.count) where !row[position].symbol.isDummy { return false }
        return true
    }
}
