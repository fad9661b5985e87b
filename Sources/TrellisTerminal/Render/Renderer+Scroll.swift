import TrellisHost
import TrellisViews

// Scrolling: when a band of rows in the new frame is the old screen shifted up or down
// (`CellBuffer.rowShift(from:repainted:)`), one DECSTBM + SU/SD moves them on the
// terminal and only the rows that scrolled in are written. A terminal with left and right
// margins (DECLRMM) scrolls a band of columns too: a list beside a section index.

extension Renderer {
    /// A band of rows (`top...bottom`, zero-based) to scroll by `count` (positive: up).
    typealias Scroll = RowShift

    /// The shift that saves the most row repaints, or `nil` when none saves enough to
    /// pay for its escape sequences: TrellisViews' shift detection, which the browser
    /// host uses too.
    ///
    /// Whole rows, or, when the terminal has left and right margins
    /// (``TerminalCapabilities/leftRightMargins``), the columns that changed if that spares
    /// more rows: a list that scrolled beside a section index, a border or a detail pane that
    /// stays. Not for one column (DECSLRM
    /// needs the left margin less than the right), nor when a wide character straddles a
    /// margin, before or after (the terminal would cut it in two).
    ///
    /// - Complexity: O(*w* · *h*) to hash rows, then O(*h*²) hash comparisons.
    func findScroll(in rows: [Bool]) -> Scroll? {
        // DECSLRM takes two columns at least: a left margin less than the right one.
        guard capabilities.leftRightMargins, let columns = back.changedColumns(from: front, repainted: rows),
            columns != 0..<width, columns.count >= 2, let shift = back.rowShift(from: front, repainted: rows, columns: columns),
            !splitsWideCharacter(columns, rows: shift.top...shift.bottom)
        else { return back.rowShift(from: front, repainted: rows) }
        // The one that spares more rows: a list beside a detail pane moves a few whole rows
        // below the pane's end, and many more between the margins. A margin scroll that
        // spares every row it moves but those that come in cannot be beaten.
        if shift.rowsSaved >= shift.bottom - shift.top + 1 - abs(shift.count) { return shift }
        guard let whole = back.rowShift(from: front, repainted: rows), whole.rowsSaved >= shift.rowsSaved else { return shift }
        return whole
    }

    /// The painter's move of a scrolled view's cells (`Painter.lastScroll`) as a scroll of
    /// the screen, or `nil` when the terminal cannot make it or it saves fewer than three
    /// rows (then ``findScroll(in:)`` looks for one).
    ///
    /// The painter moved those cells in ``back`` from where they were, which is what the
    /// screen shows: the band is trimmed of rows at either end that match the screen
    /// already (a pinned header painted again where it was), and counted, but not searched
    /// for. A band of some columns takes left and right margins, two columns at least,
    /// with no wide character straddling them.
    ///
    /// - Complexity: O(*w* · *h*) row compares for the band's *h* rows of *w* columns.
    func scroll(followingPainter painted: RowShift) -> Scroll? {
        var scroll = painted
        if let columns = scroll.columns, columns == 0..<width { scroll.columns = nil }
        let columns = scroll.columns ?? 0..<width
        guard scroll.top >= 0, scroll.bottom < height, columns.lowerBound >= 0, columns.upperBound <= width, scroll.count != 0
        else { return nil }
        if scroll.columns != nil {
            guard capabilities.leftRightMargins, columns.count >= 2 else { return nil }
        }
        while scroll.bottom - scroll.top >= abs(scroll.count), back.row(scroll.top, equals: scroll.top, of: front, columns: columns) {
            scroll.top += 1
        }
        while scroll.bottom - scroll.top >= abs(scroll.count),
            back.row(scroll.bottom, equals: scroll.bottom, of: front, columns: columns)
        {
            scroll.bottom -= 1
        }
        guard scroll.bottom - scroll.top >= abs(scroll.count) else { return nil }
        if scroll.columns != nil, splitsWideCharacter(columns, rows: scroll.top...scroll.bottom) { return nil }
        var saved = 0
        for y in scroll.top...scroll.bottom {
            let source = y + scroll.count
            let inPlace = back.row(y, equals: y, of: front, columns: columns)
            if (scroll.top...scroll.bottom).contains(source), back.row(y, equals: source, of: front, columns: columns) {
                if !inPlace { saved += 1 }
            } else if inPlace {
                saved -= 1  // right where it was, and the scroll moves it away
            }
        }
        guard saved >= 3 else { return nil }
        scroll.rowsSaved = saved
        return scroll
    }

    /// Whether a wide character crosses the edge of `columns` in `rows`, on the screen or
    /// in the new frame.
    private func splitsWideCharacter(_ columns: Range<Int>, rows: ClosedRange<Int>) -> Bool {
        for buffer in [front, back] {
            for y in rows {
                if columns.lowerBound > 0 && buffer[columns.lowerBound, y].isContinuation { return true }
                if columns.upperBound < width && buffer[columns.upperBound, y].isContinuation { return true }
            }
        }
        return false
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
        if let columns = scroll.columns { return emitMarginScroll(scroll, columns: columns, into: &bytes) }
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

    /// Scrolls the rectangle of `columns` in the band: DECLRMM on (`CSI ? 69 h`), the left
    /// and right margins (DECSLRM, `CSI l ; r s`) and the band (DECSTBM), then IND or RI at
    /// the margin the new row comes in at (a scroll by one row), or SU/SD; then the margins,
    /// the region and the mode are reset at once, so no cell is written while they are set
    /// (xterm's `CSI s` is DECSLRM while the mode is on, and the cursor's save otherwise).
    /// The cursor is unknown afterwards (a terminal may home it on each reset).
    private mutating func emitMarginScroll(_ scroll: Scroll, columns: Range<Int>, into bytes: inout [UInt8]) {
        ControlSequence.csi("?69h", into: &bytes)
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(columns.lowerBound + 1, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        ControlSequence.appendNumber(columns.upperBound, into: &bytes)
        bytes.append(UInt8(ascii: "s"))
        ControlSequence.csi("", into: &bytes)
        ControlSequence.appendNumber(scroll.top + 1, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        ControlSequence.appendNumber(scroll.bottom + 1, into: &bytes)
        bytes.append(UInt8(ascii: "r"))
        if abs(scroll.count) == 1 {
            let margin = scroll.count > 0 ? scroll.bottom : scroll.top
            ControlSequence.moveCursor(x: columns.lowerBound, y: margin, into: &bytes)
            bytes += [0x1B, UInt8(ascii: scroll.count > 0 ? "D" : "M")]
        } else {
            ControlSequence.csi("", into: &bytes)
            ControlSequence.appendNumber(abs(scroll.count), into: &bytes)
            bytes.append(UInt8(ascii: scroll.count > 0 ? "S" : "T"))
        }
        ControlSequence.csi("s", into: &bytes)
        ControlSequence.csi("r", into: &bytes)
        ControlSequence.csi("?69l", into: &bytes)
        front.scroll(top: scroll.top, bottom: scroll.bottom, by: scroll.count, columns: columns)
        lastScroll = scroll
        cursor = nil
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
