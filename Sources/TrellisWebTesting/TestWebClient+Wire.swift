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
        let cols: Int
        let rows: Int
        let clear: Bool
        let styles: [StyleWire]
        let runs: [RunWire]
        let cursor: [Int]?
        let copy: String?
        let focus: String?
        let say: [String]?
    }

    struct StyleWire: Decodable {
        let id: Int
        let style: WebCellStyle

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
