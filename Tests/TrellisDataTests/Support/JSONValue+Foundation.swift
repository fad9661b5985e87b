// What Foundation's JSONSerialization reads, as a JSONValue, and how close two values are
// allowing for its known differences: shared by the parser's agreement tests and its
// libFuzzer target (Fuzz/run builds this file into it, inside the module TrellisData, with
// JSON_FUZZ_TARGET defined).

import Foundation

#if !JSON_FUZZ_TARGET
    import TrellisData
#endif

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
            // A key matches the same key; failing that, one that differs only by byte order
            // marks. Only failing that: `{"n\u{FEFF}": 1, "n": 2}` has two keys on both
            // sides, which the marks alone would fold into one (the fuzzer found it).
            // Keys that differ only by marks ({"\u{FEFF}": 1, "": 2}) are one key to
            // `JSONSerialization`, which keeps one of their values: then only the keys are
            // compared (the fuzzer found it too).
            let foldedA = Set(a.keys.map(\.withoutByteOrderMarks))
            let foldedB = Set(b.keys.map(\.withoutByteOrderMarks))
            if foldedA.count < a.count || foldedB.count < b.count { return foldedA == foldedB }
            let theirs = Dictionary(b.map { ($0.key.withoutByteOrderMarks, $0.value) }) { first, _ in first }
            return a.count == b.count
                && a.allSatisfy { key, value in (b[key] ?? theirs[key.withoutByteOrderMarks]).map { value.isClose(to: $0) } ?? false }
        default: return self == other
        }
    }
}

extension String {
    /// The string without U+FEFF anywhere.
    var withoutByteOrderMarks: String { String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\u{FEFF}" })) }
}
