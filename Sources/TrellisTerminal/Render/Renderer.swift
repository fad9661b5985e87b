import TrellisHost
import TrellisViews

/// Turns frames into the fewest bytes that change the terminal's screen from the last
/// frame to this one (ratatui's double buffering).
///
/// The painter draws each frame into ``back``; ``flush()`` compares it with ``front``
/// (what the terminal shows), writes only the cells that differ — skipping cursor
/// moves when the cursor is already there and style codes when the style is already
/// set — and makes the back buffer the new front. When a band of rows moved up or
/// down as a block (a list scrolled), it first scrolls that band with the terminal's
/// scroll region and then writes only what is left. Cursor moves take the shortest
/// spelling (``ControlSequence/move(from:toX:y:lastRow:inScrollRegion:into:)``), and a row whose rest
/// turned blank is cleared with one erase-line. The bytes of one frame come out as one
/// array for one `write`, wrapped in synchronized-update mode when the frame is large
/// enough for a terminal to show it half drawn.
///
/// Everything is written within ``capabilities``: colors degraded to its depth (none
/// at all for `NO_COLOR`), and non-ASCII characters written as their ASCII fallbacks
/// when the locale is not UTF-8 (see `Renderer+Capabilities.swift`). Linked cells go out
/// inside OSC 8 hyperlinks when the terminal takes them (see `Renderer+Links.swift`).
///
/// The renderer holds no global state: two renderers can drive two terminals.
struct Renderer: Sendable {
    /// The frame being drawn.
    var back: CellBuffer
    /// What the terminal shows.
    var front: CellBuffer
    /// Whether the terminal honours DECSTBM with SU/SD.
    var supportsScrollRegion: Bool
    /// The colors and characters the terminal shows.
    var capabilities: TerminalCapabilities
    /// Where the terminal's cursor is, when known.
    var cursor: (x: Int, y: Int)?
    /// Whether this frame's scroll left the terminal's scroll region set (until the frame ends).
    var isScrollRegionOpen = false
    /// The terminal's current style, when known.
    var currentStyle: Style?
    /// Whether the next flush clears the screen and writes everything.
    private(set) var needsFullRepaint = true

    /// What the last flush did, for tests and benchmarks.
    var lastScroll: Scroll?

    /// Frames smaller than this go out without the synchronized-update wrapper (16
    /// bytes): one `write` this small reaches the terminal in one read, so it cannot be
    /// shown half drawn.
    static let synchronizedUpdateThreshold = 512

    init(width: Int, height: Int, supportsScrollRegion: Bool = true, capabilities: TerminalCapabilities = .full) {
        back = CellBuffer(width: width, height: height)
        front = CellBuffer(width: width, height: height)
        self.supportsScrollRegion = supportsScrollRegion
        self.capabilities = capabilities
    }

    var width: Int { back.width }
    var height: Int { back.height }

    /// Starts over at a new size: both buffers blank, the next flush a full repaint.
    mutating func resize(width: Int, height: Int) {
        back = CellBuffer(width: width, height: height)
        front = CellBuffer(width: width, height: height)
        invalidate()
    }

    /// Forgets what the terminal shows (after a resume or anything else that may have
    /// drawn over it): the next flush clears the screen and writes every cell.
    mutating func invalidate() {
        needsFullRepaint = true
        cursor = nil
        currentStyle = nil
    }

    /// The bytes that bring the terminal from ``front`` to ``back``; empty when nothing
    /// changed. Afterwards ``front`` equals ``back``.
    ///
    /// - Parameter changedSpans: Per row, the columns of ``back`` that may differ
    ///   from ``front`` (the painter's damage); `nil` compares every cell.
    /// - Parameter paintedScroll: The cells the painter moved in ``back`` (a list that
    ///   scrolled: `Painter.lastScroll`): the screen is scrolled the same way when it
    ///   saves rows, without searching for a shift (``scroll(followingPainter:)``).
    /// - Complexity: O(*c*) for the *c* cells compared, plus O(*w* · *h* + *h*²)
    ///   for the scroll search when three or more rows changed and the painter moved
    ///   none.
    mutating func flush(changedSpans: [Range<Int>]? = nil, paintedScroll: RowShift? = nil) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(256)
        lastScroll = nil
        var spans: [Range<Int>]
        if let changedSpans, changedSpans.count == height {
            spans = changedSpans
        } else {
            spans = [Range<Int>](repeating: 0..<width, count: height)
        }
        if needsFullRepaint {
            body += ControlSequence.resetStyle
            ControlSequence.csi("2J", into: &body)
            currentStyle = .plain
            cursor = nil
            front = CellBuffer(width: width, height: height)
            spans = [Range<Int>](repeating: 0..<width, count: height)
            needsFullRepaint = false
        } else {
            // A row that matches the screen cell for cell needs nothing (no scroll, shift
            // or write would touch it): one compare here spares the passes below.
            for y in 0..<height where !spans[y].isEmpty && back.row(y, equals: y, of: front) && linksMatch(row: y) {
                spans[y] = 0..<0
            }
            if supportsScrollRegion, spans.lazy.filter({ !$0.isEmpty }).count >= 3,
                let scroll = paintedScroll.flatMap(scroll(followingPainter:)) ?? findScroll(in: spans.map { !$0.isEmpty })
            {
                emitScroll(scroll, into: &body)
                // The band moved on screen: its rows that now match need nothing more (most
                // of them), the others are compared whole.
                for row in scroll.top...scroll.bottom {
                    spans[row] = back.row(row, equals: row, of: front) && linksMatch(row: row) ? 0..<0 : 0..<width
                }
            }
        }
        shiftSharedSuffixes(&spans, into: &body)
        writeChangedCells(in: spans, into: &body)
        closeScrollRegion(into: &body)
        guard !body.isEmpty else { return [] }
        if body.count < Renderer.synchronizedUpdateThreshold { return body }
        return ControlSequence.beginSynchronizedUpdate + body + ControlSequence.endSynchronizedUpdate
    }

    // MARK: - Writing cells

    /// Writes the cells of `rows` that differ, copying each into ``front`` as it goes
    /// (no whole-buffer copy per frame).
    private mutating func writeChangedCells(in spans: [Range<Int>], into bytes: inout [UInt8]) {
        let width = self.width
        let height = self.height
        let depth = capabilities.colorDepth
        let asciiOnly = capabilities.glyphs == .ascii
        let inScrollRegion = isScrollRegionOpen
        var cursor = self.cursor
        var currentStyle = self.currentStyle
        var links = LinkWriter(backLinks: back.links, frontLinks: front.links, enabled: capabilities.hyperlinks)
        front.links = [:]  // moved into the writer, so it is not copied on write
        back.cells.withUnsafeBufferPointer { backCells in
            front.cells.withUnsafeMutableBufferPointer { frontCells in
                for y in 0..<height where !spans[y].isEmpty {
                    let rowStart = y * width
                    var x = max(0, spans[y].lowerBound)
                    let end = min(width, spans[y].upperBound)
                    var blankTail: Int?  // worked out at the row's first changed cell
                    while x < end {
                        let cell = backCells[rowStart + x]
                        if cell == frontCells[rowStart + x] && (!cell.isLinked || links.targetsMatch(at: rowStart + x)) {
                            x += 1
                            continue
                        }
                        if blankTail == nil { blankTail = Renderer.blankTailStart(of: backCells[rowStart..<(rowStart + width)]) }
                        if let blankTail, x >= blankTail, Renderer.erasingPays(from: x, front: frontCells[rowStart..<(rowStart + width)]) {
                            links.close(into: &bytes)
                            Renderer.moveCursor(
                                from: cursor, toX: x, y: y, lastRow: height - 1, inScrollRegion: inScrollRegion, style: currentStyle,
                                row: backCells[rowStart..<(rowStart + width)], into: &bytes)
                            if currentStyle != .plain {
                                ControlSequence.style(from: currentStyle, to: .plain, depth: depth, into: &bytes)
                                currentStyle = .plain
                            }
                            ControlSequence.csi("K", into: &bytes)
                            for column in x..<width { frontCells[rowStart + column] = .blank }
                            cursor = (x, y)
                            break
                        }
                        if cell.isContinuation {
                            // Its wide character was written (and copied) just before.
                            frontCells[rowStart + x] = cell
                            links.copy(cell, at: rowStart + x)
                            x += 1
                            continue
                        }
                        links.close(unlessCursor: cursor, isAtX: x, y: y, into: &bytes)
                        Renderer.moveCursor(
                            from: cursor, toX: x, y: y, lastRow: height - 1, inScrollRegion: inScrollRegion, style: currentStyle,
                            row: backCells[rowStart..<(rowStart + width)], into: &bytes)
                        ControlSequence.style(from: currentStyle, to: cell.style, depth: depth, into: &bytes)
                        currentStyle = cell.style
                        links.open(for: cell, at: rowStart + x, into: &bytes)
                        Renderer.append(cell, asciiOnly: asciiOnly, into: &bytes)
                        frontCells[rowStart + x] = cell
                        links.copy(cell, at: rowStart + x)
                        if cell.width == 2 && x + 1 < width {
                            frontCells[rowStart + x + 1] = backCells[rowStart + x + 1]
                            links.copy(backCells[rowStart + x + 1], at: rowStart + x + 1)
                        }
                        x += max(1, Int(cell.width))
                        cursor = x >= width ? nil : (x, y)  // past the last column: pending wrap, unknown
                    }
                }
            }
        }
        links.close(into: &bytes)
        front.links = links.frontLinks
        self.cursor = cursor
        self.currentStyle = currentStyle
    }

    /// Moves the cursor to (`x`, `y`) unless it is there; a short gap of unchanged
    /// plain ASCII in the current style is cheaper rewritten than jumped over.
    private static func moveCursor(
        from cursor: (x: Int, y: Int)?, toX x: Int, y: Int, lastRow: Int, inScrollRegion: Bool, style: Style?,
        row: Slice<UnsafeBufferPointer<Cell>>, into bytes: inout [UInt8]
    ) {
        guard let cursor else {
            ControlSequence.moveCursor(x: x, y: y, into: &bytes)
            return
        }
        if cursor.y == y && cursor.x < x {
            let gap = x - cursor.x
            if gap <= ControlSequence.moveRightLength(gap) {
                let start = row.startIndex
                let run = row[(start + cursor.x)..<(start + x)]
                // A linked cell is not rewritten: it would lose its link on the terminal.
                if let style, case let packed = PackedStyle(style),
                    run.allSatisfy({ $0.width == 1 && $0.packedStyle == packed && $0.glyph.asciiValue != nil && !$0.isLinked })
                {
                    for cell in run { bytes.append(cell.glyph.asciiValue!) }
                    return
                }
            }
        }
        ControlSequence.move(from: cursor, toX: x, y: y, lastRow: lastRow, inScrollRegion: inScrollRegion, into: &bytes)
    }

    /// Where the row's run of default blanks up to its end starts (the width when the
    /// last cell is not blank).
    private static func blankTailStart(of row: Slice<UnsafeBufferPointer<Cell>>) -> Int {
        var start = row.endIndex
        while start > row.startIndex && row[start - 1] == .blank { start -= 1 }
        return start - row.startIndex
    }

    /// Whether erasing to the end of the row (3 bytes) beats writing the cells from
    /// `x` on that are not blank on screen yet.
    private static func erasingPays(from x: Int, front: Slice<UnsafeMutableBufferPointer<Cell>>) -> Bool {
        var toWrite = 0
        for index in (front.startIndex + x)..<front.endIndex where front[index] != .blank {
            toWrite += 1
            if toWrite > 3 { return true }
        }
        return false
    }
}
