/// Why bytes are not one JSON text, and where: `malformed JSON at byte 17: expected ',' or
/// ']', found '}'`.
///
/// Thrown by ``JSONValue/init(parsing:maximumDepth:)``. The offset counts bytes from the
/// start of the input (0 is the first byte), so a log line points into the body as received.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the bytes.
    public enum Problem: Equatable, Sendable {
        /// The input ends where more was needed: a truncated body. `expected` says what.
        case unexpectedEnd(expected: String)
        /// A byte that cannot stand where it is; `expected` says what could.
        case unexpectedByte(UInt8, expected: String)
        /// A number with a leading zero (`01`), which RFC 8259 does not allow.
        case leadingZero
        /// A number a `Double` cannot hold: past its largest value (`1e400`), or not zero yet
        /// below its smallest (`1e-400`). Carries the number as written, cut at 40 bytes.
        case numberOutOfRange(String)
        /// A backslash followed by a byte that does not start an escape (`\x`).
        case invalidEscape(UInt8)
        /// A `\u` escape of half a UTF-16 surrogate pair without its other half (`\uD800`).
        case loneSurrogate(UInt16)
        /// A control character (below U+0020) written raw inside a string; it must be escaped.
        case controlCharacter(UInt8)
        /// A string's bytes are not UTF-8; carries the first byte that is wrong.
        case invalidUTF8(UInt8)
        /// Arrays and objects nest deeper than the limit the parser was given.
        case tooDeep(limit: Int)
        /// An object names the same key twice (parsers disagree on which one wins).
        case duplicateKey(String)
        /// Bytes other than whitespace after the value (a second value, garbage).
        case trailingBytes
    }

    /// What was wrong.
    public let problem: Problem
    /// Where: the offset of the byte at fault, from the start of the input.
    public let offset: Int

    /// Describes a parse failure at a byte offset.
    public init(_ problem: Problem, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    public var description: String { "malformed JSON at byte \(offset): \(problem)" }
}

extension JSONParseError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unexpectedEnd(let expected): "expected \(expected), found the end of the input"
        case .unexpectedByte(let byte, let expected): "expected \(expected), found \(Self.name(byte))"
        case .leadingZero: "a number starts with a leading zero"
        case .numberOutOfRange(let text): "the number \(text) is out of the range of a Double"
        case .invalidEscape(let byte): "\\ followed by \(Self.name(byte)) is not an escape"
        case .loneSurrogate(let unit): "\\u\(Self.hex(unit)) is half of a surrogate pair without its other half"
        case .controlCharacter(let byte): "control character \(Self.name(byte)) inside a string must be escaped"
        case .invalidUTF8(let byte): "byte \(Self.name(byte)) inside a string is not UTF-8"
        case .tooDeep(let limit): "arrays and objects nest deeper than \(limit)"
        case .duplicateKey(let key): "the key \"\(key)\" appears twice in one object"
        case .trailingBytes: "bytes after the value"
        }
    }

    /// A byte as a reader spots it: `'x'` when printable ASCII, else `0xC3`.
    static func name(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(hex(byte))"
    }

    static func hex(_ value: some FixedWidthInteger) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, value.bitWidth / 4 - digits.count)) + digits
    }
}
