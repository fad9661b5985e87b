import Foundation

extension JSONValue {
    /// Reads UTF-8 JSON text straight into a value, without `Codable`: how the networker
    /// reads every entity response (``Endpoint/entity(_:path:query:)``).
    ///
    /// `JSONDecoder` reaching a ``JSONValue`` tries each kind in turn and builds a
    /// `DecodingError` for every miss (four of them for an object), which cost more than the
    /// rest of a loopback GET's bookkeeping. This reads each byte once.
    ///
    /// Nil for anything it leaves to `JSONDecoder`: malformed text, another encoding or a
    /// byte-order mark, invalid UTF-8, a lone surrogate escape, a key repeated in an object,
    /// a number that is not finite or rounds to zero, nesting deeper than 256. Callers then
    /// decode with `JSONDecoder`, so the value or the error is always the one `JSONDecoder`
    /// gives for the same bytes.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func parse(utf8 data: Data) -> JSONValue? {
        data.withUnsafeBytes { bytes in
            var parser = JSONTextParser(bytes: bytes)
            return parser.document()
        }
    }
}

/// A strict RFC 8259 reader over UTF-8 bytes; every method returns nil at the first thing
/// it does not take on itself (see ``JSONValue/parse(utf8:)``).
struct JSONTextParser {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    /// Arrays and objects nested deeper are left to `JSONDecoder` (whose limit is higher).
    static let maximumDepth = 256

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The one value of the text, with only whitespace around it.
    mutating func document() -> JSONValue? {
        guard let value = value(depth: 0) else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipWhitespace()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object(depth: depth + 1)
        case UInt8(ascii: "["): return array(depth: depth + 1)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return nil
        }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    mutating func object(depth: Int) -> JSONValue? {
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value(depth: depth) else { return nil }
            // A repeated key (or two spellings Swift holds equal): which one wins is JSONDecoder's to say.
            guard members.updateValue(member, forKey: key) == nil else { return nil }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: return nil
            }
        }
    }

    mutating func array(depth: Int) -> JSONValue? {
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth) else { return nil }
            elements.append(element)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: return nil
            }
        }
    }

    /// A string from its opening quote; nil for a control character, a bad escape, a lone
    /// surrogate or invalid UTF-8.
    mutating func string() -> String? {
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return Self.text(raw, ascii: ascii)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        return nil
    }

    /// The rest of a string that has an escape, decoded into a buffer.
    mutating func escapedString(from start: Int) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(index - start + 16)
        decoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return decoded.withUnsafeBytes { Self.text($0, ascii: false) }
            case UInt8(ascii: "\\"):
                guard let escape = current else { return nil }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    UTF8.encode(scalar) { decoded.append($0) }
                default: return nil
                }
            case 0..<0x20: return nil
            default: decoded.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `\u` read), with its low half if it is a high surrogate.
    mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        switch unit {
        case 0xD800..<0xDC00:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
        case 0xDC00..<0xE000: return nil
        default: return Unicode.Scalar(unit)
        }
    }

    mutating func hexUnit() -> UInt16? {
        guard bytes.count - index >= 4 else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `raw` as a string if it is valid UTF-8: decoding repairs invalid bytes with U+FFFD,
    /// so a decoded string whose bytes differ from `raw` was invalid.
    static func text(_ raw: UnsafeRawBufferPointer, ascii: Bool) -> String? {
        let text = String(decoding: raw, as: UTF8.self)
        guard ascii || text.utf8.elementsEqual(raw) else { return nil }
        return text
    }

    /// A number by JSON's grammar; whole numbers of up to 15 digits exactly, others through
    /// `Double(_:)` (correctly rounded, as `JSONDecoder` reads them).
    mutating func number() -> JSONValue? {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        guard let first = current, Self.isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") {
            while let byte = current, Self.isDigit(byte) { index += 1 }
        }
        let integerDigits = index - digitsStart
        var isWhole = true
        if current == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            guard skipDigits() else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { return nil }
        }
        if isWhole && integerDigits <= 15 {
            var magnitude = 0
            for offset in digitsStart..<index { magnitude = magnitude * 10 + Int(bytes[offset] &- UInt8(ascii: "0")) }
            return .number(negative ? -Double(magnitude) : Double(magnitude))
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // Out of range either way (infinite, or a nonzero number read as zero): JSONDecoder's to judge.
        guard let number = Double(text), number.isFinite, number != 0 || isWhole else { return nil }
        return .number(number)
    }

    /// One or more digits; false if there is none.
    mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, Self.isDigit(byte) { index += 1 }
        return index > start
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
