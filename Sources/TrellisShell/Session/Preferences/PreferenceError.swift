/// Why preferences could not be read or written. The file comes from disk, so every way it
/// can be wrong is one of these, naming the file.
public enum PreferenceError: Error, Equatable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a JSON object.
    case corrupt(path: String, reason: String)
    /// The value of `key` is not a boolean, number, string or list of strings.
    case unsupportedValue(key: String, path: String)
    /// The file could not be written.
    case writeFailed(path: String, reason: String)
    /// A ``PreferenceKey``'s stored value is not one it can hold (`expected` says what it can).
    case unexpectedValue(key: String, value: PreferenceValue, expected: String)
    /// A per-user store was asked for a user id that cannot name a file
    /// (``UserPreferenceStores/store(for:)``).
    case invalidUserID(String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read preferences file \(path): \(reason)"
        case let .corrupt(path, reason): "preferences file \(path) is not a JSON object: \(reason)"
        case let .unsupportedValue(key, path):
            "preferences file \(path): the value of '\(key)' is not a boolean, number, string or list of strings"
        case let .writeFailed(path, reason): "cannot write preferences file \(path): \(reason)"
        case let .unexpectedValue(key, value, expected): "preference '\(key)' is \(value), not \(expected)"
        case let .invalidUserID(id): "\(id.debugDescription) cannot name a preferences file: use letters, digits, '.', '_' and '-'"
        }
    }
}
