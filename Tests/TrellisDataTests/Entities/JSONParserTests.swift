import Foundation
import Testing
import TrellisData

/// `JSONValue(parsing:)`: what it reads, and the typed error with its byte offset for each
/// kind of bad input.
@Suite struct JSONParserTests {
    func parse(_ text: String, maximumDepth: Int = JSONValue.defaultMaximumDepth) throws(JSONParseError) -> JSONValue {
        try JSONValue(parsing: text.utf8, maximumDepth: maximumDepth)
    }

    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" false\n", .bool(false)),
        ("0", .number(0)),
        ("-12", .number(-12)),
        ("3.25", .number(3.25)),
        ("1E+2", .number(100)),
        ("2.5e-3", .number(0.0025)),
        ("0.30000000000000004", .number(0.30000000000000004)),
        ("123456789012345678901234567890", .number(1.2345678901234568e29)),
        ("1.7976931348623157e308", .number(.greatestFiniteMagnitude)),
        ("5e-324", .number(.leastNonzeroMagnitude)),
        ("0e99999999999999999999", .number(0)),
        (#""""#, .string("")),
        (#""caf\u00e9 \"x\" \\ \/ \b\f\n\r\t""#, .string("café \"x\" \\ / \u{8}\u{c}\n\r\t")),
        (#""\uD83D\uDE00 😀 \u0000 \u007F""#, .string("😀 😀 \u{0} \u{7F}")),
        ("[]", .array([])),
        (" [ 1 , [ ] , { } ] ", .array([.number(1), .array([]), .object([:])])),
        (
            #"{"id": 12, "name": "Bengal", "tags": ["a", null], "ok": true}"#,
            .object(["id": .number(12), "name": .string("Bengal"), "tags": .array([.string("a"), .null]), "ok": .bool(true)])
        ),
        ("\u{FEFF}[1]", .array([.number(1)])),
    ])
    func readsEveryKindOfValue(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let zero) = try parse("-0.0") else {
            Issue.record("-0.0 is not a number")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test func readsData() throws {
        #expect(try JSONValue(parsing: Data(#"{"a": [true]}"#.utf8)) == .object(["a": .array([.bool(true)])]))
        #expect(try JSONValue(parsing: [UInt8](#""x""#.utf8)) == .string("x"))
    }

    /// What `JSONEncoder` writes reads back as the value it encoded.
    @Test func readsWhatJSONEncoderWrites() throws {
        let value = JSONValue.object([
            "name": .string("Ünïcødé \"quoted\" \\ \u{1} \u{10FFFF}"), "count": .number(-1234.5e-7), "list": .array([.null, .bool(false)]),
            "nested": .object(["deep": .array([.array([.number(9_007_199_254_740_992)])])]), "empty": .object([:]),
        ])
        #expect(try JSONValue(parsing: JSONEncoder().encode(value)) == value)
    }

    @Test(arguments: [
        // Truncated.
        ("", JSONParseError(.unexpectedEnd(expected: "a value"), at: 0)),
        ("[1, 2", JSONParseError(.unexpectedEnd(expected: "',' or ']'"), at: 5)),
        (#"{"a": "#, JSONParseError(.unexpectedEnd(expected: "a value"), at: 6)),
        (#"{"a"#, JSONParseError(.unexpectedEnd(expected: #"'"' closing the string"#), at: 3)),
        ("tr", JSONParseError(.unexpectedEnd(expected: "'true'"), at: 2)),
        (#""\u12"#, JSONParseError(.unexpectedEnd(expected: "a hex digit"), at: 5)),
        ("-", JSONParseError(.unexpectedEnd(expected: "a digit"), at: 1)),
        ("1.", JSONParseError(.unexpectedEnd(expected: "a digit after '.'"), at: 2)),
        ("1e+", JSONParseError(.unexpectedEnd(expected: "a digit after the exponent's 'e'"), at: 3)),
        // Not a value, or in the wrong place.
        ("nul", JSONParseError(.unexpectedEnd(expected: "'null'"), at: 3)),
        ("truth", JSONParseError(.unexpectedByte(UInt8(ascii: "t"), expected: "'true'"), at: 3)),
        ("[1,]", JSONParseError(.unexpectedByte(UInt8(ascii: "]"), expected: "a value"), at: 3)),
        ("[1 2]", JSONParseError(.unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'"), at: 3)),
        (#"{"a" 1}"#, JSONParseError(.unexpectedByte(UInt8(ascii: "1"), expected: "':' after a key"), at: 5)),
        ("{1: 2}", JSONParseError(.unexpectedByte(UInt8(ascii: "1"), expected: "a string key"), at: 1)),
        (#"{"a": 1,}"#, JSONParseError(.unexpectedByte(UInt8(ascii: "}"), expected: "a string key"), at: 8)),
        ("'a'", JSONParseError(.unexpectedByte(UInt8(ascii: "'"), expected: "a value"), at: 0)),
        ("\u{C}1", JSONParseError(.unexpectedByte(0x0C, expected: "a value"), at: 0)),
        // Numbers.
        ("01", JSONParseError(.leadingZero, at: 0)),
        ("[-00]", JSONParseError(.leadingZero, at: 2)),
        (".5", JSONParseError(.unexpectedByte(UInt8(ascii: "."), expected: "a value"), at: 0)),
        ("+1", JSONParseError(.unexpectedByte(UInt8(ascii: "+"), expected: "a value"), at: 0)),
        ("-x", JSONParseError(.unexpectedByte(UInt8(ascii: "x"), expected: "a digit"), at: 1)),
        ("1.e5", JSONParseError(.unexpectedByte(UInt8(ascii: "e"), expected: "a digit after '.'"), at: 2)),
        ("1e", JSONParseError(.unexpectedEnd(expected: "a digit after the exponent's 'e'"), at: 2)),
        ("0x1F", JSONParseError(.trailingBytes, at: 1)),
        ("1e400", JSONParseError(.numberOutOfRange("1e400"), at: 0)),
        ("[-1.8e308]", JSONParseError(.numberOutOfRange("-1.8e308"), at: 1)),
        ("1e-400", JSONParseError(.numberOutOfRange("1e-400"), at: 0)),
        ("1" + String(repeating: "0", count: 400), JSONParseError(.numberOutOfRange("1" + String(repeating: "0", count: 39)), at: 0)),
        ("1e-99999999999999999999", JSONParseError(.numberOutOfRange("1e-99999999999999999999"), at: 0)),
        ("1e99999999999999999999999999", JSONParseError(.numberOutOfRange("1e99999999999999999999999999"), at: 0)),
        // Strings.
        (#""\x""#, JSONParseError(.invalidEscape(UInt8(ascii: "x")), at: 1)),
        (#""\'""#, JSONParseError(.invalidEscape(UInt8(ascii: "'")), at: 1)),
        (#""\u12G4""#, JSONParseError(.unexpectedByte(UInt8(ascii: "G"), expected: "a hex digit"), at: 5)),
        (#""\uD800""#, JSONParseError(.loneSurrogate(0xD800), at: 1)),
        (#""\uDBFF\u0041""#, JSONParseError(.loneSurrogate(0xDBFF), at: 1)),
        (#""a\uD83D\n""#, JSONParseError(.loneSurrogate(0xD83D), at: 2)),
        (#""\uDE00\uD83D""#, JSONParseError(.loneSurrogate(0xDE00), at: 1)),
        (#""\uD83D"#, JSONParseError(.unexpectedEnd(expected: "'\\u' and the low half of a surrogate pair"), at: 7)),
        ("\"a\tb\"", JSONParseError(.controlCharacter(0x09), at: 2)),
        ("\"a\nb\"", JSONParseError(.controlCharacter(0x0A), at: 2)),
        // Structure.
        (#"{"a": 1, "a": 2}"#, JSONParseError(.duplicateKey("a"), at: 9)),
        ("[1] x", JSONParseError(.trailingBytes, at: 4)),
        ("1 2", JSONParseError(.trailingBytes, at: 2)),
        ("{}}", JSONParseError(.trailingBytes, at: 2)),
        (#""a""b""#, JSONParseError(.trailingBytes, at: 3)),
    ])
    func badInputIsATypedErrorAtItsByte(text: String, expected: JSONParseError) {
        #expect(throws: expected) { try parse(text) }
    }

    @Test(
        arguments: [
            ([0x22, 0xC3, 0x28, 0x22], JSONParseError(.invalidUTF8(0x28), at: 2)),  // a lead byte without its continuation
            ([0x22, 0x80, 0x22], JSONParseError(.invalidUTF8(0x80), at: 1)),  // a continuation byte alone
            ([0x22, 0xC0, 0xAF, 0x22], JSONParseError(.invalidUTF8(0xC0), at: 1)),  // overlong '/'
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], JSONParseError(.invalidUTF8(0x80), at: 2)),  // overlong, three bytes
            ([0x22, 0xED, 0xA0, 0x80, 0x22], JSONParseError(.invalidUTF8(0xA0), at: 2)),  // U+D800 encoded
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], JSONParseError(.invalidUTF8(0x90), at: 2)),  // past U+10FFFF
            ([0x22, 0xFF, 0x22], JSONParseError(.invalidUTF8(0xFF), at: 1)),
            ([0x22, 0xF0, 0x9F, 0x98], JSONParseError(.unexpectedEnd(expected: "the rest of a UTF-8 character"), at: 4)),
            ([0xC3, 0xA9], JSONParseError(.unexpectedByte(0xC3, expected: "a value"), at: 0)),  // outside a string
            ([0xFE, 0xFF, 0x00, 0x31], JSONParseError(.unexpectedByte(0xFE, expected: "a value"), at: 0)),  // UTF-16 is not read
        ] as [([UInt8], JSONParseError)])
    func bytesThatAreNotUTF8AreRefused(bytes: [UInt8], expected: JSONParseError) {
        #expect(throws: expected) { try JSONValue(parsing: bytes) }
    }

    /// An object's first members wait in a buffer shared by the whole parse until it ends;
    /// past sixteen they move into a dictionary. Both ways read every member, nested objects
    /// between them included, and refuse a repeated key at its byte, before reading on.
    @Test(arguments: [1, 2, 15, 16, 17, 40])
    func objectsOfAnySizeKeepEveryMemberAndRefuseARepeatedKey(size: Int) throws {
        let members = (0..<size).map { #""k\#($0)": {"inner": [\#($0), {"k0": \#($0)}], "k\#($0)": \#($0)}"# }
        let object = try parse("{" + members.joined(separator: ", ") + "}")
        let expected = JSONValue.object(
            Dictionary(
                uniqueKeysWithValues: (0..<size).map { index in
                    (
                        "k\(index)",
                        JSONValue.object([
                            "inner": .array([.number(Double(index)), .object(["k0": .number(Double(index))])]),
                            "k\(index)": .number(Double(index)),
                        ])
                    )
                }))
        #expect(object == expected)
        // the same key again, last: refused at its byte, whatever way the members were kept
        let repeated = "{" + members.joined(separator: ", ") + #", "k0": 1, "after": x}"#
        let at = repeated.utf8.count - #""k0": 1, "after": x}"#.utf8.count
        #expect(throws: JSONParseError(.duplicateKey("k0"), at: at)) { try parse(repeated) }
    }

    /// Nesting is bounded before it is read: a depth bomb of a million brackets costs one
    /// error, not a million stack frames.
    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let limit = JSONValue.defaultMaximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try parse(deepest) != .null)
        let deeper = "[" + deepest + "]"
        #expect(throws: JSONParseError(.tooDeep(limit: limit), at: limit)) { try parse(deeper) }
        let bomb = String(repeating: #"{"a":["#, count: 1_000_000)
        #expect(throws: JSONParseError(.tooDeep(limit: limit), at: 6 * (limit / 2))) { try parse(bomb) }
        #expect(throws: JSONParseError(.tooDeep(limit: 2), at: 2)) { try parse("[[[]]]", maximumDepth: 2) }
        #expect(try parse("[[]]", maximumDepth: 2) == .array([.array([])]))
        #expect(try parse("7", maximumDepth: 0) == .number(7))
        #expect(throws: JSONParseError(.tooDeep(limit: 0), at: 0)) { try parse("{}", maximumDepth: 0) }
    }

    @Test func theDescriptionNamesTheByteAndWhatWasWrong() {
        #expect(
            JSONParseError(.unexpectedEnd(expected: "',' or ']'"), at: 5).description
                == "malformed JSON at byte 5: expected ',' or ']', found the end of the input")
        #expect(
            JSONParseError(.unexpectedByte(0xC3, expected: "a value"), at: 0).description
                == "malformed JSON at byte 0: expected a value, found 0xC3")
        #expect(
            JSONParseError(.loneSurrogate(0xD800), at: 1).description.hasSuffix(
                #"\uD800 is half of a surrogate pair without its other half"#))
        #expect(JSONParseError(.invalidUTF8(0x80), at: 3).description == "malformed JSON at byte 3: byte 0x80 inside a string is not UTF-8")
    }
}
