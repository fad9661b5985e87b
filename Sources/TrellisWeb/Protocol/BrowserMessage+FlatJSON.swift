// The page's messages are flat JSON objects of a few known fields, and a key message is
// read on the main actor every tab shares, on the way from the key to its frame:
// `JSONDecoder` took about 25 µs of a key's 300 (release, a Cats tab). The common shapes
// are read here in one pass without Foundation; anything else (an escape, a character
// outside ASCII, a null, a field of another type, an unknown or repeated field, a number
// with a fraction) goes to `JSONDecoder`, which reads it or names what was wrong, so both
// ways give the same answer (BrowserMessageFlatJSONTests compares them).

extension BrowserMessage.Wire {
    /// Reads `json` if it is a flat object of known fields whose strings are plain ASCII
    /// and whose numbers are whole and short; nil otherwise (`JSONDecoder` reads it then).
    ///
    /// - Complexity: O(*n*) in the message's bytes.
    init?(flatJSON json: some Collection<UInt8>) {
        var reader = FlatJSONReader()
        let parsed: Self?? = json.withContiguousStorageIfAvailable { reader.read($0) }
        guard let parsed, let parsed else { return nil }
        self = parsed
    }
}

/// The one-pass reader behind ``BrowserMessage/Wire/init(flatJSON:)``.
private struct FlatJSONReader {
    private var t, key, text, kind: String?
    private var ctrl, alt, shift, `in`: Bool?
    private var button, delta, x, y, cols, rows: Int?

    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> BrowserMessage.Wire? {
        var index = 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        // A string of printable ASCII, no escapes: anything else is the decoder's.
        func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard (0x20...0x7E).contains(bytes[index]), bytes[index] != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }
        // A whole number of at most nine digits, no leading zero: always in an Int's range.
        func integer() -> Int? {
            skipSpace()
            var sign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                sign = -1
                index += 1
            }
            let start = index
            var value = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                guard index - start < 9 else { return nil }  // before it could overflow
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            let digits = index - start
            guard (1...9).contains(digits), digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
            // A fraction or an exponent follows: not a whole number written plainly.
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
                return nil
            }
            return sign * value
        }

        // Each field once, of its own type.
        func set<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
            guard slot == nil, let value else { return false }
            slot = value
            return true
        }
        func bool() -> Bool? {
            skipSpace()
            return literal("true") ? true : literal("false") ? false : nil
        }

        guard take(UInt8(ascii: "{")) else { return nil }
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard let field = string(), take(UInt8(ascii: ":")) else { return nil }
                let known: Bool
                switch field {
                case "t": known = set(&t, string())
                case "key": known = set(&key, string())
                case "text": known = set(&text, string())
                case "kind": known = set(&kind, string())
                case "ctrl": known = set(&ctrl, bool())
                case "alt": known = set(&alt, bool())
                case "shift": known = set(&shift, bool())
                case "in": known = set(&`in`, bool())
                case "button": known = set(&button, integer())
                case "delta": known = set(&delta, integer())
                case "x": known = set(&x, integer())
                case "y": known = set(&y, integer())
                case "cols": known = set(&cols, integer())
                case "rows": known = set(&rows, integer())
                default: known = false
                }
                guard known else { return nil }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        guard index == bytes.count, let t else { return nil }
        return BrowserMessage.Wire(
            t: t, key: key, ctrl: ctrl, alt: alt, shift: shift, text: text, kind: kind, button: button, delta: delta, x: x, y: y,
            cols: cols, rows: rows, in: `in`)
    }
}
