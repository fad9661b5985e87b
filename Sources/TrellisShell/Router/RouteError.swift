/// Why a URL could not be routed. Deep links come from outside, so every way a URL can be
/// wrong is one of these, never a trap.
public enum RouteError: Error, Equatable, CustomStringConvertible {
    /// The URL cannot be read; `reason` says where and why.
    case malformedURL(String, reason: MalformedURLReason)
    /// No pattern is registered for the URL's scheme, and no global pattern matches.
    case unknownScheme(String, url: String, known: [String])
    /// The scheme is known but no pattern matches, and there is no unmatched handler.
    case noRoute(String)

    public var description: String {
        switch self {
        case let .malformedURL(url, reason): "malformed URL \(quoted(url)): \(reason)"
        case let .unknownScheme(scheme, url, known):
            "no routes for scheme '\(scheme)' (URL \(quoted(url))); known schemes: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case let .noRoute(url): "no route matches \(quoted(url))"
        }
    }
}

/// What is wrong with a malformed URL.
public enum MalformedURLReason: Error, Equatable, Sendable, CustomStringConvertible {
    /// Empty text.
    case empty
    /// Neither `scheme://…` nor a path starting with `/`.
    case missingScheme
    /// The scheme has characters RFC 3986 does not allow.
    case invalidScheme
    /// A control character or a space, at this byte offset.
    case invalidCharacter(offset: Int)
    /// A `%` not followed by two hex digits, or escapes that decode to invalid UTF-8.
    case invalidPercentEscape

    public var description: String {
        switch self {
        case .empty: "it is empty"
        case .missingScheme: "it has no 'scheme://' and does not start with '/'"
        case .invalidScheme: "the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        case let .invalidCharacter(offset): "byte \(offset) is a control character or a space"
        case .invalidPercentEscape: "a '%' escape is incomplete or does not decode to UTF-8"
        }
    }
}

/// A URL in an error message: quoted, cut to 200 characters, control characters escaped.
private func quoted(_ url: String) -> String {
    let cut = url.count > 200 ? String(url.prefix(200)) + "…" : url
    return "\""
        + cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        + "\""
}
