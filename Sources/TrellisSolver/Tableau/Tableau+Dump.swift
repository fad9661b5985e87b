// The readable tableau, for `Solver.debugDescription` and for tests that compare states.

extension Tableau {
    /// A symbol as the dump prints it: a variable's name, or `s7` / `e7` / `d7` for the
    /// solver's slack, error and dummy symbols.
    func name(of symbol: Symbol) -> String {
        switch symbol.kind {
        case .external:
            if let variable = variables.indices.contains(symbol.index) ? variables[symbol.index] : nil {
                return variable.name.isEmpty ? "x\(symbol.index)" : variable.name
            }
            return "x\(symbol.index)"
        case .slack: return "s\(symbol.index)"
        case .error: return "e\(symbol.index)"
        case .dummy: return "d\(symbol.index)"
        }
    }

    func describe(_ row: Row) -> String {
        var text = formatNumber(row.constant)
        for position in 0..<Int(row.count) {
            let cell = row[position]
            let sign = cell.coefficient < 0 ? " - " : " + "
            text += sign + formatNumber(abs(cell.coefficient)) + " * " + name(of: cell.symbol)
        }
        return text
    }

    /// Objective, rows (by basic symbol), pending infeasible rows, variables with their
    /// current values, edit variables and constraints.
    func dump() -> String {
        var lines: [String] = []
        lines.append("Objective")
        lines.append("---------")
        var objectiveText = formatNumber(objectiveConstant)
        for index in 0..<objective.count where objective[index] != 0 {
            let coefficient = objective[index]
            objectiveText += (coefficient < 0 ? " - " : " + ") + formatNumber(abs(coefficient)) + " * " + name(of: symbols[index])
        }
        lines.append(objectiveText)
        lines.append("")
        lines.append("Tableau")
        lines.append("-------")
        var live: [Row] = []
        for slot in 0..<rows.count where !rows[slot].basic.isNone { live.append(rows[slot]) }
        live.sort { $0.basic < $1.basic }
        for row in live { lines.append("\(name(of: row.basic)) = \(describe(row))") }
        let pending = (0..<infeasible.count).map { infeasible[$0] }.filter { symbols[$0.index] == $0 }
        if !pending.isEmpty {
            lines.append("")
            lines.append("Infeasible")
            lines.append("----------")
            for symbol in pending { lines.append(name(of: symbol)) }
        }
        lines.append("")
        lines.append("Variables")
        lines.append("---------")
        for index in 0..<symbols.count where symbols[index].isExternal {
            let slot = rowOf[index]
            let value = slot >= 0 ? rows[Int(slot)].constant : 0
            lines.append("\(name(of: symbols[index])) = \(formatNumber(value))")
        }
        if !edits.isEmpty {
            lines.append("")
            lines.append("Edit Variables")
            lines.append("--------------")
            for slot in 0..<edits.count {
                let edit = edits[slot]
                lines.append("\(name(of: edit.variable)) suggested \(formatNumber(edit.constant))")
            }
        }
        lines.append("")
        lines.append("Constraints")
        lines.append("-----------")
        for record in constraints.compactMap({ $0 }) {
            var tag = "marker \(name(of: record.marker))"
            if !record.other.isNone { tag += ", other \(name(of: record.other))" }
            lines.append("\(record.constraint)   [\(tag)]")
        }
        return lines.joined(separator: "\n")
    }
}

extension Solver: CustomDebugStringConvertible {
    /// The tableau dump: objective, rows, variables, edit variables and constraints.
    ///
    /// ```
    /// Objective
    /// ---------
    /// 0 + 1000000 * e3 + 1000000 * e4
    ///
    /// Tableau
    /// -------
    /// width = 100 + 1 * e3 - 1 * e4
    /// ```
    public var debugDescription: String {
        core.tableau.dump()
    }
}
