/// What a list shows in place of its content: a spinner while the first load runs, or a
/// title and message when there is nothing to show or the load failed.
public struct Placeholder: Hashable, Sendable, CustomStringConvertible {
    /// Why the placeholder shows.
    public enum Kind: String, Hashable, Sendable {
        /// The first load is under way (a spinner).
        case loading
        /// The load produced nothing.
        case noContent
        /// The load failed.
        case error
    }

    public var kind: Kind
    public var title: String?
    public var message: String?

    public init(kind: Kind, title: String?, message: String?) {
        self.kind = kind
        self.title = title
        self.message = message
    }

    public var description: String {
        "\(kind.rawValue): \(title ?? "-") / \(message ?? "-")"
    }
}
