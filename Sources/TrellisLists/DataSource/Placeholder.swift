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

    /// Why the placeholder shows.
    public var kind: Kind
    /// The title, if the data source set one for this kind.
    public var title: String?
    /// The message under the title, if set.
    public var message: String?

    /// Makes a placeholder of `kind` with its texts.
    public init(kind: Kind, title: String?, message: String?) {
        self.kind = kind
        self.title = title
        self.message = message
    }

    public var description: String {
        "\(kind.rawValue): \(title ?? "-") / \(message ?? "-")"
    }
}
