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

extension JSONValue {
    /// What Foundation's `JSONSerialization` returned, as a value (a JSON boolean is the only
    /// `NSNumber` it makes whose `objCType` is `c`); nil for anything else.
    init?(foundation object: Any) {
        switch object {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber: self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            var elements: [JSONValue] = []
            for element in array {
                guard let value = JSONValue(foundation: element) else { return nil }
                elements.append(value)
            }
            self = .array(elements)
        case let dictionary as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, element) in dictionary {
                guard let value = JSONValue(foundation: element) else { return nil }
                members[key] = value
            }
            self = .object(members)
        default: return nil
        }
    }

    /// Whether `other` is this value with numbers allowed to differ in their last six bits:
    /// `JSONSerialization` reads a number of many digits as an `NSDecimalNumber`, whose
    /// `doubleValue` can be a few units in the last place off (`0.300000000000001798046353`
    /// is read 6 off, `0.3000000000000018` 2 off); and strings compared without
    /// U+FEFF, which `JSONSerialization` drops from the start of a string and after an escape.
    func isClose(to other: JSONValue) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): return a == b || abs(a - b) <= 64 * max(a.ulp, b.ulp)
        case let (.string(a), .string(b)): return a.withoutByteOrderMarks == b.withoutByteOrderMarks
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1) }
        case let (.object(a), .object(b)):
            let theirs = Dictionary(b.map { ($0.key.withoutByteOrderMarks, $0.value) }) { first, _ in first }
            return a.count == b.count
                && a.allSatisfy { key, value in theirs[key.withoutByteOrderMarks].map { value.isClose(to: $0) } ?? false }
        default: return self == other
        }
    }
}

extension String {
    /// The string without U+FEFF anywhere.
    var withoutByteOrderMarks: String { String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\u{FEFF}" })) }
}
