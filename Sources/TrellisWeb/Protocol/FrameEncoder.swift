import TrellisHost
import TrellisViews

/// Turns what the painter repainted into one frame message for the page: only the cells
/// that differ from what the page shows, as runs of one style, and each style once.
///
/// ```json
/// {"t":"frame","cols":80,"rows":24,"clear":false,
///  "styles":[[3,"#ffcc00",null,1]],
///  "runs":[[5,2,"★ Favorited",3]],
///  "cursor":null}
/// ```
///
/// - `styles`: styles the page has not seen, `[id, foreground, background, flags]`; a
///   color is `null` (inherit), `"d"` (the page's default), `"a0"`…`"a15"` (the theme's
///   16 colors), `"p16"`…`"p255"` (the 256-color palette) or `"#rrggbb"`; flags add bold 1,
///   dim 2, italic 4, underline 8, reverse 16.
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
struct FrameEncoder {
    /// What the page shows now, as far as the messages sent tell it.
    private(set) var front: CellBuffer
    /// The id each style was sent under.
    private var styleIDs: [PackedStyle: Int] = [:]
    /// Whether the next frame blanks the page's grid and sends every cell.
    private(set) var clearsNext = true
    private var sentCursor: (x: Int, y: Int)?
    /// The last link target checked, and what ``LinkTarget/safe(_:)`` made of it (a
    /// run's cells share one).
    private var lastCheckedLink: (raw: String, safe: String?)?

    init(columns: Int, rows: Int) {
        front = CellBuffer(width: columns, height: rows)
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
    /// - Complexity: O(*c*) for the *c* cells in `spans`.
    mutating func encode(
        _ back: CellBuffer, spans: [Range<Int>], cursor: (x: Int, y: Int)?, copy: String? = nil, focus: String? = nil,
        say: [String] = []
    ) -> [UInt8]? {
        let clearing = clearsNext
        var runs: [UInt8] = []
        var newStyles: [UInt8] = []
        var runCount = 0
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
                guard clearing ? back[x, y] != Cell.blank : differs(back, x: x, y: y) else {
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
                        // The next character joins the run if it has the style and needs sending.
                        if cell.packedStyle != style || end >= span.upperBound { break }
                        if clearing ? cell == Cell.blank : !differs(back, x: end, y: y) { break }
                        if sentLink(back, x: end, y: y) != link { break }
                    }
                    end += 1
                }
                if runCount > 0 { runs.append(UInt8(ascii: ",")) }
                runCount += 1
                let id = styleID(style, newStyles: &newStyles)
                Self.append("[\(y),\(start),", to: &runs)
                var text: [UInt8] = []
                for column in start..<end {
                    if back[column, y].isContinuation { text.append(0) } else { back[column, y].glyph.append(to: &text) }
                    front.cells[y * front.width + column] = back[column, y]
                    if back[column, y].isLinked { front.links[y * front.width + column] = back.links[y * back.width + column] }
                }
                Self.appendJSONString(text, to: &runs)
                Self.append(",\(id)", to: &runs)
                if let link {
                    runs.append(UInt8(ascii: ","))
                    Self.appendJSONString(Array(link.utf8), to: &runs)
                }
                runs.append(UInt8(ascii: "]"))
                x = end
            }
        }
        let cursorMoved = cursor?.x != sentCursor?.x || cursor?.y != sentCursor?.y
        guard clearing || runCount > 0 || cursorMoved || copy != nil || focus != nil || !say.isEmpty else { return nil }
        clearsNext = false
        sentCursor = cursor
        var message: [UInt8] = []
        Self.append("{\"t\":\"frame\",\"cols\":\(back.width),\"rows\":\(back.height),\"clear\":\(clearing),\"styles\":[", to: &message)
        message += newStyles
        Self.append("],\"runs\":[", to: &message)
        message += runs
        Self.append("],\"cursor\":", to: &message)
        if let cursor { Self.append("[\(cursor.x),\(cursor.y)]", to: &message) } else { Self.append("null", to: &message) }
        if let copy {
            Self.append(",\"copy\":", to: &message)
            Self.appendJSONString(Array(copy.utf8), to: &message)
        }
        if let focus {
            Self.append(",\"focus\":", to: &message)
            Self.appendJSONString(Array(focus.utf8), to: &message)
        }
        if !say.isEmpty {
            Self.append(",\"say\":[", to: &message)
            for (index, sentence) in say.enumerated() {
                if index > 0 { message.append(UInt8(ascii: ",")) }
                Self.appendJSONString(Array(sentence.utf8), to: &message)
            }
            message.append(UInt8(ascii: "]"))
        }
        message.append(UInt8(ascii: "}"))
        return message
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

    /// The id `style` goes by; a style not sent before is added to `newStyles`.
    private mutating func styleID(_ style: PackedStyle, newStyles: inout [UInt8]) -> Int {
        if let id = styleIDs[style] { return id }
        let id = styleIDs.count
        styleIDs[style] = id
        let plain = style.style
        if !newStyles.isEmpty { newStyles.append(UInt8(ascii: ",")) }
        var flags = 0
        if plain.bold { flags |= 1 }
        if plain.dim { flags |= 2 }
        if plain.italic { flags |= 4 }
        if plain.underline { flags |= 8 }
        if plain.reverse { flags |= 16 }
        Self.append("[\(id),\(Self.json(plain.foreground)),\(Self.json(plain.background)),\(flags)]", to: &newStyles)
        return id
    }

    /// A color as the page's script reads it (see the type's comment).
    static func json(_ color: Color?) -> String {
        switch color {
        case nil: return "null"
        case .hostDefault?: return "\"d\""
        case .ansi(let ansi)?: return "\"a\(ansi.rawValue)\""
        case .palette(let index)?: return "\"p\(index)\""
        case .rgb(let red, let green, let blue)?:
            let hex = [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            return "\"#\(hex)\""
        }
    }

    static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `utf8` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendJSONString(_ utf8: [UInt8], to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                bytes += Array("\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
