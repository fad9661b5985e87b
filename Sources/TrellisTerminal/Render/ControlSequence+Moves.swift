import TrellisHost

// The shortest way from one cursor position to another: absolute (CUP), one axis
// (CHA, VPA), relative (CUF, CUB, CUD, CUU), or the one-byte controls (BS, CR, CR LF).

extension ControlSequence {
    /// Decimal digits of a positive number.
    static func digits(_ value: Int) -> Int {
        value < 10 ? 1 : (value < 100 ? 2 : (value < 1_000 ? 3 : String(value).count))
    }

    /// Bytes of `ESC [ n X`, where `n` is left out when it is 1 (`omitOne`).
    static func sequenceLength(_ value: Int, omitOne: Bool = true) -> Int {
        value == 1 && omitOne ? 3 : 3 + digits(value)
    }

    /// Moves the cursor from `from` to zero-based (`x`, `y`) in the fewest bytes.
    ///
    /// Only moves that stay inside the screen and cannot scroll are used: CR LF only
    /// when the cursor is not on the last row (the renderer keeps the scroll region the
    /// whole screen between frames). While a scroll region is set (`inScrollRegion`: a
    /// frame that scrolled by one row leaves it set until it ends) no move is relative
    /// across rows: LF at the region's bottom margin would scroll it again, and CUU/CUD
    /// stop at its margins. The cursor must not be in the pending-wrap state (the renderer
    /// forgets its position then).
    static func move(
        from: (x: Int, y: Int), toX x: Int, y: Int, lastRow: Int, inScrollRegion: Bool = false, into bytes: inout [UInt8]
    ) {
        if from.x == x && from.y == y { return }
        var best = cupLength(x: x, y: y)
        var choice = 0  // 0 CUP, 1 CHA or VPA, 2 relative, 3 BS, 4 CR (+ CUF), 5 CR LF
        if from.y == y {
            if sequenceLength(x + 1) < best {
                best = sequenceLength(x + 1)
                choice = 1
            }
            let gap = abs(x - from.x)
            if sequenceLength(gap) < best {
                best = sequenceLength(gap)
                choice = 2
            }
            if x < from.x && gap < best {
                best = gap
                choice = 3
            }
            let crCost = 1 + (x == 0 ? 0 : sequenceLength(x))
            if crCost < best {
                best = crCost
                choice = 4
            }
        } else if from.x == x {
            if sequenceLength(y + 1) < best {
                best = sequenceLength(y + 1)
                choice = 1
            }
            if !inScrollRegion && sequenceLength(abs(y - from.y)) < best {
                best = sequenceLength(abs(y - from.y))
                choice = 2
            }
        } else if x == 0 && y == from.y + 1 && from.y < lastRow && !inScrollRegion && 2 < best {
            choice = 5
        }
        switch choice {
        case 1:
            csiNumber(from.y == y ? x + 1 : y + 1, final: from.y == y ? "G" : "d", omitOne: true, into: &bytes)
        case 2:
            if from.y == y {
                csiNumber(abs(x - from.x), final: x > from.x ? "C" : "D", omitOne: true, into: &bytes)
            } else {
                csiNumber(abs(y - from.y), final: y > from.y ? "B" : "A", omitOne: true, into: &bytes)
            }
        case 3:
            for _ in 0..<(from.x - x) { bytes.append(0x08) }
        case 4:
            bytes.append(0x0D)
            if x > 0 { csiNumber(x, final: "C", omitOne: true, into: &bytes) }
        case 5:
            bytes.append(0x0D)
            bytes.append(0x0A)
        default:
            moveCursor(x: x, y: y, into: &bytes)
        }
    }

    /// Bytes of ``moveCursor(x:y:into:)``.
    static func cupLength(x: Int, y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0)
    }

    /// `ESC [ n final`, with `n` left out when it is 1 and `omitOne` is set.
    static func csiNumber(_ value: Int, final: Character, omitOne: Bool, into bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
        if !(value == 1 && omitOne) { appendNumber(value, into: &bytes) }
        bytes.append(final.asciiValue!)
    }
}
