/// A parsed URL pattern: `cats://cat/<int:id>`, `cats://search?q`, `/settings/:section`.
///
/// Syntax, segment by segment (the host counts as the first segment):
///
/// | segment | matches | precedence |
/// |---|---|---|
/// | `cat` | exactly that text | 1: constant |
/// | `<int:id>`, `<uuid:id>` | a decimal integer, an RFC 4122 UUID | 2: typed |
/// | `:id`, `<string:id>` | any one segment | 3: parameter |
/// | `*` | any one segment, not captured | 4: wildcard |
/// | `<path:rest>`, `**` | one or more segments, to the end | 5: rest |
///
/// A pattern without a scheme (`/settings`) is global: it is tried for every scheme after
/// the scheme's own patterns. `?q&page` after the path names query items a URL must carry
/// (`?q=…` is accepted as documentation of the same thing).
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The lowercased scheme, or `nil` for a global pattern.
    public let scheme: String?
    let segments: [Segment]
    /// Query items the URL must carry for this pattern to match.
    public let requiredQueryItems: [String]
    /// The pattern as written.
    public let description: String

    enum Segment: Hashable, Sendable {
        case constant([UInt8])
        case int(String)
        case uuid(String)
        case parameter(String)
        case wildcard
        case rest(String?)

        /// Two segments of the same shape share a trie edge; names do not matter there.
        var shape: Shape {
            switch self {
            case let .constant(bytes): .constant(bytes)
            case .int: .int
            case .uuid: .uuid
            case .parameter: .parameter
            case .wildcard: .wildcard
            case .rest: .rest
            }
        }

        var parameterName: String? {
            switch self {
            case let .int(name), let .uuid(name), let .parameter(name): name
            case let .rest(name): name
            case .constant, .wildcard: nil
            }
        }
    }

    enum Shape: Hashable {
        case constant([UInt8])
        case int, uuid, parameter, wildcard, rest
    }

    /// Parses a pattern.
    ///
    /// - Throws: ``RoutePatternError`` naming what is wrong; patterns are the programmer's
    ///   input, but a typo should read as a message, not a crash.
    public init(_ text: String) throws(RoutePatternError) {
        description = text
        var rest = Substring(text)
        if let separator = rest.range(of: "://") {
            let scheme = rest[..<separator.lowerBound]
            guard isValidScheme(scheme.utf8) else { throw .invalidScheme(pattern: text) }
            self.scheme = scheme.lowercased()
            rest = rest[separator.upperBound...]
        } else {
            guard rest.hasPrefix("/") else { throw .missingSchemeOrSlash(pattern: text) }
            scheme = nil
        }
        var query: [String] = []
        if let mark = rest.firstIndex(of: "?") {
            for item in rest[rest.index(after: mark)...].split(separator: "&") {
                let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                guard !name.isEmpty else { throw .emptyName(pattern: text) }
                query.append(name)
            }
            rest = rest[..<mark]
        }
        requiredQueryItems = query
        var segments: [Segment] = []
        for piece in rest.split(separator: "/", omittingEmptySubsequences: true) {
            guard segments.last?.shape != .rest else { throw .restNotLast(pattern: text) }
            segments.append(try Self.segment(piece, pattern: text))
        }
        let names = segments.compactMap(\.parameterName)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw .duplicateParameter(duplicate, pattern: text)
        }
        self.segments = segments
    }

    private static func segment(_ piece: Substring, pattern: String) throws(RoutePatternError) -> Segment {
        if piece == "*" { return .wildcard }
        if piece == "**" { return .rest(nil) }
        if piece.hasPrefix(":") {
            let name = String(piece.dropFirst())
            guard !name.isEmpty else { throw .emptyName(pattern: pattern) }
            return .parameter(name)
        }
        if piece.hasPrefix("<") {
            guard piece.hasSuffix(">"), let colon = piece.firstIndex(of: ":") else { throw .unterminatedParameter(pattern: pattern) }
            let type = piece[piece.index(after: piece.startIndex)..<colon]
            let name = String(piece[piece.index(after: colon)..<piece.index(before: piece.endIndex)])
            guard !name.isEmpty else { throw .emptyName(pattern: pattern) }
            switch type {
            case "int": return .int(name)
            case "uuid": return .uuid(name)
            case "string": return .parameter(name)
            case "path": return .rest(name)
            default: throw .unknownParameterType(String(type), pattern: pattern)
            }
        }
        guard let bytes = try? percentDecoded(Array(piece.utf8)) else { throw .invalidEscape(pattern: pattern) }
        return .constant(bytes)
    }

    /// Whether `other` has the same shape and required query items: two such patterns
    /// would always match the same URLs.
    func collides(with other: RoutePattern) -> Bool {
        scheme == other.scheme && segments.map(\.shape) == other.segments.map(\.shape)
            && Set(requiredQueryItems) == Set(other.requiredQueryItems)
    }
}

/// `[A-Za-z][A-Za-z0-9+.-]*` (RFC 3986, section 3.1).
func isValidScheme<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first, isASCIILetter(first) else { return false }
    return bytes.allSatisfy { isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
}

@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
