// The wire, read and written here on its own: the frame messages as the page's script
// reads them (TrellisWeb's `FrameEncoder` writes them) and the strings of the messages the
// page sends, so the client checks the format rather than sharing the host's code.

extension TestWebClient {
    /// `text` as a JSON string: quotes and backslashes escaped, control characters as
    /// `\u00XX`.
    static func quoted(_ text: String) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
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
        return String(decoding: bytes, as: UTF8.self)
    }

    struct FrameWire: Decodable {
        var cols: Int
        var rows: Int
        var clear: Bool
        var styles: [StyleWire]
        var scroll: [Int]?
        var slides: [[Int]]?
        var runs: [RunWire]
        var cursor: [Int]?
        var copy: String?
        var focus: String?
        var say: [String]?
        var headings: [HeadingWire]?
    }

    /// A change to the mirror's headings: `[index]` removes one, `[index, "title"]` inserts one.
    struct HeadingWire: Decodable {
        let index: Int
        /// The inserted heading's title; `nil` for a removal.
        let title: String?

        init(index: Int, title: String?) {
            self.index = index
            self.title = title
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            index = try fields.decode(Int.self)
            title = fields.isAtEnd ? nil : try fields.decode(String.self)
        }
    }

    struct StyleWire: Decodable {
        let id: Int
        let style: WebCellStyle

        init(id: Int, style: WebCellStyle) {
            self.id = id
            self.style = style
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            id = try fields.decode(Int.self)
            let foreground = try fields.decodeNil() ? nil : try fields.decode(String.self)
            let background = try fields.decodeNil() ? nil : try fields.decode(String.self)
            let flags = try fields.decode(Int.self)
            style = WebCellStyle(
                foreground: foreground, background: background, bold: flags & 1 != 0, dim: flags & 2 != 0,
                italic: flags & 4 != 0, underline: flags & 8 != 0, reverse: flags & 16 != 0)
        }
    }

    struct RunWire: Decodable {
        let y: Int
        let x: Int
        let text: String
        let style: Int
        /// The fifth field of a linked run.
        let link: String?

        init(y: Int, x: Int, text: String, style: Int, link: String?) {
            self.y = y
            self.x = x
            self.text = text
            self.style = style
            self.link = link
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            y = try fields.decode(Int.self)
            x = try fields.decode(Int.self)
            text = try fields.decode(String.self)
            style = try fields.decode(Int.self)
            link = fields.isAtEnd ? nil : try fields.decode(String.self)
        }
    }
}

// The binary layout, read as the page's script reads it: operations of a one-byte code
// and its fields, numbers as unsigned LEB128, text as a byte count and UTF-8.
extension TestWebClient.FrameWire {
    /// Reads a binary frame for a grid of `columns` × `rows` whose caret is at `cursor`
    /// (a binary frame says where it is only when it moved).
    ///
    /// - Throws: ``TestWebClientError/unreadableFrame(_:)`` naming what could not be read.
    init(binary bytes: [UInt8], columns: Int, rows: Int, cursor: [Int]?) throws {
        cols = columns
        self.rows = rows
        clear = false
        styles = []
        runs = []
        self.cursor = cursor
        var reader = BinaryReader(bytes: bytes)
        while !reader.isAtEnd {
            let code = try reader.byte()
            switch code {
            case 1:
                clear = true
                cols = try reader.number()
                self.rows = try reader.number()
            case 2:
                let id = try reader.number()
                let foreground = try reader.color()
                let background = try reader.color()
                let flags = try reader.number()
                styles.append(
                    TestWebClient.StyleWire(
                        id: id,
                        style: WebCellStyle(
                            foreground: foreground, background: background, bold: flags & 1 != 0, dim: flags & 2 != 0,
                            italic: flags & 4 != 0, underline: flags & 8 != 0, reverse: flags & 16 != 0)))
            case 3, 4:
                let top = try reader.number()
                let bottom = try reader.number()
                let count = try reader.number()
                scroll = [top, bottom, code == 3 ? count : -count]
            case 5, 6:
                let y = try reader.number()
                let x = try reader.number()
                let style = try reader.number()
                let text = try reader.text()
                let link = code == 6 ? try reader.text() : nil
                runs.append(TestWebClient.RunWire(y: y, x: x, text: text, style: style, link: link))
            case 7:
                self.cursor = [try reader.number(), try reader.number()]
            case 8:
                self.cursor = nil
            case 9:
                copy = try reader.text()
            case 10:
                focus = try reader.text()
            case 11:
                say = (say ?? []) + [try reader.text()]
            case 16:
                headings = (headings ?? []) + [TestWebClient.HeadingWire(index: try reader.number(), title: nil)]
            case 17:
                let index = try reader.number()
                headings = (headings ?? []) + [TestWebClient.HeadingWire(index: index, title: try reader.text())]
            case 14, 15:
                let top = try reader.number()
                let bottom = try reader.number()
                let count = try reader.number()
                scroll = [top, bottom, code == 14 ? count : -count, try reader.number(), try reader.number()]
            case 12, 13:
                let y = try reader.number()
                let x = try reader.number()
                let count = try reader.number()
                slides = (slides ?? []) + [[y, x, code == 12 ? -count : count]]
            default:
                throw TestWebClientError.unreadableFrame("unknown operation \(code) at byte \(reader.offset - 1)")
            }
        }
    }

    struct BinaryReader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset >= bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw TestWebClientError.unreadableFrame("the frame ends early at byte \(offset)") }
            offset += 1
            return bytes[offset - 1]
        }

        mutating func number() throws -> Int {
            var value = 0
            var shift = 0
            while true {
                let next = try byte()
                value |= Int(next & 0x7F) << shift
                if next & 0x80 == 0 { return value }
                shift += 7
                guard shift < 42 else { throw TestWebClientError.unreadableFrame("a number too long at byte \(offset)") }
            }
        }

        mutating func text() throws -> String {
            let count = try number()
            guard count <= bytes.count - offset else { throw TestWebClientError.unreadableFrame("a text runs past the frame's end") }
            let utf8 = bytes[offset..<(offset + count)]
            offset += count
            guard let text = String(validating: utf8, as: UTF8.self) else {
                throw TestWebClientError.unreadableFrame("a text that is not UTF-8 at byte \(offset - count)")
            }
            return text
        }

        mutating func color() throws -> String? {
            switch try byte() {
            case 0: return nil
            case 1: return "d"
            case 2: return "a\(try byte())"
            case 3: return "p\(try byte())"
            case 4:
                let channels = [try byte(), try byte(), try byte()]
                return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            case let kind: throw TestWebClientError.unreadableFrame("unknown color kind \(kind) at byte \(offset - 1)")
            }
        }
    }
}
