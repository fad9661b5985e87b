import TrellisHost
import TrellisViews

/// One frame's operations as ``FrameEncoder`` finds them, written in the frame's
/// encoding: styles, then the scroll and the runs, then the message around them.
///
/// The binary layout (the TrellisWeb guide has it in full): operations of a one-byte code
/// and its fields, numbers as unsigned LEB128, text as a byte count and UTF-8.
///
/// | code | operation | fields |
/// |---|---|---|
/// | 1 | clear | columns, rows |
/// | 2 | style | id, foreground, background, flags |
/// | 3 | scroll up | top, bottom, count |
/// | 4 | scroll down | top, bottom, count |
/// | 5 | run | row, column, style id, text |
/// | 6 | linked run | row, column, style id, text, target |
/// | 7 | cursor | column, row |
/// | 8 | no cursor | |
/// | 9 | copy | text |
/// | 10 | focus | text |
/// | 11 | say | text |
/// | 12 | slide left | row, column, count |
/// | 13 | slide right | row, column, count |
/// | 14 | scroll part up | top, bottom, count, left, right |
/// | 15 | scroll part down | top, bottom, count, left, right |
/// | 16 | heading removed | index |
/// | 17 | heading inserted | index, text |
///
/// A color is one byte saying which kind, then its value: 0 inherit, 1 the page's
/// default, 2 and a byte (the 16 colors), 3 and a byte (the 256-color palette), 4 and
/// three bytes (red, green, blue).
struct FrameOutput {
    /// Operation codes of the binary layout.
    enum Code: UInt8 {
        case clear = 1
        case style, scrollUp, scrollDown, run, linkedRun, cursor, noCursor, copy, focus, say, slideLeft, slideRight
        case scrollPartUp, scrollPartDown, headingRemoved, headingInserted
    }

    let encoding: WebFrameEncoding
    /// New styles (JSON: the `styles` array's items).
    private var styles: [UInt8] = []
    /// The scroll (binary: its operation; JSON: its array).
    private var scroll: [UInt8] = []
    /// Slides (binary: their operations; JSON: the `slides` array's items).
    private var slides: [UInt8] = []
    /// Runs (JSON: the `runs` array's items).
    private var runs: [UInt8] = []
    private var runCount = 0

    init(encoding: WebFrameEncoding) {
        self.encoding = encoding
    }

    /// Whether the frame changes a cell.
    var hasOperations: Bool { runCount > 0 || !scroll.isEmpty || !slides.isEmpty }

    mutating func style(id: Int, _ style: Style) {
        var flags = 0
        if style.bold { flags |= 1 }
        if style.dim { flags |= 2 }
        if style.italic { flags |= 4 }
        if style.underline { flags |= 8 }
        if style.reverse { flags |= 16 }
        switch encoding {
        case .binary:
            styles.append(Code.style.rawValue)
            Self.appendNumber(id, to: &styles)
            Self.appendColor(style.foreground, to: &styles)
            Self.appendColor(style.background, to: &styles)
            Self.appendNumber(flags, to: &styles)
        case .json:
            if !styles.isEmpty { styles.append(UInt8(ascii: ",")) }
            Self.append("[\(id),\(Self.json(style.foreground)),\(Self.json(style.background)),\(flags)]", to: &styles)
        }
    }

    mutating func scroll(_ shift: RowShift) {
        switch encoding {
        case .binary:
            if shift.columns == nil {
                scroll.append(shift.count > 0 ? Code.scrollUp.rawValue : Code.scrollDown.rawValue)
            } else {
                scroll.append(shift.count > 0 ? Code.scrollPartUp.rawValue : Code.scrollPartDown.rawValue)
            }
            Self.appendNumber(shift.top, to: &scroll)
            Self.appendNumber(shift.bottom, to: &scroll)
            Self.appendNumber(abs(shift.count), to: &scroll)
            if let columns = shift.columns {
                Self.appendNumber(columns.lowerBound, to: &scroll)
                Self.appendNumber(columns.upperBound, to: &scroll)
            }
        case .json:
            Self.append(",\"scroll\":[\(shift.top),\(shift.bottom),\(shift.count)", to: &scroll)
            if let columns = shift.columns { Self.append(",\(columns.lowerBound),\(columns.upperBound)", to: &scroll) }
            scroll.append(UInt8(ascii: "]"))
        }
    }

    mutating func slide(_ shift: CellShift) {
        switch encoding {
        case .binary:
            slides.append(shift.count < 0 ? Code.slideLeft.rawValue : Code.slideRight.rawValue)
            Self.appendNumber(shift.row, to: &slides)
            Self.appendNumber(shift.column, to: &slides)
            Self.appendNumber(abs(shift.count), to: &slides)
        case .json:
            if !slides.isEmpty { slides.append(UInt8(ascii: ",")) }
            Self.append("[\(shift.row),\(shift.column),\(shift.count)]", to: &slides)
        }
    }

    mutating func run(y: Int, x: Int, text: [UInt8], style: Int, link: String?) {
        runCount += 1
        switch encoding {
        case .binary:
            runs.append(link == nil ? Code.run.rawValue : Code.linkedRun.rawValue)
            Self.appendNumber(y, to: &runs)
            Self.appendNumber(x, to: &runs)
            Self.appendNumber(style, to: &runs)
            Self.appendText(text, to: &runs)
            if let link { Self.appendText(Array(link.utf8), to: &runs) }
        case .json:
            if runCount > 1 { runs.append(UInt8(ascii: ",")) }
            Self.append("[\(y),\(x),", to: &runs)
            Self.appendJSONString(text, to: &runs)
            Self.append(",\(style)", to: &runs)
            if let link {
                runs.append(UInt8(ascii: ","))
                Self.appendJSONString(Array(link.utf8), to: &runs)
            }
            runs.append(UInt8(ascii: "]"))
        }
    }

    /// The whole message for a grid of `size`, which the page blanks first when
    /// `clearing`; the binary layout says where the cursor is only when `cursorMoved`,
    /// JSON always.
    func message(
        size: (columns: Int, rows: Int), clearing: Bool, cursor: (x: Int, y: Int)?, cursorMoved: Bool, copy: String?, focus: String?,
        say: [String], headings: [HeadingChange]
    ) -> [UInt8] {
        var message: [UInt8] = []
        switch encoding {
        case .binary:
            message.reserveCapacity(styles.count + scroll.count + slides.count + runs.count + 8)
            if clearing {
                message.append(Code.clear.rawValue)
                Self.appendNumber(size.columns, to: &message)
                Self.appendNumber(size.rows, to: &message)
            }
            message += styles
            message += scroll
            message += slides
            message += runs
            if cursorMoved {
                if let cursor {
                    message.append(Code.cursor.rawValue)
                    Self.appendNumber(cursor.x, to: &message)
                    Self.appendNumber(cursor.y, to: &message)
                } else {
                    message.append(Code.noCursor.rawValue)
                }
            }
            if let copy {
                message.append(Code.copy.rawValue)
                Self.appendText(Array(copy.utf8), to: &message)
            }
            if let focus {
                message.append(Code.focus.rawValue)
                Self.appendText(Array(focus.utf8), to: &message)
            }
            for sentence in say {
                message.append(Code.say.rawValue)
                Self.appendText(Array(sentence.utf8), to: &message)
            }
            for change in headings {
                switch change {
                case .removed(let index):
                    message.append(Code.headingRemoved.rawValue)
                    Self.appendNumber(index, to: &message)
                case .inserted(let index, let title):
                    message.append(Code.headingInserted.rawValue)
                    Self.appendNumber(index, to: &message)
                    Self.appendText(Array(title.utf8), to: &message)
                }
            }
        case .json:
            Self.append("{\"t\":\"frame\",\"cols\":\(size.columns),\"rows\":\(size.rows),\"clear\":\(clearing),\"styles\":[", to: &message)
            message += styles
            message.append(UInt8(ascii: "]"))
            message += scroll
            if !slides.isEmpty {
                Self.append(",\"slides\":[", to: &message)
                message += slides
                message.append(UInt8(ascii: "]"))
            }
            Self.append(",\"runs\":[", to: &message)
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
            if !headings.isEmpty {
                Self.append(",\"headings\":[", to: &message)
                for (number, change) in headings.enumerated() {
                    if number > 0 { message.append(UInt8(ascii: ",")) }
                    switch change {
                    case .removed(let index):
                        Self.append("[\(index)]", to: &message)
                    case .inserted(let index, let title):
                        Self.append("[\(index),", to: &message)
                        Self.appendJSONString(Array(title.utf8), to: &message)
                        message.append(UInt8(ascii: "]"))
                    }
                }
                message.append(UInt8(ascii: "]"))
            }
            message.append(UInt8(ascii: "}"))
        }
        return message
    }

    // MARK: - Binary

    /// `value` (≥ 0) as an unsigned LEB128 number: seven bits a byte, low first, the high
    /// bit set on every byte but the last.
    static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        precondition(value >= 0, "the frame layout's numbers are not negative")
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// `utf8` as its byte count and its bytes.
    static func appendText(_ utf8: [UInt8], to bytes: inout [UInt8]) {
        appendNumber(utf8.count, to: &bytes)
        bytes += utf8
    }

    static func appendColor(_ color: Color?, to bytes: inout [UInt8]) {
        switch color {
        case nil: bytes.append(0)
        case .hostDefault?: bytes.append(1)
        case .ansi(let ansi)?: bytes += [2, UInt8(truncatingIfNeeded: ansi.rawValue)]
        case .palette(let index)?: bytes += [3, index]
        case .rgb(let red, let green, let blue)?: bytes += [4, red, green, blue]
        }
    }

    // MARK: - JSON

    /// A color as the page's script reads it (see `FrameEncoder`'s comment).
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

/// One change to the page's list of headings on screen, applied in the order sent:
/// removals from the highest index down, then insertions from the lowest up (a
/// `CollectionDifference`'s order), so a one-row scroll sends the heading that left and
/// the one that came, not the list.
enum HeadingChange: Hashable, Sendable {
    /// The heading at this index leaves the list.
    case removed(Int)
    /// A heading with this title goes in at this index.
    case inserted(Int, String)

    /// The changes that turn `old` into `new`.
    static func changes(from old: [String], to new: [String]) -> [HeadingChange] {
        guard old != new else { return [] }
        let difference = new.difference(from: old)
        var changes: [HeadingChange] = []
        for removal in difference.removals.reversed() {
            if case .remove(let offset, _, _) = removal { changes.append(.removed(offset)) }
        }
        for insertion in difference.insertions {
            if case .insert(let offset, let title, _) = insertion { changes.append(.inserted(offset, title)) }
        }
        return changes
    }
}
