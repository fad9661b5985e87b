// Between a place in the text and where it is drawn: a row and how many of its drawn
// characters come before. A place at a wrap with nothing left out between the rows (a
// word broken inside) is drawn at the next row's start; `upstream` asks for the end of the
// row above instead, as a text view's caret affinity does.

extension ShownText {
    /// The text offset before drawn character `index` of row `row`: past the characters
    /// drawn one for one (an ellipsis) it is where they end, and a row's end is its
    /// source's end (a cut row's includes what the ellipsis stands for).
    package func offset(row: Int, index: Int) -> Int {
        let shown = rows[row]
        if index >= shown.characters.count { return shown.source.upperBound }
        return shown.source.lowerBound + min(max(0, index), shown.mapped)
    }

    /// The drawn index in row `row` of text `offset`: the row's end for an offset past it
    /// or in what it leaves out.
    package func index(of offset: Int, in row: Int) -> Int {
        let shown = rows[row]
        let inRow = offset - shown.source.lowerBound
        if inRow <= 0 { return 0 }
        return inRow <= shown.mapped ? inRow : shown.characters.count
    }

    /// The row and drawn index text `offset` is drawn at; `nil` when there are no rows.
    ///
    /// - Complexity: O(log *r*) for *r* rows.
    package func place(of offset: Int, upstream: Bool = false) -> (row: Int, index: Int)? {
        guard !rows.isEmpty else { return nil }
        var low = 0
        var high = rows.count
        while low < high {  // the first row starting past the offset
            let middle = (low + high) / 2
            if rows[middle].source.lowerBound > offset { high = middle } else { low = middle + 1 }
        }
        var row = max(0, low - 1)
        if upstream, row > 0, rows[row].source.lowerBound == offset, rows[row - 1].source.upperBound == offset { row -= 1 }
        return (row, index(of: offset, in: row))
    }

    /// The text offset drawn at `point` (the view's coordinates) when row `firstRow` is at
    /// the view's top: above the rows the text's start, below them its end, left of a
    /// row its start, right of it its end. NaN and huge coordinates are clamped.
    ///
    /// - Complexity: O(*w*) for the row's width.
    package func offset(at point: Point, firstRow: Int = 0) -> Int {
        guard let last = rows.indices.last else { return 0 }
        let (row, overflow) = CharacterWidth.cell(point.y).addingReportingOverflow(firstRow)
        if overflow ? point.y < 0 : row < 0 { return 0 }
        if overflow || row > last { return characters.count }
        let column = CharacterWidth.cell(point.x) - rows[row].x
        return offset(row: row, index: CharacterWidth.offset(atColumn: column, in: rows[row].characters))
    }

    /// The next place after `offset` a drawn character away, across rows (what a wrap or
    /// a cut leaves out skipped in one step); `offset` itself at the end.
    package func offset(after offset: Int) -> Int {
        guard var (row, index) = place(of: offset) else { return offset }
        while true {
            if index < rows[row].characters.count {
                index += 1
            } else if row < rows.count - 1 {
                (row, index) = (row + 1, 0)
            } else {
                return offset
            }
            let next = self.offset(row: row, index: index)
            if next > offset { return next }
        }
    }

    /// The place before `offset` a drawn character away, across rows; `offset` itself at
    /// the start.
    package func offset(before offset: Int) -> Int {
        guard var (row, index) = place(of: offset, upstream: true) else { return offset }
        while true {
            if index > 0 {
                index -= 1
            } else if row > 0 {
                (row, index) = (row - 1, rows[row - 1].characters.count)
            } else {
                return offset
            }
            let previous = self.offset(row: row, index: index)
            if previous < offset { return previous }
        }
    }

    /// The place `delta` rows above (negative) or below `offset` at the same cell column;
    /// `offset` itself when there is no such row.
    ///
    /// - Complexity: O(*w*) for the rows' width.
    package func offset(from offset: Int, rows delta: Int) -> Int {
        guard let (row, index) = place(of: offset) else { return offset }
        let (target, overflow) = row.addingReportingOverflow(delta)
        guard !overflow, rows.indices.contains(target) else { return offset }
        let column = rows[row].x + CharacterWidth.width(of: rows[row].characters[..<index])
        return self.offset(row: target, index: CharacterWidth.offset(atColumn: column - rows[target].x, in: rows[target].characters))
    }
}
