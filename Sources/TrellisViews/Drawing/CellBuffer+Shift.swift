// Shift detection: when a band of rows of a new frame is the old screen moved up or
// down (a list scrolled), a host moves the band in one operation and writes only the
// rows that came in. The terminal renderer moves it with a scroll region and SU/SD; the
// browser host sends the page a scroll operation.

/// A band of rows (`top...bottom`, zero-based) moved by `count` rows (positive: up, the
/// content of row `y + count` is now at row `y`), as a terminal's SU/SD moves a scroll
/// region; the rows that come in are blank. Only the cells in `columns` move (a list
/// beside a section index that stays); every column unless told.
package struct RowShift: Hashable, Sendable {
    package var top: Int
    package var bottom: Int
    package var count: Int
    /// Rows that need no writing thanks to the shift.
    package var rowsSaved: Int
    /// The columns that move; `nil`: every column.
    package var columns: Range<Int>?

    package init(top: Int, bottom: Int, count: Int, rowsSaved: Int, columns: Range<Int>? = nil) {
        self.top = top
        self.bottom = bottom
        self.count = count
        self.rowsSaved = rowsSaved
        self.columns = columns
    }
}

extension CellBuffer {
    /// The shift of `front` (what the screen shows) that saves the most row writes on the
    /// way to this buffer, looking only at the rows `repainted` marks, or `nil` when none
    /// saves at least three rows (less does not pay for the operation).
    ///
    /// With `columns`, rows are compared in those columns only, and the shift found moves
    /// only them: a host that can scroll part of a row (the browser host; a terminal with
    /// left and right margins) passes ``changedColumns(from:repainted:)``, so a list
    /// scrolls beside a section index that stays.
    ///
    /// - Complexity: O(*w* · *h*) to hash rows, then O(*h*²) hash comparisons; nothing
    ///   when fewer than three repainted rows differ.
    package func rowShift(from front: CellBuffer, repainted rows: [Bool], columns: Range<Int>? = nil) -> RowShift? {
        let height = self.height
        guard height >= 3, front.width == width, front.height == height, rows.count >= height else { return nil }
        let compared = (columns ?? 0..<width).clamped(to: 0..<width)
        guard !compared.isEmpty else { return nil }
        let moved = compared == 0..<width ? nil : compared
        var changedRows = 0
        for y in 0..<height where rows[y] && !row(y, equals: y, of: front) {
            changedRows += 1
            if changedRows == 3 { break }
        }
        guard changedRows >= 3 else { return nil }
        let backHashes = rowHashes(columns: compared)
        let frontHashes = front.rowHashes(columns: compared)
        var best: RowShift?
        for shift in 1..<height {
            // A shift of `shift` rows saves at most the other `height - shift`: once that
            // cannot beat the best found, no larger shift can.
            if let best, height - shift <= best.rowsSaved { break }
            for direction in 0..<2 {
                let count = direction == 0 ? shift : -shift
                var runStart = -1
                var saved = 0
                // Row y of the new frame is row y + count of the old screen.
                for y in 0...height {
                    let source = y + count
                    let matches = y < height && source >= 0 && source < height && backHashes[y] == frontHashes[source]
                    if matches {
                        if runStart < 0 {
                            runStart = y
                            saved = 0
                        }
                        if backHashes[y] != frontHashes[y] { saved += 1 }
                    } else if runStart >= 0 {
                        let top = count > 0 ? runStart : runStart - shift
                        let bottom = count > 0 ? y - 1 + shift : y - 1
                        // Rows that shift in blank must be written even if they were right before.
                        let blanked = count > 0 ? (bottom - shift + 1)...bottom : top...(top + shift - 1)
                        var lost = 0
                        for row in blanked where backHashes[row] == frontHashes[row] { lost += 1 }
                        let net = saved - lost
                        if net >= 3, net > (best?.rowsSaved ?? 0) {
                            best = RowShift(top: top, bottom: bottom, count: count, rowsSaved: net, columns: moved)
                        }
                        runStart = -1
                    }
                }
            }
        }
        guard let best, verify(best, from: front) else { return nil }
        return best
    }

    /// Checks a shift found through hashes cell by cell.
    private func verify(_ shift: RowShift, from front: CellBuffer) -> Bool {
        let rows =
            shift.count > 0
            ? shift.top...(shift.bottom - shift.count)
            : (shift.top - shift.count)...shift.bottom
        guard let columns = shift.columns else { return rows.allSatisfy { row($0, equals: $0 + shift.count, of: front) } }
        return rows.allSatisfy { y in columns.allSatisfy { self[$0, y] == front[$0, y + shift.count] } }
    }

    /// The columns from the first to the last cell that differs from `front` in the rows
    /// `repainted` marks, or `nil` when none differs: where a partial shift may lie.
    ///
    /// - Complexity: O(*w* · *h*) at most.
    package func changedColumns(from front: CellBuffer, repainted rows: [Bool]) -> Range<Int>? {
        guard front.width == width, front.height == height else { return nil }
        var lower = width
        var upper = 0
        let width = self.width
        cells.withUnsafeBufferPointer { cells in
            front.cells.withUnsafeBufferPointer { frontCells in
                for y in 0..<min(height, rows.count) where rows[y] && !row(y, equals: y, of: front) {
                    let start = y * width
                    // Only as far as the columns found so far: a row's changes inside them add nothing.
                    var x = 0
                    while x < lower && cells[start + x] == frontCells[start + x] { x += 1 }
                    lower = min(lower, x)
                    x = width
                    while x > upper && cells[start + x - 1] == frontCells[start + x - 1] { x -= 1 }
                    upper = max(upper, x)
                }
            }
        }
        return lower < upper ? lower..<upper : nil
    }

    /// Each row's hash over its cells' words: a cell is two words with no padding and no
    /// references (`Cell.wordCount`), and two cells are equal exactly when their words
    /// are, so the words are hashed as they lie in memory (reading each cell through its
    /// accessors, which do not inline across modules, was a fifth of a scrolled frame).
    ///
    /// - Complexity: O(*w* · *h*) for the buffer's cells (in `columns`).
    func rowHashes(columns: Range<Int>) -> [Int] {
        var hashes = [Int](repeating: 0, count: height)
        let rowWords = width * Cell.wordCount
        let words = columns.count * Cell.wordCount
        cells.withUnsafeBytes { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<height {
                // Four FNV-style lanes, each word into the lane of its place: four
                // independent multiplies at a time instead of one chain through the row.
                var lanes: (UInt64, UInt64, UInt64, UInt64) = (
                    0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_cbf2_2325_8422, 0x2325_8422_9ce4_cbf2
                )
                let row = base + (y * rowWords + columns.lowerBound * Cell.wordCount) * 8
                var word = 0
                while word + 4 <= words {
                    lanes.0 = (lanes.0 ^ row.load(fromByteOffset: word * 8, as: UInt64.self)) &* 0x100_0000_01b3
                    lanes.1 = (lanes.1 ^ row.load(fromByteOffset: word * 8 + 8, as: UInt64.self)) &* 0x100_0000_01b3
                    lanes.2 = (lanes.2 ^ row.load(fromByteOffset: word * 8 + 16, as: UInt64.self)) &* 0x100_0000_01b3
                    lanes.3 = (lanes.3 ^ row.load(fromByteOffset: word * 8 + 24, as: UInt64.self)) &* 0x100_0000_01b3
                    word += 4
                }
                while word < words {
                    lanes.0 = (lanes.0 ^ row.load(fromByteOffset: word * 8, as: UInt64.self)) &* 0x100_0000_01b3
                    word += 1
                }
                var hash = (lanes.0 ^ lanes.1) &* 0x100_0000_01b3
                hash = (hash ^ lanes.2) &* 0x100_0000_01b3
                hash = (hash ^ lanes.3) &* 0x100_0000_01b3
                hashes[y] = Int(truncatingIfNeeded: hash)
            }
        }
        return hashes
    }
}

/// A row's tail slid sideways: the cells of row `row` from `column` on move `count`
/// cells right (blank cells come in at `column`; the row's last cells fall off) or, when
/// `count` is negative, left (cells `column..<column - count` go; blank cells come in at
/// the end), as a terminal's ICH and DCH move them.
package struct CellShift: Hashable, Sendable {
    package var row: Int
    package var column: Int
    package var count: Int

    package init(row: Int, column: Int, count: Int) {
        self.row = row
        self.column = column
        self.count = count
    }
}

extension CellBuffer {
    /// The slide of row `y`'s tail that brings this buffer (what the screen shows) closer
    /// to `back`'s row `y`, when the new row ends like the old one, shifted (a list's rows
    /// after a segment switch: other names, the same description), and the slide spares
    /// writing more than `minimumSaving` cells; `nil` otherwise.
    ///
    /// - Complexity: O(*w*).
    package func sharedSuffixShift(row y: Int, toward back: CellBuffer, minimumSaving: Int) -> CellShift? {
        guard back.width == width, y >= 0, y < height, y < back.height else { return nil }
        let rowStart = y * width
        func end(_ buffer: CellBuffer) -> Int {
            var end = width
            while end > 0 && buffer.cells[rowStart + end - 1] == .blank { end -= 1 }
            return end
        }
        let oldEnd = end(self)
        let newEnd = end(back)
        let shift = newEnd - oldEnd
        guard shift != 0, oldEnd > 0, newEnd > 0 else { return nil }
        var shared = 0
        while shared < min(oldEnd, newEnd), cells[rowStart + oldEnd - 1 - shared] == back.cells[rowStart + newEnd - 1 - shared] {
            shared += 1
        }
        // Where the cells are deleted or inserted: the tail's start in the new row
        // (delete) or in the old row (insert).
        let column = shift < 0 ? newEnd - shared : oldEnd - shared
        guard shared > 0 else { return nil }
        // Wide characters would be cut by the shift: leave such rows to the plain diff.
        if column > 0 && cells[rowStart + column - 1].width != 1 { return nil }
        for x in column..<width where cells[rowStart + x].width != 1 { return nil }
        // Worth it when the tail written in place would cost more than the shift.
        var rewritten = 0
        for x in (newEnd - shared)..<newEnd where cells[rowStart + x] != back.cells[rowStart + x] { rewritten += 1 }
        guard rewritten > minimumSaving else { return nil }
        return CellShift(row: y, column: column, count: shift)
    }

    /// Slides row `shift.row`'s cells and their links as `shift` says.
    package mutating func apply(_ shift: CellShift) {
        let rowStart = shift.row * width
        let count = min(abs(shift.count), width - shift.column)
        guard count > 0 else { return }
        var row = Array(cells[rowStart..<(rowStart + width)])
        if shift.count < 0 {
            row.removeSubrange(shift.column..<(shift.column + count))
            row += repeatElement(Cell.blank, count: count)
        } else {
            row.insert(contentsOf: repeatElement(Cell.blank, count: count), at: shift.column)
            row.removeLast(count)
        }
        cells.replaceSubrange(rowStart..<(rowStart + width), with: row)
        guard !links.isEmpty else { return }
        var targets = (0..<width).map { links[rowStart + $0] }
        if shift.count < 0 {
            targets.removeSubrange(shift.column..<(shift.column + count))
            targets += repeatElement(nil, count: count)
        } else {
            targets.insert(contentsOf: repeatElement(nil, count: count), at: shift.column)
            targets.removeLast(count)
        }
        for (x, target) in targets.enumerated() { links[rowStart + x] = target }
    }
}
