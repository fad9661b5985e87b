/// The strict JSON reader behind ``JSONValue/init(parsing:maximumDepth:)``: RFC 8259 over
/// UTF-8 bytes in one pass, each byte looked at a bounded number of times, recursion bounded
/// by the depth limit, every failure a ``JSONParseError`` with its offset.
///
/// It reads a buffer the caller keeps alive for the call; every read is at an offset checked
/// against `bytes.count` first, so no input, however cut, reads past the end.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    /// The next byte to read.
    var offset = 0
    /// The members of the objects being read, innermost last: an object's first few
    /// members wait here until it ends, then go into a dictionary of their exact count
    /// (see ``parseObject(depth:)``). One buffer for the whole parse, reused by every object.
    var pendingMembers: [(key: String, value: JSONValue)] = []

    /// How many members an object keeps in ``pendingMembers`` before it moves them into a
    /// dictionary that grows as usual.
    static let pendingMemberLimit = 16

    /// Parses `bytes` as exactly one JSON value, with whitespace around it.
    ///
    /// - Complexity: O(*n*) in the number of bytes (a number's text is converted once).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw JSONParseError(.trailingBytes, at: parser.offset) }
        return value
    }

    /// Parses the value at `offset`; `depth` is how many arrays and objects enclose it.
    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        switch try peek(expecting: "a value") {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): return try parseLiteral("true", as: .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", as: .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", as: .null)
        case let byte: throw JSONParseError(.unexpectedByte(byte, expected: "a value"), at: offset)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw JSONParseError(.tooDeep(limit: maximumDepth), at: offset) }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peek(expecting: "a value or ']'") == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if try consumeSeparator(closing: UInt8(ascii: "]"), expecting: "',' or ']'") { return .array(elements) }
            skipWhitespace()
        }
    }

    /// Reads an object. Its members are checked for duplicates as they come, in order, and
    /// the first ``pendingMemberLimit`` wait in ``pendingMembers``, so a record's dictionary
    /// is allocated once at its exact size: grown from empty, a dictionary of five to eight
    /// members was allocated and rehashed three or four times, and one sized for a typical
    /// record up front would take several times the memory of an object of one member. A
    /// larger object moves its members into a dictionary that then grows as usual.
    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw JSONParseError(.tooDeep(limit: maximumDepth), at: offset) }
        offset += 1
        skipWhitespace()
        if try peek(expecting: "a string key or '}'") == UInt8(ascii: "}") {
            offset += 1
            return .object([:])
        }
        let base = pendingMembers.count
        // Whatever happens, this object's pending members leave the buffer with it.
        defer { pendingMembers.removeSubrange(base...) }
        var members: [String: JSONValue]? = nil
        while true {
            let keyOffset = offset
            let byte = try peek(expecting: "a string key")
            guard byte == UInt8(ascii: "\"") else { throw JSONParseError(.unexpectedByte(byte, expected: "a string key"), at: offset) }
            let key = try parseString()
            skipWhitespace()
            let colon = try peek(expecting: "':' after a key")
            guard colon == UInt8(ascii: ":") else { throw JSONParseError(.unexpectedByte(colon, expected: "':' after a key"), at: offset) }
            offset += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            if members == nil {
                for index in base..<pendingMembers.count where pendingMembers[index].key == key {
                    throw JSONParseError(.duplicateKey(key), at: keyOffset)
                }
                pendingMembers.append((key, value))
                if pendingMembers.count - base > Self.pendingMemberLimit {
                    members = takePendingMembers(from: base, capacity: 2 * Self.pendingMemberLimit)
                }
            } else if members?.updateValue(value, forKey: key) != nil {
                throw JSONParseError(.duplicateKey(key), at: keyOffset)
            }
            skipWhitespace()
            if try consumeSeparator(closing: UInt8(ascii: "}"), expecting: "',' or '}'") {
                return .object(members ?? takePendingMembers(from: base, capacity: pendingMembers.count - base))
            }
            skipWhitespace()
        }
    }

    /// The pending members from `base` on, moved into a dictionary with room for `capacity`.
    mutating func takePendingMembers(from base: Int, capacity: Int) -> [String: JSONValue] {
        var members = [String: JSONValue](minimumCapacity: capacity)
        for member in pendingMembers[base...] { members[member.key] = member.value }
        pendingMembers.removeSubrange(base...)
        return members
    }

    /// Reads the `,` between two elements (false) or the bracket that closes them (true).
    mutating func consumeSeparator(closing: UInt8, expecting expected: String) throws(JSONParseError) -> Bool {
        let byte = try peek(expecting: expected)
        guard byte == UInt8(ascii: ",") || byte == closing else {
            throw JSONParseError(.unexpectedByte(byte, expected: expected), at: offset)
        }
        offset += 1
        return byte == closing
    }

    mutating func parseLiteral(_ literal: StaticString, as value: JSONValue) throws(JSONParseError) -> JSONValue {
        for index in 0..<literal.utf8CodeUnitCount {
            let byte = try peek(expecting: "'\(literal)'")
            guard byte == literal.utf8Start[index] else {
                throw JSONParseError(.unexpectedByte(byte, expected: "'\(literal)'"), at: offset)
            }
            offset += 1
        }
        return value
    }

    /// The byte at `offset`, not consumed; the end of the input is ``JSONParseError/Problem/unexpectedEnd(expected:)``.
    func peek(expecting expected: @autoclosure () -> String) throws(JSONParseError) -> UInt8 {
        guard offset < bytes.count else { throw JSONParseError(.unexpectedEnd(expected: expected()), at: offset) }
        return bytes[offset]
    }

    /// Skips RFC 8259's four whitespace bytes: space, tab, line feed, carriage return.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the start, which RFC 8259 lets a parser ignore.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }
}
