// OSC 52: text for the terminal's clipboard (xterm's "Manipulate Selection Data"), which
// reaches the clipboard of the machine the terminal runs on, over ssh too. Most terminals
// accept it (iTerm2, kitty, WezTerm, Windows Terminal, foot, tmux with set-clipboard on);
// where one refuses it, nothing is printed.

extension ControlSequence {
    /// `ESC ] 52 ; c ; <base64 of text> ESC \`: puts `text` on the clipboard.
    static func setClipboard(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(contentsOf: "]52;c;".utf8)
        appendBase64(Array(text.utf8), into: &bytes)
        bytes.append(escape)
        bytes.append(UInt8(ascii: "\\"))
    }

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `data` in base64 (RFC 4648, with padding).
    static func appendBase64(_ data: [UInt8], into bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + (data.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= data.count {
            let word = Int(data[index]) << 16 | Int(data[index + 1]) << 8 | Int(data[index + 2])
            for shift in [18, 12, 6, 0] { bytes.append(base64Alphabet[(word >> shift) & 63]) }
            index += 3
        }
        let rest = data.count - index
        guard rest > 0 else { return }
        let word = Int(data[index]) << 16 | (rest == 2 ? Int(data[index + 1]) << 8 : 0)
        bytes.append(base64Alphabet[(word >> 18) & 63])
        bytes.append(base64Alphabet[(word >> 12) & 63])
        bytes.append(rest == 2 ? base64Alphabet[(word >> 6) & 63] : UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "="))
    }
}
