import TrellisHost
import TrellisViews

/// A small model of a VT100/xterm screen: enough of the control sequences the
/// renderer and the session emit to know what a person would see.
///
/// It understands printable UTF-8 (grapheme clusters, wide characters, deferred wrap
/// at the right margin), CR/LF/BS/HT, CUP/CUF/CUB/CUU/CUD/CNL/CPL/CHA/HPA/VPA, ED, EL, ECH,
/// IL/DL, ICH/DCH, REP, DECSC/DECRC (and CSI s/u), SGR (16, 256 and true color), DECSTBM
/// with SU/SD, IND and RI; with ``hasLeftRightMargins``, DECLRMM (private mode 69) and
/// DECSLRM (`CSI l ; r s` while the mode is on), which confine those scrolls to the
/// columns between the margins, as xterm does, and an answer to DECRQM (`CSI ? n $ p`) in
/// ``replies``; character-set designations (`ESC ( B`, consumed), private modes (`?1049` switches to a separate
/// alternate screen; the rest are only recorded), and operating system commands (OSC,
/// ended by BEL or ST): OSC 52 sets ``clipboard``, OSC 8 opens and closes ``link`` (the cells
/// printed while it is open are linked, as ``CellBuffer/setLink(_:x:y:)`` links them). Anything
/// else is ignored, as a terminal would. That is enough for what ncurses writes for
/// `TERM=xterm-256color` too, so a curses program's screen can be read as a person sees it.
struct VTScreen: Sendable {
    private(set) var grid: CellBuffer
    private var savedMainGrid: CellBuffer?
    private(set) var cursorX = 0
    private(set) var cursorY = 0
    private var pendingWrap = false
    private(set) var style = Style.plain
    private var scrollTop = 0
    private var scrollBottom: Int
    /// The left and right margins (DECSLRM), zero-based and inclusive.
    private var leftMargin = 0
    private var rightMargin: Int
    /// Whether the screen models left and right margins (xterm's DECLRMM); without them,
    /// mode 69 is only recorded and DECRQM goes unanswered, as on tmux or VTE.
    var hasLeftRightMargins = false
    /// What the terminal answered to queries (DECRQM), for its input.
    private(set) var replies: [UInt8] = []
    /// The private modes (`CSI ? n h`) that are on.
    private(set) var privateModes: Set<Int> = [25]

    private var parser = Parser.ground
    private var sequence: [UInt8] = []
    private var text: [UInt8] = []
    /// The last character printed, which REP repeats.
    private var lastPrinted: Character?
    /// What DECSC (or `CSI s`) saved: the cursor and the style.
    private var saved: (x: Int, y: Int, style: Style)?

    /// What the last OSC 52 put on the clipboard.
    private(set) var clipboard: String?
    /// The hyperlink OSC 8 opened, until it is closed; and the links seen, in order.
    private(set) var link: String?
    private(set) var links: [String] = []

    private enum Parser: Sendable { case ground, escape, escapeIntermediate, csi, osc, oscEscape }

    init(columns: Int, rows: Int) {
        grid = CellBuffer(width: columns, height: rows)
        scrollBottom = rows - 1
        rightMargin = columns - 1
    }

    /// Returns the answers to queries so far and forgets them.
    mutating func takeReplies() -> [UInt8] {
        defer { replies = [] }
        return replies
    }

    var columns: Int { grid.width }
    var rows: Int { grid.height }

    /// A new size: the top-left part of the screen is kept, as most terminals do.
    mutating func resize(columns: Int, rows: Int) {
        var resized = CellBuffer(width: columns, height: rows)
        for y in 0..<min(rows, grid.height) {
            for x in 0..<min(columns, grid.width) where !grid[x, y].isContinuation {
                resized.set(grid[x, y], x: x, y: y)
            }
        }
        grid = resized
        scrollTop = 0
        scrollBottom = rows - 1
        leftMargin = 0
        rightMargin = columns - 1
        cursorX = min(cursorX, columns - 1)
        cursorY = min(cursorY, rows - 1)
        pendingWrap = false
    }

    /// Interprets `bytes`.
    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes {
            switch parser {
            case .ground:
                if byte == 0x1B {
                    flushText()
                    parser = .escape
                } else if byte < 0x20 || byte == 0x7F {
                    flushText()
                    control(byte)
                } else {
                    text.append(byte)
                }
            case .escape:
                if byte == UInt8(ascii: "[") {
                    parser = .csi
                    sequence = []
                } else if byte == UInt8(ascii: "]") {
                    parser = .osc
                    sequence = []
                } else if (0x20...0x2F).contains(byte) {
                    parser = .escapeIntermediate  // ESC ( B, ESC ) 0, ESC # 8: designations, consumed
                } else {
                    parser = .ground
                    index(byte)  // other two-byte escapes (ESC =, ESC >…) change nothing modelled here
                }
            case .escapeIntermediate:
                if (0x30...0x7E).contains(byte) { parser = .ground }
            case .csi:
                if (0x40...0x7E).contains(byte) {
                    csi(final: byte)
                    parser = .ground
                } else {
                    sequence.append(byte)
                }
            case .osc:
                if byte == 0x07 {
                    operatingSystemCommand()
                    parser = .ground
                } else if byte == 0x1B {
                    parser = .oscEscape
                } else {
                    sequence.append(byte)
                }
            case .oscEscape:
                // ST is ESC \; any other escape ends the command too, as xterm does.
                operatingSystemCommand()
                parser = .ground
                if byte != UInt8(ascii: "\\") {
                    parser = .escape
                    feed([byte])
                }
            }
        }
        flushText()
    }

    // MARK: - Operating system commands

    /// OSC 52 (`52;c;<base64>`) sets the clipboard; OSC 8 (`8;params;URI`) opens a link,
    /// or closes it with an empty URI. Others are ignored.
    private mutating func operatingSystemCommand() {
        let command = String(decoding: sequence, as: UTF8.self)
        sequence = []
        let fields = command.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        switch fields.first {
        case "52" where fields.count == 3:
            clipboard = Self.decodeBase64(String(fields[2])).map { String(decoding: $0, as: UTF8.self) }
        case "8" where fields.count == 3:
            let uri = String(fields[2])
            link = uri.isEmpty ? nil : uri
            if !uri.isEmpty { links.append(uri) }
        default:
            break
        }
    }

    /// `text` decoded from base64, or `nil` when it is not base64.
    static func decodeBase64(_ text: String) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var values: [UInt8: Int] = [:]
        for (index, byte) in alphabet.enumerated() { values[byte] = index }
        var bytes: [UInt8] = []
        var word = 0
        var bits = 0
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            guard let value = values[byte] else { return nil }
            word = (word << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((word >> bits) & 0xFF))
            }
        }
        return bytes
    }

    // MARK: - Text

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        text = []
        for character in string { print(character) }
    }

    private mutating func print(_ character: Character) {
        let width = CharacterWidth.of(character)
        guard width > 0 else { return }
        if pendingWrap || (width == 2 && cursorX == columns - 1) {
            cursorX = 0
            lineFeed()
            pendingWrap = false
        }
        grid.set(Cell(character, width: UInt8(width), style: style), x: cursorX, y: cursorY)
        lastPrinted = character
        if let link {
            // Both halves of a wide character, as `DrawingContext` links them.
            for x in cursorX..<min(columns, cursorX + width) { grid.setLink(link, x: x, y: cursorY) }
        }
        cursorX += width
        if cursorX >= columns {
            cursorX = columns - 1
            pendingWrap = true
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursorX = 0
            pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x09:
            // HT: to the next tab stop (every eight columns), never past the last column.
            moveCursor(x: min(columns - 1, (cursorX / 8 + 1) * 8), y: cursorY)
        case 0x08:
            cursorX = max(0, cursorX - 1)
            pendingWrap = false
        default: break
        }
    }

    /// IND (`ESC D`): down a row, scrolling the region at its bottom margin; RI (`ESC M`): up
    /// a row, scrolling the region down at its top margin. The column stays. NEL (`ESC E`)
    /// is IND at the first column; DECSC (`ESC 7`) and DECRC (`ESC 8`) save and restore the
    /// cursor and the style.
    private mutating func index(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "E"):
            cursorX = 0
            pendingWrap = false
            lineFeed()
        case UInt8(ascii: "D"):
            pendingWrap = false
            lineFeed()
        case UInt8(ascii: "M"):
            pendingWrap = false
            if cursorY == scrollTop {
                guard (leftMargin...rightMargin).contains(cursorX) else { return }
                scroll(by: -1)
            } else if cursorY > 0 {
                cursorY -= 1
            }
        default: break
        }
    }

    private mutating func lineFeed() {
        if cursorY == scrollBottom {
            // Between left and right margins, only a cursor inside them scrolls (xterm).
            guard (leftMargin...rightMargin).contains(cursorX) else { return }
            scroll(by: 1)
        } else if cursorY < rows - 1 {
            cursorY += 1
        }
    }

    /// Scrolls the region, between the left and right margins; the rows that come in take
    /// the current background (BCE).
    private mutating func scroll(by count: Int) {
        let marginColumns = leftMargin..<(rightMargin + 1)
        grid.scroll(top: scrollTop, bottom: scrollBottom, by: count, columns: marginColumns == 0..<columns ? nil : marginColumns)
        // A wide character a margin cuts in two is lost, both halves (what a terminal shows
        // of half a character is its own affair).
        for y in scrollTop...scrollBottom {
            if leftMargin > 0 && grid[leftMargin, y].isContinuation { grid.set(blank, x: leftMargin, y: y) }
            if rightMargin + 1 < columns && grid[rightMargin + 1, y].isContinuation { grid.set(blank, x: rightMargin + 1, y: y) }
        }
        guard style.background != nil else { return }
        let band =
            count > 0
            ? max(scrollTop, scrollBottom - count + 1)...scrollBottom
            : scrollTop...min(scrollBottom, scrollTop - count - 1)
        for y in band {
            for x in marginColumns { grid.set(blank, x: x, y: y) }
        }
    }

    private var blank: Cell { .blank(Style(background: style.background)) }

    /// DCH (negative) and ICH (positive): the cursor's row from the cursor on slides
    /// left or right; blanks in the current background come in.
    /// The cells keep their hyperlinks as they move.
    private mutating func shiftRow(by count: Int) {
        var row = (cursorX..<columns).map { (cell: grid[$0, cursorY], link: grid.link(x: $0, y: cursorY)) }
        let amount = min(abs(count), row.count)
        let blanks = repeatElement((cell: blank, link: String?.none), count: amount)
        if count < 0 {
            row.removeFirst(amount)
            row += blanks
        } else {
            row.insert(contentsOf: blanks, at: 0)
            row.removeLast(amount)
        }
        for (offset, moved) in row.enumerated() {
            grid.set(moved.cell, x: cursorX + offset, y: cursorY)
            if let link = moved.link { grid.setLink(link, x: cursorX + offset, y: cursorY) }
        }
        pendingWrap = false
    }

    // MARK: - Sequences

    private mutating func csi(final: UInt8) {
        let isPrivate = sequence.first == UInt8(ascii: "?")
        let body = String(decoding: isPrivate ? Array(sequence.dropFirst()) : sequence, as: UTF8.self)
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        let first = number(0, default: 1)
        switch final {
        case UInt8(ascii: "h") where isPrivate, UInt8(ascii: "l") where isPrivate:
            for mode in numbers.compactMap({ $0 }) { setPrivateMode(mode, on: final == UInt8(ascii: "h")) }
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            moveCursor(x: number(1, default: 1) - 1, y: first - 1)
        case UInt8(ascii: "C"): moveCursor(x: cursorX + max(1, first), y: cursorY)
        case UInt8(ascii: "G"): moveCursor(x: first - 1, y: cursorY)
        case UInt8(ascii: "P"): shiftRow(by: -max(1, first))
        case UInt8(ascii: "@"): shiftRow(by: max(1, first))
        case UInt8(ascii: "d"): moveCursor(x: cursorX, y: first - 1)
        case UInt8(ascii: "D"): moveCursor(x: cursorX - max(1, first), y: cursorY)
        case UInt8(ascii: "A"): moveCursor(x: cursorX, y: cursorY - max(1, first))
        case UInt8(ascii: "B"): moveCursor(x: cursorX, y: cursorY + max(1, first))
        case UInt8(ascii: "J"): eraseDisplay(number(0, default: 0))
        case UInt8(ascii: "K"): eraseLine(number(0, default: 0))
        case UInt8(ascii: "m"): selectGraphicRendition(numbers.map { $0 ?? 0 })
        case UInt8(ascii: "r"):
            let top = first - 1
            let bottom = number(1, default: rows) - 1
            if top < bottom, bottom < rows {
                scrollTop = max(0, top)
                scrollBottom = bottom
            } else {
                scrollTop = 0
                scrollBottom = rows - 1
            }
            moveCursor(x: 0, y: 0)
        case UInt8(ascii: "S"): scroll(by: max(1, first))
        case UInt8(ascii: "T"): scroll(by: -max(1, first))
        case UInt8(ascii: "E"): moveCursor(x: 0, y: cursorY + max(1, first))
        case UInt8(ascii: "F"): moveCursor(x: 0, y: cursorY - max(1, first))
        case UInt8(ascii: "`"): moveCursor(x: first - 1, y: cursorY)
        case UInt8(ascii: "X"):
            // ECH: blanks from the cursor on, which does not move.
            for x in cursorX..<min(columns, cursorX + max(1, first)) { grid.set(blank, x: x, y: cursorY) }
            pendingWrap = false
        case UInt8(ascii: "L"): insertLines(max(1, first))
        case UInt8(ascii: "M"): insertLines(-max(1, first))
        case UInt8(ascii: "b"):
            guard let lastPrinted else { break }
            for _ in 0..<min(max(1, first), columns * rows) { print(lastPrinted) }
        case UInt8(ascii: "s") where hasLeftRightMargins && privateModes.contains(69):
            // DECSLRM: the margins (the whole width with none given); homes the cursor. As
            // xterm, margins that are not left < right within the screen are ignored.
            let left = number(0, default: 1) - 1
            let right = min(number(1, default: columns), columns) - 1
            if left < right, left >= 0 {
                leftMargin = left
                rightMargin = right
            }
            moveCursor(x: 0, y: 0)
        case UInt8(ascii: "p") where isPrivate && body.hasSuffix("$"):
            // DECRQM: the mode's setting (1 on, 2 off), or 0 for one not modelled.
            guard let mode = Int(body.dropLast()) else { break }
            let known = mode == 69 ? hasLeftRightMargins : [25, 1049, 2004, 1002, 1006, 2026].contains(mode)
            guard mode != 69 || hasLeftRightMargins else { break }  // tmux and VTE say nothing
            let setting = known ? (privateModes.contains(mode) ? 1 : 2) : 0
            replies += Array("\u{1B}[?\(mode);\(setting)$y".utf8)
        case UInt8(ascii: "s") where numbers.count <= 1: saveCursor()
        case UInt8(ascii: "u"): restoreCursor()
        default: break
        }
    }

    /// IL (positive) and DL (negative): rows from the cursor's to the bottom margin slide
    /// down or up; blank rows come in. Outside the scroll region nothing changes.
    private mutating func insertLines(_ count: Int) {
        guard (scrollTop...scrollBottom).contains(cursorY) else { return }
        let top = scrollTop
        scrollTop = cursorY
        scroll(by: -count)
        scrollTop = top
        cursorX = 0
        pendingWrap = false
    }

    private mutating func saveCursor() {
        saved = (cursorX, cursorY, style)
    }

    private mutating func restoreCursor() {
        guard let saved else { return moveCursor(x: 0, y: 0) }
        moveCursor(x: saved.x, y: saved.y)
        style = saved.style
    }

    private mutating func moveCursor(x: Int, y: Int) {
        cursorX = min(max(0, x), columns - 1)
        cursorY = min(max(0, y), rows - 1)
        pendingWrap = false
    }

    private mutating func eraseDisplay(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 0:
            eraseLine(0)
            range = (cursorY + 1)..<rows
        case 1:
            eraseLine(1)
            range = 0..<cursorY
        default: range = 0..<rows
        }
        for y in range { for x in 0..<columns { grid.set(blank, x: x, y: y) } }
    }

    private mutating func eraseLine(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 0: range = cursorX..<columns
        case 1: range = 0..<(cursorX + 1)
        default: range = 0..<columns
        }
        for x in range { grid.set(blank, x: x, y: cursorY) }
    }

    private mutating func setPrivateMode(_ mode: Int, on: Bool) {
        if mode == 69 && !on {
            // DECLRMM off resets the margins (xterm).
            leftMargin = 0
            rightMargin = columns - 1
        }
        if mode == 1049 && on != privateModes.contains(1049) {
            if on {
                savedMainGrid = grid
                grid = CellBuffer(width: columns, height: rows)
            } else if let saved = savedMainGrid {
                grid = saved.width == columns && saved.height == rows ? saved : CellBuffer(width: columns, height: rows)
                savedMainGrid = nil
            }
        }
        if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var parameters = parameters.isEmpty ? [0] : parameters[...]
        while let code = parameters.popFirst() {
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22:
                style.bold = false
                style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = .ansi(Color.ANSIColor(rawValue: UInt8(code - 30))!)
            case 40...47: style.background = .ansi(Color.ANSIColor(rawValue: UInt8(code - 40))!)
            case 90...97: style.foreground = .ansi(Color.ANSIColor(rawValue: UInt8(code - 82))!)
            case 100...107: style.background = .ansi(Color.ANSIColor(rawValue: UInt8(code - 92))!)
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                let color = extendedColor(&parameters)
                if code == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
        }
    }

    private func extendedColor(_ parameters: inout ArraySlice<Int>) -> Color? {
        switch parameters.popFirst() {
        case 5:
            return parameters.popFirst().map { .palette(UInt8(clamping: $0)) }
        case 2:
            guard parameters.count >= 3 else { return nil }
            let red = parameters.popFirst()!
            let green = parameters.popFirst()!
            let blue = parameters.popFirst()!
            return .rgb(red: UInt8(clamping: red), green: UInt8(clamping: green), blue: UInt8(clamping: blue))
        default:
            return nil
        }
    }
}
