import TrellisHost
import TrellisViews

// A row whose new text ends like its old text, shifted (a list's rows after a segment
// switch: other names, the same description): delete or insert characters (DCH, ICH)
// so the terminal slides the shared tail into place, as ncurses does, instead of
// writing it again.

extension Renderer {
    /// Slides the shared tails of the rows in `spans` into place on the terminal and in
    /// ``front``, and widens those rows' spans to the whole row.
    ///
    /// - Complexity: O(*w*) per row with a non-empty span.
    mutating func shiftSharedSuffixes(_ spans: inout [Range<Int>], into bytes: inout [UInt8]) {
        for y in 0..<height where !spans[y].isEmpty {
            if shiftSharedSuffix(row: y, into: &bytes) { spans[y] = 0..<width }
        }
    }

    /// One row; returns whether it shifted.
    private mutating func shiftSharedSuffix(row y: Int, into bytes: inout [UInt8]) -> Bool {
        let width = self.width
        let rowStart = y * width
        func end(_ buffer: CellBuffer) -> Int {
            var end = width
            while end > 0 && buffer.cells[rowStart + end - 1] == .blank { end -= 1 }
            return end
        }
        let oldEnd = end(front)
        let newEnd = end(back)
        let shift = newEnd - oldEnd
        guard shift != 0, oldEnd > 0, newEnd > 0 else { return false }
        var shared = 0
        while shared < min(oldEnd, newEnd), front.cells[rowStart + oldEnd - 1 - shared] == back.cells[rowStart + newEnd - 1 - shared] {
            shared += 1
        }
        // Where the terminal deletes or inserts: the tail's start in the new row (delete)
        // or in the old row (insert).
        let column = shift < 0 ? newEnd - shared : oldEnd - shared
        guard shared > 0 else { return false }
        // Wide characters would be cut by the shift: leave such rows to the plain diff.
        if column > 0 && front.cells[rowStart + column - 1].width != 1 { return false }
        for x in column..<width where front.cells[rowStart + x].width != 1 { return false }
        // Worth it when the tail written in place would cost more than the shift.
        var rewritten = 0
        for x in (newEnd - shared)..<newEnd where front.cells[rowStart + x] != back.cells[rowStart + x] { rewritten += 1 }
        guard rewritten > 12 else { return false }

        if let cursor {
            ControlSequence.move(from: cursor, toX: column, y: y, lastRow: height - 1, into: &bytes)
        } else {
            ControlSequence.moveCursor(x: column, y: y, into: &bytes)
        }
        if currentStyle != .plain {
            // The cells that come in take the current background.
            ControlSequence.style(from: currentStyle, to: .plain, depth: capabilities.colorDepth, into: &bytes)
            currentStyle = .plain
        }
        let count = abs(shift)
        ControlSequence.csiNumber(count, final: shift < 0 ? "P" : "@", omitOne: true, into: &bytes)
        var row = Array(front.cells[rowStart..<(rowStart + width)])
        if shift < 0 {
            row.removeSubrange(column..<(column + count))
            row += repeatElement(Cell.blank, count: count)
        } else {
            row.insert(contentsOf: repeatElement(Cell.blank, count: count), at: column)
            row.removeLast(count)
        }
        front.cells.replaceSubrange(rowStart..<(rowStart + width), with: row)
        if !front.links.isEmpty { shiftLinks(row: y, at: column, by: shift) }
        cursor = (column, y)
        return true
    }

    /// Moves the link targets of row `y` from `column` on by `shift` in ``front``, as the
    /// terminal moves its cells' hyperlinks with them.
    private mutating func shiftLinks(row y: Int, at column: Int, by shift: Int) {
        let rowStart = y * width
        var targets = (0..<width).map { front.links[rowStart + $0] }
        let count = abs(shift)
        if shift < 0 {
            targets.removeSubrange(column..<(column + count))
            targets += repeatElement(nil, count: count)
        } else {
            targets.insert(contentsOf: repeatElement(nil, count: count), at: column)
            targets.removeLast(count)
        }
        for (x, target) in targets.enumerated() { front.links[rowStart + x] = target }
    }
}
