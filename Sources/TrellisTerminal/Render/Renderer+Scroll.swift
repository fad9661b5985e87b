import TrellisHost
import TrellisViews

// Scrolling: when a band of rows in the new frame is the old screen shifted up or down
// (`CellBuffer.rowShift(from:repainted:)`), one DECSTBM + SU/SD moves them on the
// terminal and only the rows that scrolled in are written.

extension Renderer {
    /// A band of rows (`top...bottom`, zero-based) to scroll by `count` (positive: up).
    typealias Scroll = RowShift

    /// The shift that saves the most row repaints, or `nil` when none saves enough to
    /// pay for its escape sequences: TrellisViews' shift detection, which the browser
    /// host uses too.
    ///
    /// - Complexity: O(*w* · *h*) to hash rows, then O(*h*²) hash comparisons.
    func findScroll(in rows: [Bool]) -> Scroll? {
        back.rowShift(from: front, repainted: rows)
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
