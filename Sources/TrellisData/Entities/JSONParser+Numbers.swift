extension JSONParser {
    /// Parses the number at `offset` (RFC 8259: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`)
    /// to the nearest `Double`.
    ///
    /// Most numbers a server sends (ids, counts, prices) have at most 19 significant digits and
    /// a small exponent: their digits and exponent are read as integers on the way and, when
    /// both are exact in a `Double`, one multiplication or division gives the correctly rounded
    /// value (Clinger's fast path). Any other number is converted from its text by the standard
    /// library, which rounds correctly at any length.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = offset
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        var digits = SignificantDigits()
        let first = try peek(expecting: "a digit")
        if first == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, Self.isDigit(bytes[offset]) { throw JSONParseError(.leadingZero, at: offset - 1) }
        } else {
            guard Self.isDigit(first) else { throw JSONParseError(.unexpectedByte(first, expected: "a digit"), at: offset) }
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                digits.append(bytes[offset], inFraction: false)
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            try expectDigit(after: "'.'")
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                digits.append(bytes[offset], inFraction: true)
                offset += 1
            }
        }
        var exponent = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            let exponentNegative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
            try expectDigit(after: "the exponent's 'e'")
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                // Past 100,000 every Double is 0 or infinite: the exponent stops growing, so
                // a thousand-digit exponent cannot overflow.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
                offset += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        let magnitude = digits.fastValue(exponent: exponent) ?? convertText(from: negative ? start + 1 : start)
        guard magnitude.isFinite, magnitude != 0 || digits.isZero else {
            throw JSONParseError(.numberOutOfRange(numberText(from: start, limit: 40)), at: start)
        }
        return negative ? -magnitude : magnitude
    }

    func expectDigit(after what: String) throws(JSONParseError) {
        let byte = try peek(expecting: "a digit after \(what)")
        guard Self.isDigit(byte) else { throw JSONParseError(.unexpectedByte(byte, expected: "a digit after \(what)"), at: offset) }
    }

    /// The number from `start` to `offset` converted by the standard library (its text has
    /// been checked against the grammar, which the standard library's parser accepts).
    func convertText(from start: Int) -> Double {
        Double(numberText(from: start, limit: .max)) ?? .infinity
    }

    func numberText(from start: Int, limit: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + min(limit, offset - start)]), as: UTF8.self)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// A number's first 19 significant digits as an integer, and the power of ten they are scaled
/// by; whether any digit was dropped.
struct SignificantDigits {
    var significand: UInt64 = 0
    var count = 0
    /// Minus the number of fraction digits kept.
    var scale = 0
    var truncated = false

    /// Whether every digit was zero (a zero of any form: `0`, `-0.000e7`).
    var isZero: Bool { significand == 0 }

    mutating func append(_ byte: UInt8, inFraction: Bool) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        guard !truncated else { return }
        if count == 19 {
            truncated = true
            return
        }
        // Leading zeros of a fraction (`0.001`) count for the scale, not as digits.
        if significand != 0 || digit != 0 {
            significand = significand * 10 + digit
            count += 1
        }
        if inFraction { scale -= 1 }
    }

    /// The correctly rounded value when the significand and the power of ten are both exact
    /// in a `Double` (2⁵³ and 10²²), else nil.
    func fastValue(exponent: Int) -> Double? {
        let power = scale + exponent
        guard !truncated, significand <= 1 << 53, (-22...22).contains(power) else { return nil }
        let value = Double(significand)
        return power < 0 ? value / Self.powersOfTen[-power] : value * Self.powersOfTen[power]
    }

    /// 10⁰ through 10²², each exact in a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
