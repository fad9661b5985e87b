import TrellisHost

extension StyledFrame {
    /// The readable difference between this frame (what the screen shows) and
    /// `expected`, or `nil` when they agree: the size if it changed, the text rows that
    /// differ (as ``Pilot/diff(expected:actual:)`` shows them), then each row whose
    /// styles differ, the expected runs after `-` and the shown ones after `+`.
    ///
    /// ```text
    /// The styles differ (- expected, + actual):
    /// - style 1: 2...4 fg:black bg:cyan
    /// + style 1: 2...4 reverse
    /// ```
    ///
    /// - Complexity: O(*r* · *w*) for *r* rows of *w* columns.
    public func difference(from expected: StyledFrame) -> String? {
        guard self != expected else { return nil }
        var sections: [String] = []
        if columns != expected.columns || rows != expected.rows {
            sections.append("The size differs: expected \(expected.columns)x\(expected.rows), actual \(columns)x\(rows).")
        }
        if lines != expected.lines {
            sections.append(Pilot.diff(expected: expected.lines, actual: lines))
        }
        var styleLines: [String] = []
        for row in 0..<max(rows, expected.rows) {
            let wanted = row < expected.rows ? expected.runs[row] : []
            let shown = row < rows ? runs[row] : []
            guard wanted != shown else { continue }
            styleLines.append("- style " + Self.styleLine(row: row, wanted))
            styleLines.append("+ style " + Self.styleLine(row: row, shown))
        }
        if !styleLines.isEmpty {
            sections.append((["The styles differ (- expected, + actual):"] + styleLines).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n")
    }
}
