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

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read preferences file \(path): \(reason)"
        case let .corrupt(path, reason): "preferences file \(path) is not a JSON object: \(reason)"
        case let .unsupportedValue(key, path):
            "preferences file \(path): the value of '\(key)' is not a boolean, number, string or list of strings"
        case let .writeFailed(path, reason): "cannot write preferences file \(path): \(reason)"
        }
    }
}
