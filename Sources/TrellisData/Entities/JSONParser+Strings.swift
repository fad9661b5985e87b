extension JSONParser {
    /// Parses the string whose opening quote is at `offset`, checking that its bytes are UTF-8
    /// and its escapes are RFC 8259's. A string without escapes is made from its bytes in place;
    /// one with escapes is decoded into a buffer.
    mutating func parseString() throws(JSONParseError) -> String {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            offset += try characterLength(byte)
        }
        throw JSONParseError(.unexpectedEnd(expected: "'\"' closing the string"), at: offset)
    }

    /// Parses the rest of a string from its first backslash; `start` is its first byte.
    mutating func parseEscapedString(from start: Int) throws(JSONParseError) -> String {
        var utf8 = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &utf8)
            } else {
                let length = try characterLength(byte)
                utf8.append(contentsOf: bytes[offset..<offset + length])
                offset += length
            }
        }
        throw JSONParseError(.unexpectedEnd(expected: "'\"' closing the string"), at: offset)
    }

    /// Decodes the escape whose backslash is at `offset` and appends its UTF-8.
    mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONParseError) {
        let escapeOffset = offset
        offset += 1
        let byte = try peek(expecting: "an escaped character after '\\'")
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(startingAt: escapeOffset)
            UTF8.encode(scalar) { utf8.append($0) }
        default: throw JSONParseError(.invalidEscape(byte), at: escapeOffset)
        }
    }

    /// Reads the hex digits of a `\u` escape (and of the low half that must follow a high
    /// surrogate); `escapeOffset` is the backslash, where a lone surrogate is reported.
    mutating func parseUnicodeEscape(startingAt escapeOffset: Int) throws(JSONParseError) -> Unicode.Scalar {
        let unit = try parseHexQuad()
        var value = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) { throw JSONParseError(.loneSurrogate(unit), at: escapeOffset) }
        if (0xD800...0xDBFF).contains(unit) {
            guard try peek(expecting: "'\\u' and the low half of a surrogate pair") == UInt8(ascii: "\\") else {
                throw JSONParseError(.loneSurrogate(unit), at: escapeOffset)
            }
            offset += 1
            guard try peek(expecting: "'u' and the low half of a surrogate pair") == UInt8(ascii: "u") else {
                throw JSONParseError(.loneSurrogate(unit), at: escapeOffset)
            }
            offset += 1
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw JSONParseError(.loneSurrogate(unit), at: escapeOffset) }
            value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
        }
        // Every value left is a scalar (surrogates were refused above); the guard keeps a
        // mistake here a typed error rather than a trap.
        guard let scalar = Unicode.Scalar(value) else { throw JSONParseError(.loneSurrogate(unit), at: escapeOffset) }
        return scalar
    }

    /// Reads the four hex digits of a `\u` escape.
    mutating func parseHexQuad() throws(JSONParseError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = try peek(expecting: "a hex digit")
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONParseError(.unexpectedByte(byte, expected: "a hex digit"), at: offset)
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    /// The length of the character starting with `lead` at `offset` (1 for ASCII), once its
    /// bytes are checked to be UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
    /// U+10FFFF) and not a raw control character.
    func characterLength(_ lead: UInt8) throws(JSONParseError) -> Int {
        if lead >= 0x20 && lead < 0x80 { return 1 }
        if lead < 0x20 { throw JSONParseError(.controlCharacter(lead), at: offset) }
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: throw JSONParseError(.invalidUTF8(lead), at: offset)
        }
        for index in 1..<length {
            let position = offset + index
            guard position < bytes.count else {
                throw JSONParseError(.unexpectedEnd(expected: "the rest of a UTF-8 character"), at: position)
            }
            let byte = bytes[position]
            guard (index == 1 ? second : 0x80...0xBF).contains(byte) else { throw JSONParseError(.invalidUTF8(byte), at: position) }
        }
        return length
    }
}
