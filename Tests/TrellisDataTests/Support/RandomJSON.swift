import Foundation
import TrellisData
import TrellisTestSupport

/// Seeded random JSON for property tests: a value, and one of the many texts that spell it
/// (whitespace between tokens, characters escaped or not, `\u` in either case, surrogate
/// pairs, numbers as integers, decimals or with exponents).
struct RandomJSON {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A value nested at most `depth` arrays and objects deep; containers only when `container`.
    mutating func value(depth: Int = 4, container: Bool = false) -> JSONValue {
        let kind = container ? Int.random(in: 4...5, using: &random) : Int.random(in: 0..<(depth > 0 ? 6 : 4), using: &random)
        switch kind {
        case 0: return Bool.random(using: &random) ? .null : .bool(Bool.random(using: &random))
        case 1: return .number(number())
        case 2, 3: return .string(string())
        case 4: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth: depth - 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) { members[string()] = value(depth: depth - 1) }
            return .object(members)
        }
    }

    mutating func number() -> Double {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return Double(Int.random(in: -1000...1000, using: &random))
        case 1: return Double(Int64.random(in: -(1 << 53)...(1 << 53), using: &random))
        case 2: return Double(Int.random(in: -99_999...99_999, using: &random)) / pow(10, Double(Int.random(in: 1...8, using: &random)))
        case 3: return Double.random(in: -1e6...1e6, using: &random)
        default:
            // Any finite double: subnormals, the largest, every exponent.
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
    }

    static let characters: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1F}", "\u{7F}", "é", "€", "\u{2028}",
        "\u{FFFF}", "😀", "\u{10FFFF}",
    ]

    mutating func string() -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            text.append(Self.characters.randomElement(using: &random) ?? "a")
        }
        return String(text)
    }

    /// A text spelling `value`, with no whitespace before or after it.
    mutating func text(for value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return spell(number)
        case .string(let string): return quote(string)
        case .array(let elements):
            return "[" + space() + elements.map { text(for: $0) }.joined(separator: space() + "," + space()) + space() + "]"
        case .object(let members):
            let pairs = members.map { quote($0.key) + space() + ":" + space() + text(for: $0.value) }
            return "{" + space() + pairs.joined(separator: space() + "," + space()) + space() + "}"
        }
    }

    /// Whitespace between tokens, usually none.
    mutating func space() -> String {
        ["", "", "", " ", "\n", "\t", "\r\n  "].randomElement(using: &random) ?? ""
    }

    mutating func spell(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            let whole = Int64(number)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "\(whole)"
            case 1: return "\(whole).0"
            case 2: return "\(whole)e0"
            default: break
            }
        }
        let text = number.description
        return Bool.random(using: &random) ? text.replacingOccurrences(of: "e", with: "E") : text
    }

    mutating func quote(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += Bool.random(using: &random) ? "\\/" : "/"
            case "\u{8}": text += Bool.random(using: &random) ? "\\b" : unicodeEscape(scalar)
            case "\u{C}": text += Bool.random(using: &random) ? "\\f" : unicodeEscape(scalar)
            case "\n": text += Bool.random(using: &random) ? "\\n" : unicodeEscape(scalar)
            case "\r": text += Bool.random(using: &random) ? "\\r" : unicodeEscape(scalar)
            case "\t": text += Bool.random(using: &random) ? "\\t" : unicodeEscape(scalar)
            case _ where scalar.value < 0x20: text += unicodeEscape(scalar)
            default: text += Int.random(in: 0..<6, using: &random) == 0 ? unicodeEscape(scalar) : String(scalar)
            }
        }
        return text + "\""
    }

    /// `\uXXXX`, a surrogate pair past the BMP, in upper or lower case at random.
    mutating func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let uppercase = Bool.random(using: &random)
        return String(scalar).utf16.map { unit in
            let digits = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }
}
