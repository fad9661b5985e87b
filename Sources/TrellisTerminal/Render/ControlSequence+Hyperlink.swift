import TrellisHost

// OSC 8: explicit hyperlinks (Egmont Koblinger's spec, in VTE, iTerm2, kitty, WezTerm,
// foot, Windows Terminal, Alacritty, tmux 3.4+), as `ls --hyperlink`, gcc and systemd
// write them: `ESC ] 8 ; ; URI ESC \` opens a link, the cells printed next are part of
// it, `ESC ] 8 ; ; ESC \` closes it.

extension ControlSequence {
    /// `ESC ] 8 ; ; URI ESC \` for a target ``LinkTarget/safe(_:)`` let through: bytes
    /// outside 32–126 (the spec's URI alphabet) percent-encoded, so nothing in it can end
    /// the sequence.
    static func openHyperlink(_ target: String, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(contentsOf: "]8;;".utf8)
        for byte in target.utf8 {
            if byte > 0x20 && byte < 0x7F {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            }
        }
        bytes.append(escape)
        bytes.append(UInt8(ascii: "\\"))
    }

    /// `ESC ] 8 ; ; ESC \`: the cells printed next are no longer part of a link.
    static let closeHyperlink: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
