/// An immutable view model with an id and a version (Facebook's `FBViewModel`, with its
/// `viewModelUUID` and `viewModelVersion`).
///
/// A view model never changes; a ``ViewModelController`` replaces it with a newer version and
/// tells observers which ``properties`` changed, so a screen repaints only those.
///
/// ```swift
/// struct CatHeader: ViewModel {
///     let id: Int64; let version: Int; let name: String; let isFavorite: Bool
///     func withVersion(_ version: Int) -> CatHeader { CatHeader(id: id, version: version, name: name, isFavorite: isFavorite) }
///     static let properties: [ViewModelProperty<CatHeader>] = [.init("name", \.name), .init("isFavorite", \.isFavorite)]
/// }
/// ```
public protocol ViewModel: Sendable, Identifiable where ID: Sendable {
    /// Grows by one with each update the controller accepts.
    var version: Int { get }
    /// The same model with another version.
    func withVersion(_ version: Int) -> Self
    /// The properties observers hear about, by name.
    static var properties: [ViewModelProperty<Self>] { get }
}

/// One named, comparable property of a view model.
public struct ViewModelProperty<Model>: Sendable {
    /// The name observers are told.
    public let name: String
    let differs: @Sendable (Model, Model) -> Bool

    /// The property at `keyPath`, called `name`.
    public init<Value: Equatable & Sendable>(_ name: String, _ keyPath: KeyPath<Model, Value> & Sendable) {
        self.name = name
        differs = { $0[keyPath: keyPath] != $1[keyPath: keyPath] }
    }
}

extension ViewModel {
    /// The names of the properties that differ between `old` and `new`, in declaration order.
    ///
    /// - Complexity: O(*p*) for *p* properties.
    public static func changedProperties(from old: Self, to new: Self) -> [String] {
        properties.filter { $0.differs(old, new) }.map(\.name)
    }
}

/// What a ``ViewModelController`` tells its observers (Facebook's delegate's
/// `didInsert…`, `didUpdate…`, `didDelete…`).
public enum ViewModelChange<Model: ViewModel>: Sendable {
    /// A model the controller did not hold was added.
    case inserted(Model)
    /// The model took a new version; `properties` names what changed.
    case updated(Model, properties: [String])
    /// The model with this id was removed.
    case deleted(Model.ID)
}

/// Why a ``ViewModelController`` refused an update.
public enum ViewModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The offered version is not newer than the one held.
    case staleVersion(id: String, held: Int, offered: Int)
    /// No model with this id is held.
    case unknown(id: String)

    public var description: String {
        switch self {
        case .staleVersion(let id, let held, let offered): "view model \(id) is at version \(held); version \(offered) is not newer"
        case .unknown(let id): "no view model \(id)"
        }
    }
}
