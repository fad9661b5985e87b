import TrellisHost
import TrellisViews

// Scroll detection: when a band of rows in the new frame is the old screen shifted up
// or down, one DECSTBM + SU/SD moves them on the terminal and only the rows that
// scrolled in are written.

extension Renderer {
    /// A band of rows (`top...bottom`, zero-based) to scroll by `count` (positive: up).
    struct Scroll: Hashable {
        var top: Int
        var bottom: Int
        var count: Int
        /// Rows that need no writing thanks to the scroll.
        var rowsSaved: Int
    }

    /// The shift that saves the most row repaints, or `nil` when none saves enough to
    /// pay for its escape sequences.
    ///
    /// - Complexity: O(*w* · *h*) to hash rows, then O(*h*²) hash comparisons.
    func findScroll(in rows: [Bool]) -> Scroll? {
        let height = self.height
        guard height >= 3 else { return nil }
        var changedRows = 0
        for y in 0..<height where rows[y] && !back.row(y, equals: y, of: front) {
            changedRows += 1
            if changedRows == 3 { break }
        }
        guard changedRows >= 3 else { return nil }
        let backHashes = rowHashes(back)
        let frontHashes = rowHashes(front)
        var best: Scroll?
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
                        // Rows that scroll in blank must be written even if they were right before.
                        let blanked = count > 0 ? (bottom - shift + 1)...bottom : top...(top + shift - 1)
                        var lost = 0
                        for row in blanked where backHashes[row] == frontHashes[row] { lost += 1 }
                        let net = saved - lost
                        if net >= 3, net > (best?.rowsSaved ?? 0) {
                            best = Scroll(top: top, bottom: bottom, count: count, rowsSaved: net)
                        }
                        runStart = -1
                    }
                }
            }
        }
        guard let best, verify(best) else { return nil }
        return best
    }

    /// Checks a scroll found through hashes cell by cell.
    private func verify(_ scroll: Scroll) -> Bool {
        let rows =
            scroll.count > 0
            ? scroll.top...(scroll.bottom - scroll.count)
            : (scroll.top - scroll.count)...scroll.bottom
        return rows.allSatisfy { back.row($0, equals: $0 + scroll.count, of: front) }
    }

    /// Each row's hash over its cells' words: a cell is two words with no padding and no
    /// references (`Cell.wordCount`), and two cells are equal exactly when their words
    /// are, so the words are hashed as they lie in memory (reading each cell through its
    /// accessors, which do not inline across modules, was a fifth of a scrolled frame).
    ///
    /// - Complexity: O(*w* · *h*) for the buffer's cells.
    private func rowHashes(_ buffer: CellBuffer) -> [Int] {
        var hashes = [Int](repeating: 0, count: buffer.height)
        let words = buffer.width * Cell.wordCount
        buffer.cells.withUnsafeBytes { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<buffer.height {
                // Four FNV-style lanes, each word into the lane of its place: four
                // independent multiplies at a time instead of one chain through the row.
                var lanes: (UInt64, UInt64, UInt64, UInt64) = (
                    0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_cbf2_2325_8422, 0x2325_8422_9ce4_cbf2
                )
                let row = base + y * words * 8
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

    /// Scrolls the band on the terminal and in ``front``: reset the style (the rows that
    /// scroll in take the current background), set the region, scroll it, and reset the
    /// region (which homes the cursor).
    ///
    /// A scroll by one row (a list moved by a row, the common case) goes to the margin the
    /// new row comes in at and scrolls with IND (`ESC D`, at the bottom) or RI (`ESC M`, at
    /// the top): the cursor is then where that row is written, and the region stays set until
    /// ``closeScrollRegion(into:)`` ends the frame — 2 bytes fewer than SU/SD with a reset and
    /// a move back. Larger scrolls use SU/SD and reset the region at once.
    mutating func emitScroll(_ scroll: Scroll, into bytes: inout [UInt8]) {
        if currentStyle != .plain { bytes += ControlSequence.resetStyle }
        currentStyle = .plain
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(scroll.top + 1, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        ControlSequence.appendNumber(scroll.bottom + 1, into: &bytes)
        bytes.append(UInt8(ascii: "r"))
        front.scroll(top: scroll.top, bottom: scroll.bottom, by: scroll.count)
        lastScroll = scroll
        if abs(scroll.count) == 1 {
            // DECSTBM homed the cursor; the margin where the new row comes in.
            let margin = scroll.count > 0 ? scroll.bottom : scroll.top
            ControlSequence.moveCursor(x: 0, y: margin, into: &bytes)
            bytes += [0x1B, UInt8(ascii: scroll.count > 0 ? "D" : "M")]
            cursor = (0, margin)
            isScrollRegionOpen = true
            return
        }
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(abs(scroll.count), into: &bytes)
        bytes.append(UInt8(ascii: scroll.count > 0 ? "S" : "T"))
        ControlSequence.csi("r", into: &bytes)
        cursor = (0, 0)
    }

    /// Resets a scroll region ``emitScroll(_:into:)`` left set, so no frame ends with one
    /// (the shell after exit or a suspend would scroll inside it). Homes the cursor.
    mutating func closeScrollRegion(into bytes: inout [UInt8]) {
        guard isScrollRegionOpen else { return }
        ControlSequence.csi("r", into: &bytes)
        cursor = (0, 0)
        isScrollRegionOpen = false
    }
}
