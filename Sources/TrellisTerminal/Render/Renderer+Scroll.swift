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
            for direction in [1, -1] {
                let count = shift * direction
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
                        let lost = blanked.filter { backHashes[$0] == frontHashes[$0] }.count
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

    private func rowHashes(_ buffer: CellBuffer) -> [Int] {
        var hashes = [Int](repeating: 0, count: buffer.height)
        buffer.cells.withUnsafeBufferPointer { cells in
            for y in 0..<buffer.height {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for cell in cells[(y * buffer.width)..<((y + 1) * buffer.width)] {
                    hash = (hash ^ cell.glyph.fingerprint ^ (UInt64(cell.width) << 61) ^ cell.packedStyle.bits) &* 0x100_0000_01b3
                }
                hashes[y] = Int(truncatingIfNeeded: hash)
            }
        }
        return hashes
    }

    /// Scrolls the band on the terminal and in ``front``: reset the style (the rows that
    /// scroll in take the current background), set the region, SU or SD, and reset the
    /// region (which homes the cursor).
    mutating func emitScroll(_ scroll: Scroll, into bytes: inout [UInt8]) {
        if currentStyle != .plain { bytes += ControlSequence.resetStyle }
        currentStyle = .plain
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(scroll.top + 1, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        ControlSequence.appendNumber(scroll.bottom + 1, into: &bytes)
        bytes.append(UInt8(ascii: "r"))
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(abs(scroll.count), into: &bytes)
        bytes.append(UInt8(ascii: scroll.count > 0 ? "S" : "T"))
        ControlSequence.csi("r", into: &bytes)
        front.scroll(top: scroll.top, bottom: scroll.bottom, by: scroll.count)
        cursor = (0, 0)
        lastScroll = scroll
    }
}
