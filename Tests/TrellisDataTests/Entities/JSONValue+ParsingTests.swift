import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

@Suite struct JSONValueParsingTests {
    /// What `JSONDecoder` makes of `data`: the value, or the error's description.
    func decoded(_ data: Data) -> Result<JSONValue, NetworkError> {
        Result { () throws(NetworkError) in try JSONBody.decode(JSONValue.self, from: data) }
    }

    /// Whether two values are the same to the bit (`==` holds -0 and 0 equal).
    func identical(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && x.allSatisfy { key, value in y[key].map { identical(value, $0) } ?? false }
        default: a == b
        }
    }

    /// The reader reads `data` as `JSONDecoder` does, or leaves it (nil); either way the
    /// networker's `JSONBody.value` gives exactly `JSONDecoder`'s value or error.
    func checkAgreement(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue? {
        let parsed = JSONValue.parse(utf8: data)
        let expected = decoded(data)
        if let parsed {
            guard case .success(let value) = expected else {
                Issue.record(
                    "read \(parsed) where JSONDecoder fails: \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
                return parsed
            }
            #expect(identical(parsed, value), "\(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
        }
        let viaNetworker = Result { () throws(NetworkError) in try JSONBody.value(from: data) }
        switch (viaNetworker, expected) {
        case (.success(let a), .success(let b)): #expect(identical(a, b), sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)): #expect(a == b, sourceLocation: sourceLocation)
        default: Issue.record("\(viaNetworker) where JSONDecoder gives \(expected)", sourceLocation: sourceLocation)
        }
        return parsed
    }

    @Test(arguments: [
        #"{"id": 12, "name": "Bengal", "origin": "US", "isFavorite": true, "note": null}"#,
        #"  [1, -0, 0, -12, 123456789012345, 1234567890123456789, 1.5, -2.25e3, 1E-7, 0.1, 9007199254740993]  "#,
        #"["caf\u00e9", "\ud83d\ude00", "\"\\\/\b\f\n\r\t", "√ ∑ 😀", "", "\u0000", "a\u2028b"]"#,
        #"{"a": {"b": [{"c": []}, {}]}, "e\u0301": "decomposed", "é": "composed?"}"#,
        "\t\r\n{ \"k\" :\n[ true ,false ] }\n",
        "12", "\"top\"", "null", "-1.0e+2",
    ])
    func readsWhatJSONDecoderReads(text: String) throws {
        let data = Data(text.utf8)
        let value = checkAgreement(data)
        // The decomposed and composed keys are equal Swift strings: a repeated key, left to JSONDecoder.
        if !text.contains("e\\u0301") { #expect(value != nil, "\(text)") }
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "+1", "-", "1e", "1e+", "tru", "nul", "[1 2]", "{} x",
        #"{"a" 1}"#, #"{1: 2}"#, #""\ud83d""#, #""\ude00""#, #""\ud83dx""#, #""\x""#, #""\u12g4""#, "\"a\tb\"", "\"open",
        #"{"id": 1, "id": 2}"#, "1e400", "-1e400", "1e-400", "0.0", "NaN", "Infinity", "[1]\u{0}",
        "\u{FEFF}{\"a\": 1}",
    ])
    func leavesToJSONDecoderWhatItDoesNotTakeOn(text: String) {
        #expect(checkAgreement(Data(text.utf8)) == nil, "\(text)")
    }

    @Test func leavesOtherEncodingsInvalidUTF8AndDeepNestingToJSONDecoder() throws {
        let utf16 = try #require(#"{"id": 1}"#.data(using: .utf16LittleEndian))
        #expect(checkAgreement(utf16) == nil)
        #expect(checkAgreement(Data([0x22, 0xFF, 0x22])) == nil)
        #expect(checkAgreement(Data([0x22, 0xF0, 0x9F, 0x98, 0x22])) == nil)
        #expect(checkAgreement(Data((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8)) == nil)
        #expect(checkAgreement(Data((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)) != nil)
    }

    /// Random documents, written with random whitespace and escapes, then mutated byte by
    /// byte: the reader never disagrees with `JSONDecoder`.
    @Test(arguments: 0..<8 as Range<UInt64>)
    func seededDocumentsAndTheirMutationsAgreeWithJSONDecoder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let value = Self.randomValue(depth: 0, using: &random)
            var text: [UInt8] = []
            Self.write(value, into: &text, using: &random)
            let read = checkAgreement(Data(text))
            if read == nil { Issue.record("left a well-formed document: \(String(decoding: text, as: UTF8.self))") }
            guard !text.isEmpty else { continue }
            var mutated = text
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let bytes: [UInt8] = Array(#"{}[],:"\ 0-1.eE+u"#.utf8) + [0x80, 0xFF, 0x09]
                mutated[Int.random(in: 0..<mutated.count, using: &random)] = bytes.randomElement(using: &random) ?? 0
            }
            _ = checkAgreement(Data(mutated))
        }
    }

    static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2:
            let choices: [Double] = [
                0, -0.0, 1, -7, 0.5, 1e21, 123_456_789_012_345, 1_234_567_890_123_456_789, 3.141592653589793, -2.5e-8,
            ]
            return .number(choices.randomElement(using: &random) ?? 0)
        case 3:
            let pieces = ["a", "Z", " ", "é", "😀", "\"", "\\", "/", "\n", "\u{1}", "\u{7F}", "\u{2028}", "中"]
            return .string((0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined())
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for index in 0..<Int.random(in: 0...4, using: &random) { members["k\(index)"] = randomValue(depth: depth + 1, using: &random) }
            return .object(members)
        }
    }

    static func write(_ value: JSONValue, into text: inout [UInt8], using random: inout SeededGenerator) {
        func space() {
            for _ in 0..<Int.random(in: 0...1, using: &random) {
                text.append([0x20, 0x0A, 0x09, 0x0D].randomElement(using: &random) ?? 0x20)
            }
        }
        space()
        switch value {
        case .null: text += Array("null".utf8)
        case .bool(let flag): text += Array((flag ? "true" : "false").utf8)
        case .number(let number):
            let whole = number.rounded() == number && abs(number) < 1e18
            text += Array((whole ? (number.sign == .minus ? "-" : "") + String(Int64(abs(number))) : "\(number)").utf8)
        case .string(let string):
            text.append(UInt8(ascii: "\""))
            for scalar in string.unicodeScalars {
                if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || Bool.random(using: &random) && scalar.value > 0x7F {
                    if scalar.value > 0xFFFF {
                        let offset = scalar.value - 0x10000
                        text += Array(String(format: "\\u%04x\\u%04X", 0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF)).utf8)
                    } else {
                        text += Array(String(format: "\\u%04x", scalar.value).utf8)
                    }
                } else if scalar == "/" && Bool.random(using: &random) {
                    text += Array(#"\/"#.utf8)
                } else {
                    text += Array(String(scalar).utf8)
                }
            }
            text.append(UInt8(ascii: "\""))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                write(element, into: &text, using: &random)
            }
            space()
            text.append(UInt8(ascii: "]"))
        case .object(let members):
            text.append(UInt8(ascii: "{"))
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                write(.string(key), into: &text, using: &random)
                space()
                text.append(UInt8(ascii: ":"))
                write(member, into: &text, using: &random)
            }
            space()
            text.append(UInt8(ascii: "}"))
        }
        space()
    }
}
