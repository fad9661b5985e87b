// From a layout to cells and back: the arithmetic of sharing a length among panes, kept
// apart from the view so it is tested on its own.

extension SplitLayout {
    /// Each pane's length in cells when `available` cells are shared (the split view less
    /// its dividers): collapsed panes get 0, cell-sized panes their cells, fraction panes
    /// the rest in proportion; then every shown pane is raised to its minimum, taken from
    /// the panes above theirs. When the minimums do not fit, the panes share in proportion
    /// to them. The lengths always add up to `available` while a pane shows.
    ///
    /// - Complexity: O(*n*) for the *n* panes.
    func resolve(available: Int, minimums: [Int]) -> [Int] {
        let count = lengths.count
        let shown = (0..<count).filter { !isCollapsed($0) }
        guard available > 0, !shown.isEmpty else { return Array(repeating: 0, count: count) }
        let total = Double(available)
        let minimum = { (index: Int) in Double(minimums.indices.contains(index) ? max(0, minimums[index]) : 0) }
        var wanted = Array(repeating: 0.0, count: count)
        // Cell-sized panes first, scaled down when they alone overflow.
        let cells = shown.filter { if case .cells = lengths[$0] { true } else { false } }
        let cellTotal = cells.reduce(0.0) { sum, index in sum + Self.cells(lengths[index]) }
        let cellScale = cellTotal > total ? total / cellTotal : 1
        for index in cells { wanted[index] = Self.cells(lengths[index]) * cellScale }
        let fractions = shown.filter { !cells.contains($0) }
        let rest = total - cellTotal * cellScale
        var weights = fractions.map { Self.weight(lengths[$0]) }
        if weights.reduce(0, +) <= 0 { weights = weights.map { _ in 1 } }
        let weightTotal = weights.reduce(0, +)
        for (index, weight) in zip(fractions, weights) { wanted[index] = rest * weight / weightTotal }
        if fractions.isEmpty, let last = shown.last { wanted[last] += rest }
        // Minimums: raised from the panes with room to spare, or shared in proportion.
        let minimumTotal = shown.reduce(0.0) { $0 + minimum($1) }
        if minimumTotal > total {
            for index in shown { wanted[index] = minimumTotal > 0 ? total * minimum(index) / minimumTotal : total / Double(shown.count) }
        } else {
            let deficit = shown.reduce(0.0) { $0 + max(0, minimum($1) - wanted[$1]) }
            let spare = shown.reduce(0.0) { $0 + max(0, wanted[$1] - minimum($1)) }
            for index in shown {
                if wanted[index] < minimum(index) {
                    wanted[index] = minimum(index)
                } else if spare > 0 {
                    wanted[index] -= deficit * (wanted[index] - minimum(index)) / spare
                }
            }
        }
        return Self.rounded(wanted, to: available)
    }

    /// This layout with panes of `cellLengths`: each shown pane keeps its kind (cells stay
    /// cells, fractions become the share of the fraction panes' total), collapsed panes keep
    /// their share for when they come back.
    func adopting(_ cellLengths: [Int]) -> SplitLayout {
        var copy = fitted(to: cellLengths.count)
        let fractionPanes = copy.lengths.indices.filter { index in
            if case .fraction = copy.lengths[index] { !copy.isCollapsed(index) } else { false }
        }
        let fractionTotal = fractionPanes.reduce(0) { $0 + max(0, cellLengths[$1]) }
        for index in copy.lengths.indices where !copy.isCollapsed(index) {
            switch copy.lengths[index] {
            case .cells: copy.lengths[index] = .cells(max(0, cellLengths[index]))
            case .fraction:
                guard fractionTotal > 0 else { continue }
                copy.lengths[index] = .fraction(Double(max(0, cellLengths[index])) / Double(fractionTotal))
            }
        }
        return copy
    }

    private static func cells(_ length: Length) -> Double {
        if case .cells(let cells) = length { return Double(min(max(cells, 0), ScrollGeometry.largest)) }
        return 0
    }

    private static func weight(_ length: Length) -> Double {
        if case .fraction(let fraction) = length, fraction.isFinite, fraction > 0 { return min(fraction, 1e9) }
        return 0
    }

    /// Whole cells adding up to `total`: each rounded down, the cells left over given to the
    /// largest remainders (the first of equals first).
    private static func rounded(_ lengths: [Double], to total: Int) -> [Int] {
        var cells = lengths.map { Int(max(0, $0).rounded(.down)) }
        let order = lengths.indices.sorted { (lengths[$0] - Double(cells[$0]), -$0) > (lengths[$1] - Double(cells[$1]), -$1) }
        var left = total - cells.reduce(0, +)
        for index in order where left > 0 && lengths[index] > 0 {
            cells[index] += 1
            left -= 1
        }
        return cells
    }
}
