/// Why a route pattern could not be registered.
public enum RoutePatternError: Error, Equatable, CustomStringConvertible {
    /// The scheme before `://` is not `[A-Za-z][A-Za-z0-9+.-]*`.
    case invalidScheme(pattern: String)
    /// A pattern must start with `scheme://` or, for a global pattern, `/`.
    case missingSchemeOrSlash(pattern: String)
    /// `<type:name>` without its closing `>` or its colon.
    case unterminatedParameter(pattern: String)
    /// A type other than `int`, `uuid`, `string` and `path`.
    case unknownParameterType(String, pattern: String)
    /// `:` or `<int:>` or a query item without a name.
    case emptyName(pattern: String)
    /// Two parameters with the same name.
    case duplicateParameter(String, pattern: String)
    /// `<path:…>` or `**` must be the last segment.
    case restNotLast(pattern: String)
    /// A bad `%` escape in a constant segment.
    case invalidEscape(pattern: String)
    /// The pattern matches exactly the URLs an earlier one does.
    case duplicate(pattern: String, existing: String)

    public var description: String {
        switch self {
        case let .invalidScheme(pattern):
            "route pattern \(pattern): the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        case let .missingSchemeOrSlash(pattern): "route pattern \(pattern): start with 'scheme://' or, for every scheme, with '/'"
        case let .unterminatedParameter(pattern): "route pattern \(pattern): write typed parameters as <type:name>"
        case let .unknownParameterType(type, pattern):
            "route pattern \(pattern): unknown parameter type '\(type)' (int, uuid, string, path)"
        case let .emptyName(pattern): "route pattern \(pattern): a parameter or query item has no name"
        case let .duplicateParameter(name, pattern): "route pattern \(pattern): parameter '\(name)' appears twice"
        case let .restNotLast(pattern): "route pattern \(pattern): <path:…> and ** must come last"
        case let .invalidEscape(pattern): "route pattern \(pattern): a '%' is not followed by two hex digits of valid UTF-8"
        case let .duplicate(pattern, existing): "route pattern \(pattern) matches the same URLs as \(existing), registered before it"
        }
    }
}
