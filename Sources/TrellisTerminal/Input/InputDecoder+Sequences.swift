import TrellisHost
import TrellisViews

// What finished escape sequences and control bytes mean: xterm's key encoding
// (`CSI 1;5A`, `CSI 3~`, `SS3 P`), SGR mouse reports (`CSI < 0;12;4 M`) and the
// terminal's answers to mode queries (`CSI ? 69 ; 2 $ y`).

extension InputDecoder {
    /// What a complete CSI sequence means.
    enum CSIMeaning {
        case event(InputEvent)
        /// Well-formed but of no use to an app (a horizontal wheel notch).
        case ignored
        /// An answer to a query (DECRPM), not input.
        case report(TerminalReport)
        /// `CSI 200 ~`: bracketed paste begins.
        case pasteStart
        case unknown
    }

    /// Reads `ESC [ params final`.
    ///
    /// - Complexity: O(*n*) for the sequence's length (capped).
    static func csiMeaning(_ sequence: [UInt8]) -> CSIMeaning {
        let final = sequence[sequence.count - 1]
        var body = sequence[2..<(sequence.count - 1)]
        if body.first == UInt8(ascii: "<") {
            body = body.dropFirst()
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
                let numbers = parameters(body), numbers.count == 3
            else { return .unknown }
            return mouseMeaning(code: numbers[0], x: numbers[1], y: numbers[2], isRelease: final == UInt8(ascii: "m"))
        }
        if body.first == UInt8(ascii: "?"), body.last == UInt8(ascii: "$"), final == UInt8(ascii: "y") {
            // DECRPM: `CSI ? mode ; setting $ y`.
            guard let numbers = parameters(body.dropFirst().dropLast()), numbers.count == 2,
                let setting = TerminalReport.ModeSetting(rawValue: numbers[1])
            else { return .unknown }
            return .report(.privateMode(numbers[0], setting))
        }
        guard let numbers = parameters(body) else { return .unknown }
        let modifiers = KeyModifiers(xtermParameter: numbers.count > 1 ? numbers[1] : 1)
        if final == UInt8(ascii: "~") {
            guard let code = numbers.first else { return .unknown }
            if code == 200 { return .pasteStart }
            guard let key = tildeKey(code) else { return .unknown }
            return .event(.key(KeyEvent(key, modifiers: modifiers)))
        }
        if final == UInt8(ascii: "Z") {
            return .event(.key(KeyEvent(.tab, modifiers: modifiers.union(.shift))))
        }
        guard let key = finalKey(final) else { return .unknown }
        return .event(.key(KeyEvent(key, modifiers: modifiers)))
    }

    /// `1;5` as `[1, 5]`; an empty field is 1, as xterm's defaults are. `nil` when a byte
    /// is not a digit or `;` (private sequences such as `CSI ? 1 u`).
    static func parameters(_ body: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        var current: Int?
        for byte in body {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let next = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard next < 100_000 else { return nil }
                current = next
            case UInt8(ascii: ";"):
                numbers.append(current ?? 1)
                current = nil
            default:
                return nil
            }
        }
        if current != nil || !numbers.isEmpty { numbers.append(current ?? 1) }
        return numbers
    }

    /// The key a final byte names in `CSI A` or `SS3 A`.
    static func finalKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// The key a number names in `CSI n ~` (VT220 and xterm numbering).
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    /// An SGR mouse report: the low bits name the button, 4/8/16 the modifiers,
    /// 32 motion, 64 the wheel; coordinates are one-based.
    static func mouseMeaning(code: Int, x: Int, y: Int, isRelease: Bool) -> CSIMeaning {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttons: [MouseEvent.Button?] = [.left, .middle, .right, nil]
        let button = buttons[code & 3]
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            switch code & 3 {
            case 0: kind = .wheel(-1)
            case 1: kind = .wheel(1)
            default: return .ignored
            }
        } else if code & 32 != 0 {
            kind = button.map(MouseEvent.Kind.drag) ?? .move
        } else if isRelease {
            kind = .release(button ?? .left)
        } else if let button {
            kind = .press(button)
        } else {
            kind = .release(.left)  // X10-style release inside SGR: the button is unknown
        }
        return .event(.mouse(MouseEvent(kind, x: max(0, x - 1), y: max(0, y - 1), modifiers: modifiers)))
    }

    /// A C0 control byte (or DEL) as a key: Enter, Tab, Backspace, or Ctrl with a letter.
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: return KeyEvent(.enter)
        case 0x09: return KeyEvent(.tab)
        case 0x7F, 0x08: return KeyEvent(.backspace)
        case 0x1B: return KeyEvent(.escape)
        case 0x00: return KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A:
            return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        default:
            // 0x1C…0x1F: Ctrl with \ ] ^ _
            return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        }
    }
}
