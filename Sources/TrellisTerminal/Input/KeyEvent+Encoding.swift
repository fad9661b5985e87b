import TrellisHost
import TrellisViews

// The bytes a terminal (xterm) sends for a key: what the pilot types, and what the
// decoder's tests feed it.

extension KeyEvent {
    /// The bytes xterm sends for this key press.
    ///
    /// Ctrl with a letter is the letter's control byte; Alt is an Esc prefix; arrows and
    /// Home/End are `CSI A`… (with `1;m` when modified); the rest are `CSI n ~`; F1–F4
    /// are `SS3 P`… unmodified.
    public var terminalBytes: [UInt8] {
        let escape: [UInt8] = [0x1B]
        let altPrefix = modifiers.contains(.alt) ? escape : []
        let parameter = modifiers.xtermParameter
        func csi(_ final: String) -> [UInt8] {
            parameter == 1 ? Array("\u{1B}[\(final)".utf8) : Array("\u{1B}[1;\(parameter)\(final)".utf8)
        }
        func tilde(_ code: Int) -> [UInt8] {
            parameter == 1 ? Array("\u{1B}[\(code)~".utf8) : Array("\u{1B}[\(code);\(parameter)~".utf8)
        }
        switch key {
        case .character(let character):
            if modifiers.contains(.control), let ascii = character.asciiValue {
                let byte: UInt8 = ascii == 0x20 ? 0 : (ascii & 0x1F)
                return altPrefix + [byte]
            }
            return altPrefix + Array(String(character).utf8)
        case .enter: return altPrefix + [0x0D]
        case .tab: return modifiers.contains(.shift) ? Array("\u{1B}[Z".utf8) : altPrefix + [0x09]
        case .backspace: return altPrefix + [0x7F]
        case .escape: return altPrefix + escape
        case .up: return csi("A")
        case .down: return csi("B")
        case .right: return csi("C")
        case .left: return csi("D")
        case .home: return csi("H")
        case .end: return csi("F")
        case .insert: return tilde(2)
        case .delete: return tilde(3)
        case .pageUp: return tilde(5)
        case .pageDown: return tilde(6)
        case .function(let number):
            switch number {
            case 1...4 where parameter == 1: return Array("\u{1B}O".utf8) + [UInt8(ascii: "P") + UInt8(number - 1)]
            case 1...4: return csi(String(UnicodeScalar(UInt8(ascii: "P") + UInt8(number - 1))))
            case 5: return tilde(15)
            case 6...10: return tilde(number + 11)
            case 11, 12: return tilde(number + 12)
            default: return []
            }
        }
    }
}

extension MouseEvent {
    /// The SGR (1006) report a terminal sends for this event.
    public var terminalBytes: [UInt8] {
        var code = 0
        var final = "M"
        func buttonCode(_ button: Button) -> Int {
            switch button {
            case .left: return 0
            case .middle: return 1
            case .right: return 2
            }
        }
        switch kind {
        case .press(let button): code = buttonCode(button)
        case .release(let button):
            code = buttonCode(button)
            final = "m"
        case .drag(let button): code = 32 + buttonCode(button)
        case .move: code = 35
        case .wheel(let lines): code = lines < 0 ? 64 : 65
        }
        if modifiers.contains(.shift) { code += 4 }
        if modifiers.contains(.alt) { code += 8 }
        if modifiers.contains(.control) { code += 16 }
        return Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(final)".utf8)
    }
}
