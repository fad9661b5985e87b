import TrellisViews

// What a screen reader hears of a table: its name, the focused row's place and every
// shown column's title and text, then the sort ("Sightings table, row 3 of 1,000,000,
// Date 2026-11-02, Place Oslo, sorted by Date ascending"), as VoiceOver reads an
// `NSTableView` row with its column headers.

extension DataTable {
    /// The table's name, its focused row (or its placeholder), and its sort: what
    /// ``accessibilityFocusDescription`` says.
    var tableDescription: String {
        var parts = [accessibilityLabel.map { "\($0) table" } ?? "table"]
        if let placeholder = placeholderView.placeholder, !placeholderView.isHidden {
            parts.append(placeholder.kind == .loading ? "Loading…" : placeholder.title ?? placeholder.message ?? "empty")
        } else {
            parts.append(rowAnnouncement ?? "no rows")
        }
        if let sortDescription { parts.append(sortDescription) }
        return parts.joined(separator: ", ")
    }

    /// "row 3 of 1,000,000, Date 2026-11-02, Place Oslo": the focused row's place and each
    /// shown column's title and text (its `accessibleText` where it has one; a column whose
    /// cell is blank is left out, not read as its title alone), or `nil` with no focused row.
    public var rowAnnouncement: String? {
        guard let row = focusedRow, let item = item(atRow: row) else { return nil }
        var parts = ["row \(CellText.grouped(row + 1)) of \(CellText.grouped(rowCount))"]
        for column in columns where !column.isHidden {
            let text = column.accessibleText?(item) ?? column.text(item)
            guard text.contains(where: { !$0.isWhitespace }) else { continue }
            parts.append("\(column.title) \(text)")
        }
        return parts.joined(separator: ", ")
    }

    /// The focused row's first cell, when in view: where ``accessibilityCursorPoint`` puts
    /// a screen reader's cursor.
    var focusedRowPoint: Point? {
        guard let row = focusedRow, row >= topRow, row < topRow + visibleRowCount else { return Point(x: 0, y: 0) }
        return Point(x: 0, y: Double(row - topRow + 1))
    }
}
