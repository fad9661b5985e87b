import TrellisHost
import TrellisViews

/// Turns what the painter repainted into one frame message for the page: a scroll when a
/// band of rows moved as a block, slides of rows whose tail moved sideways, then only the cells that still differ from what the page
/// shows, as runs of one style, and each style once. Written in the binary layout or as
/// JSON (``WebFrameEncoding``); the TrellisWeb guide describes both.
///
/// ```json
/// {"t":"frame","cols":80,"rows":24,"clear":false,
///  "styles":[[3,"#ffcc00",null,1]],
///  "scroll":[1,22,1],
///  "runs":[[5,2,"★ Favorited",3]],
///  "cursor":null}
/// ```
///
/// - `styles`: styles the page has not seen, `[id, foreground, background, flags]`; a
///   color is `null` (inherit), `"d"` (the page's default), `"a0"`…`"a15"` (the theme's
///   16 colors), `"p16"`…`"p255"` (the 256-color palette) or `"#rrggbb"`; flags add bold 1,
///   dim 2, italic 4, underline 8, reverse 16.
/// - `scroll`: `[top, bottom, count]`: rows `top...bottom` move up `count` rows (down when
///   negative) and the rows that come in are blank, before the runs are drawn;
///   `[top, bottom, count, left, right]` moves only columns `left..<right` of them (a list
///   beside a section index that stays). Absent when
///   nothing moved as a block (`CellBuffer.rowShift(from:repainted:)`, the detection the
///   terminal renderer scrolls with).
/// - `slides`: `[[row, column, count], …]`: the cells of `row` from `column` on move
///   `count` cells right, blank cells coming in at `column` (left when negative: cells
///   `column..<column - count` go and blank cells come in at the row's end), before the
///   runs are drawn, as a terminal's ICH and DCH move them. Absent when no row's tail slid
///   (`CellBuffer.sharedSuffixShift(row:toward:minimumSaving:)`, as the terminal renderer).
/// - `runs`: `[row, column, text, style id]`, one character per cell; a wide character's
///   second cell is U+0000 in the text. A run of linked cells (a Markdown link, a styled
///   run with a link) has its target fifth, `[row, column, text, style id, "https://…"]`,
///   only when `LinkTarget.safe(_:)` lets it through (`http`, `https`, `mailto`; no
///   control characters); the page wraps it in an `<a>`. Other linked cells go as plain text.
/// - `clear`: the page blanks its grid at `cols` × `rows` first (the first frame, a resize).
/// - `cursor`: `[column, row]` where the caret shows (a focused text field), or `null`.
/// - `copy`: text the app put on the clipboard since the last frame, which the page
///   writes to the browser's clipboard; absent when none.
/// - `focus`: what a screen reader says of the focused element ("Abyssinian, 1 of 68"),
///   the same description the terminal's accessible mode speaks, sent when it changed
///   (`""`: nothing focused that describes itself); the page keeps it in a polite live
///   region. Absent when unchanged.
/// - `say`: the announcements since the last frame ("Added to favorites"), which the page
///   adds to a polite live log; absent when none.
/// - `headings`: changes to the list of headings on screen, top to bottom (a list's
///   section headers, "Canada (3)"), which the page keeps as headings in its accessible
///   mirror: `[index]` removes one, `[index, "title"]` inserts one, in the order given
///   (``HeadingChange``); absent when unchanged.
struct FrameEncoder {
    /// What the page shows now, as far as the messages sent tell it.
    private(set) var front: CellBuffer
    /// How frames are written.
    var encoding: WebFrameEncoding
    /// The id each style was sent under.
    private var styleIDs: [PackedStyle: Int] = [:]
    /// Whether the next frame blanks the page's grid and sends every cell.
    private(set) var clearsNext = true
    private var sentCursor: (x: Int, y: Int)?
    /// The last link target checked, and what ``LinkTarget/safe(_:)`` made of it (a
    /// run's cells share one).
    private var lastCheckedLink: (raw: String, safe: String?)?
    /// The shift the last frame sent, for tests and benchmarks.
    private(set) var lastShift: RowShift?
    /// How many rows' tails the last frame slid, for tests.
    private(set) var lastSlides = 0
    /// A run's text as it is gathered (kept to spare an allocation per run).
    private var text: [UInt8] = []

    init(columns: Int, rows: Int, encoding: WebFrameEncoding = .binary) {
        front = CellBuffer(width: columns, height: rows)
        self.encoding = encoding
    }

    /// A new window size: the next frame clears the page and sends everything.
    mutating func resize(columns: Int, rows: Int) {
        front = CellBuffer(width: columns, height: rows)
        clearsNext = true
    }

    /// A new page (a reload): it knows no styles and shows nothing, so the next frame
    /// sends every style it uses and every cell.
    mutating func restart() {
        front = CellBuffer(width: front.width, height: front.height)
        styleIDs = [:]
        sentCursor = nil
        clearsNext = true
    }

    /// The message that brings the page from ``front`` to `back`, looking only at the
    /// columns `spans` says were repainted (every cell when clearing), with `copy` for the
    /// page's clipboard; `nil` when no cell differs, the cursor did not move and nothing
    /// was copied.
    ///
    /// - Complexity: O(*c*) for the *c* cells in `spans`, and O(*w* · *h*) more when at
    ///   least three repainted rows differ (the shift detection).
    mutating func encode(
        _ back: CellBuffer, spans: [Range<Int>], cursor: (x: Int, y: Int)?, copy: String? = nil, focus: String? = nil,
        say: [String] = [], headings: [HeadingChange] = []
    ) -> [UInt8]? {
        let clearing = clearsNext
        var output = FrameOutput(encoding: encoding)
        var spans = spans
        lastShift = nil
        lastSlides = 0
        if !clearing, let shift = shift(to: back, spans: spans) {
            front.scroll(top: shift.top, bottom: shift.bottom, by: shift.count, columns: shift.columns)
            if spans.count < back.height { spans += Array(repeating: 0..<0, count: back.height - spans.count) }
            // The band moved on the page: its rows that now match need nothing, the others
            // are compared whole.
            for row in shift.top...shift.bottom {
                spans[row] = back.row(row, equals: row, of: front) && linksMatch(back, row: row) ? 0..<0 : 0..<back.width
            }
            output.scroll(shift)
            lastShift = shift
        }
        if !clearing {
            // Rows whose tail slid sideways (other names before the same description): the
            // page slides it, and the rest of the row is compared whole.
            for y in 0..<min(spans.count, back.height) where !spans[y].isEmpty {
                guard let shift = front.sharedSuffixShift(row: y, toward: back, minimumSaving: Self.minimumSlide) else { continue }
                front.apply(shift)
                output.slide(shift)
                lastSlides += 1
                spans[y] = 0..<back.width
            }
        }
        for y in 0..<back.height {
            let span: Range<Int>
            if clearing {
                span = 0..<back.width
            } else {
                guard y < spans.count else { break }
                span = spans[y].clamped(to: 0..<back.width)
            }
            var x = span.lowerBound
            while x < span.upperBound {
                guard needsSending(back, x: x, y: y, clearing: clearing) else {
                    x += 1
                    continue
                }
                // A run: differing cells of one style, a wide character with its continuation.
                var start = x
                if back[start, y].isContinuation && start > 0 { start -= 1 }
                let style = back[start, y].packedStyle
                let link = sentLink(back, x: start, y: y)
                var end = start
                while end < back.width {
                    let cell = back[end, y]
                    if end > start && !cell.isContinuation {
                        // The next character joins the run if it has the style and needs
                        // sending, or if it is in a short gap before one that does: a few
                        // cells the page has cost fewer bytes than a new run.
                        if cell.packedStyle != style || end >= span.upperBound { break }
                        if sentLink(back, x: end, y: y) != link { break }
                        if !needsSending(back, x: end, y: y, clearing: clearing),
                            !resumes(back, after: end, y: y, style: style, link: link, within: span, clearing: clearing)
                        {
                            break
                        }
                    }
                    end += 1
                }
                let id = styleID(style, output: &output)
                text.removeAll(keepingCapacity: true)
                for column in start..<end {
                    if back[column, y].isContinuation { text.append(0) } else { back[column, y].glyph.append(to: &text) }
                    front.cells[y * front.width + column] = back[column, y]
                    if back[column, y].isLinked { front.links[y * front.width + column] = back.links[y * back.width + column] }
                }
                output.run(y: y, x: start, text: text, style: id, link: link)
                x = end
            }
        }
        let cursorMoved = cursor?.x != sentCursor?.x || cursor?.y != sentCursor?.y
        guard clearing || output.hasOperations || cursorMoved || copy != nil || focus != nil || !say.isEmpty || !headings.isEmpty else {
            return nil
        }
        clearsNext = false
        sentCursor = cursor
        return output.message(
            size: (back.width, back.height), clearing: clearing, cursor: cursor, cursorMoved: clearing || cursorMoved, copy: copy,
            focus: focus, say: say, headings: headings)
    }

    /// The fewest cells a slide must spare writing: it costs about as many bytes as four
    /// cells of a run.
    static let minimumSlide = 4

    /// The most cells the page already has that a run takes in to reach more cells of its
    /// style: a new run costs at least five bytes.
    static let bridgedGap = 4

    /// Whether the cell at (`x`, `y`) must be sent: when clearing, any but a blank;
    /// otherwise one that differs from the page's.
    private func needsSending(_ back: CellBuffer, x: Int, y: Int, clearing: Bool) -> Bool {
        clearing ? back[x, y] != Cell.blank : differs(back, x: x, y: y)
    }

    /// Whether, within ``bridgedGap`` cells after `x`, a cell of the run's `style` and
    /// `link` needs sending before any cell of another style or link.
    private mutating func resumes(
        _ back: CellBuffer, after x: Int, y: Int, style: PackedStyle, link: String?, within span: Range<Int>, clearing: Bool
    ) -> Bool {
        var column = x + 1
        while column < min(span.upperBound, x + 1 + Self.bridgedGap) {
            let cell = back[column, y]
            if !cell.isContinuation {
                if cell.packedStyle != style || sentLink(back, x: column, y: y) != link { return false }
                if needsSending(back, x: column, y: y, clearing: clearing) { return true }
            }
            column += 1
        }
        return false
    }

    /// The shift of the page's rows toward `back`, when at least three repainted rows
    /// differ and a band moved as a block.
    private func shift(to back: CellBuffer, spans: [Range<Int>]) -> RowShift? {
        var changed = 0
        for span in spans where !span.isEmpty {
            changed += 1
            if changed == 3 { break }
        }
        guard changed >= 3 else { return nil }
        var repainted = spans.map { !$0.isEmpty }
        if repainted.count < back.height { repainted += Array(repeating: false, count: back.height - repainted.count) }
        // Whole rows first (the page moves their elements); else only the columns that
        // changed: a list scrolls beside a section index or a border that stays.
        if let whole = back.rowShift(from: front, repainted: repainted) { return whole }
        guard let columns = back.changedColumns(from: front, repainted: repainted), columns != 0..<back.width else { return nil }
        return back.rowShift(from: front, repainted: repainted, columns: columns)
    }

    /// Whether row `row`'s links in `back` are those the page has.
    private func linksMatch(_ back: CellBuffer, row: Int) -> Bool {
        guard !back.links.isEmpty || !front.links.isEmpty else { return true }
        for x in 0..<back.width where back[x, row].isLinked {
            if back.links[row * back.width + x] != front.links[row * front.width + x] { return false }
        }
        return true
    }

    /// Whether the cell at (`x`, `y`) of `back` differs from what the page shows: its
    /// character, style, or link target.
    private func differs(_ back: CellBuffer, x: Int, y: Int) -> Bool {
        let cell = back[x, y]
        guard cell == front[x, y] else { return true }
        return cell.isLinked && back.links[y * back.width + x] != front.links[y * front.width + x]
    }

    /// The target the page links the cell at (`x`, `y`) to: its link when safe, else `nil`.
    private mutating func sentLink(_ back: CellBuffer, x: Int, y: Int) -> String? {
        guard let raw = back.link(x: x, y: y) else { return nil }
        if let checked = lastCheckedLink, checked.raw == raw { return checked.safe }
        let safe = LinkTarget.safe(raw)
        lastCheckedLink = (raw, safe)
        return safe
    }

    /// The id `style` goes by; a style not sent before is added to the frame's styles.
    private mutating func styleID(_ style: PackedStyle, output: inout FrameOutput) -> Int {
        if let id = styleIDs[style] { return id }
        let id = styleIDs.count
        styleIDs[style] = id
        output.style(id: id, style.style)
        return id
    }
}
