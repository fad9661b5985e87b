/// Why a load failed, as state can hold it: `Equatable` and `Sendable`, so a state holding
/// a ``Loadable`` can be compared by a `TestStore` and shown by a list's error placeholder.
///
/// It keeps the error's description, which is the text a list's error placeholder shows
/// under the data source's `errorTitle`; give an app's errors a `CustomStringConvertible`
/// description that reads well there.
///
/// ```swift
/// state.breeds.fail(CatalogError.unreachable)   // LoadFailure(message: "the catalog is unreachable")
/// ```
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words a user can read.
    public var message: String

    /// A failure saying `message`.
    public init(message: String) {
        self.message = message
    }

    /// The failure `error` describes: `error` itself when it is a `LoadFailure`, otherwise
    /// its description (`String(describing:)`).
    public init(_ error: any Error) {
        self = (error as? LoadFailure) ?? LoadFailure(message: String(describing: error))
    }

    public var description: String { message }
}
