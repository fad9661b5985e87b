import TrellisHost
import TrellisViews

/// Appends the escape sequences the renderer and the session speak (xterm's
/// dialect, which every current terminal follows) to a byte array.
struct ControlSequence {
    private init() {}

    static let escape: UInt8 = 0x1B

    /// `ESC [` then the text.
    static func csi(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
        bytes.append(contentsOf: text.utf8)
    }

    /// A decimal number, without building a string.
    static func appendNumber(_ value: Int, into bytes: inout [UInt8]) {
        if value >= 10 { appendNumber(value / 10, into: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// CUP: the cursor to zero-based (`x`, `y`), in the shortest spelling.
    static func moveCursor(x: Int, y: Int, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
        if x == 0 && y == 0 {
            bytes.append(UInt8(ascii: "H"))
            return
        }
        appendNumber(y + 1, into: &bytes)
        if x > 0 {
            bytes.append(UInt8(ascii: ";"))
            appendNumber(x + 1, into: &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    /// CUF: the cursor `count` columns right.
    static func moveRight(_ count: Int, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
        if count != 1 { appendNumber(count, into: &bytes) }
        bytes.append(UInt8(ascii: "C"))
    }

    /// Bytes of `moveRight(count)`.
    static func moveRightLength(_ count: Int) -> Int {
        count == 1 ? 3 : (count < 10 ? 4 : (count < 100 ? 5 : 6))
    }

    /// Synchronized output (mode 2026): the terminal shows the frame only once complete.
    static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// SGR reset.
    static let resetStyle: [UInt8] = Array("\u{1B}[0m".utf8)
}

extension ControlSequence {
    /// SGR parameters that change the terminal's style from `old` to `new`; nothing
    /// when they are equal. `old == nil` means the terminal's style is unknown, so it
    /// is reset first. Colors are written at `depth` (degraded to the nearest it
    /// shows); at ``ColorDepth/none`` no color parameter is written at all.
    static func style(from old: Style?, to new: Style, depth: ColorDepth, into bytes: inout [UInt8]) {
        if let old, old == new { return }
        var parameters: [Int] = []
        var base = old ?? Style.plain
        if old == nil {
            parameters.append(0)
        }
        // Bold and dim share their "off" code (22): turn both off, then on again as needed.
        if (base.bold && !new.bold) || (base.dim && !new.dim) {
            parameters.append(22)
            base.bold = false
            base.dim = false
        }
        if new.bold && !base.bold { parameters.append(1) }
        if new.dim && !base.dim { parameters.append(2) }
        if new.italic != base.italic { parameters.append(new.italic ? 3 : 23) }
        if new.underline != base.underline { parameters.append(new.underline ? 4 : 24) }
        if new.reverse != base.reverse { parameters.append(new.reverse ? 7 : 27) }
        if depth != .none {
            if new.foreground != base.foreground {
                appendColor(new.foreground?.degraded(to: depth), foreground: true, into: &parameters)
            }
            if new.background != base.background {
                appendColor(new.background?.degraded(to: depth), foreground: false, into: &parameters)
            }
        }
        guard !parameters.isEmpty else { return }
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            appendNumber(parameter, into: &bytes)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// 30–37/90–97 (40–47/100–107), `38;5;n`, `38;2;r;g;b`, or 39/49 for the default.
    private static func appendColor(_ color: Color?, foreground: Bool, into parameters: inout [Int]) {
        let offset = foreground ? 0 : 10
        switch color {
        case nil, .hostDefault?:
            parameters.append(39 + offset)
        case .ansi(let ansi)?:
            let index = Int(ansi.rawValue)
            parameters.append(index < 8 ? 30 + offset + index : 90 + offset + index - 8)
        case .palette(let index)?:
            parameters += [38 + offset, 5, Int(index)]
        case .rgb(let red, let green, let blue)?:
            parameters += [38 + offset, 2, Int(red), Int(green), Int(blue)]
        }
    }
}
