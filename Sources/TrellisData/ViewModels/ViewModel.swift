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

extension ViewModelChange: Equatable where Model: Equatable {}

extension Array where Element: ViewModel {
    /// Mirrors one of a ``ViewModelController``'s changes in a list of its models, kept in
    /// the order they arrived: what Facebook's controller delegate does to its table.
    ///
    /// An observer that starts from a snapshot and then follows ``ViewModelController/changes()``
    /// can hear a change the snapshot already holds; the version tells: an inserted or updated
    /// model replaces the one with its id only if it is newer, and is appended if its id is new.
    ///
    /// ```swift
    /// var headers = snapshot
    /// for try await change in controller.changes() { headers.apply(change) }
    /// ```
    ///
    /// - Returns: whether the list changed.
    /// - Complexity: O(*n*) for *n* models.
    @discardableResult
    public mutating func apply(_ change: ViewModelChange<Element>) -> Bool {
        switch change {
        case .inserted(let model), .updated(let model, _): return merge(model)
        case .deleted(let id):
            guard let index = firstIndex(where: { $0.id == id }) else { return false }
            remove(at: index)
            return true
        }
    }

    /// Puts `model` in the list: in place of an older version of it, or at the end if its
    /// id is new; an equal or older version changes nothing.
    ///
    /// - Returns: whether the list changed.
    /// - Complexity: O(*n*) for *n* models.
    @discardableResult
    public mutating func merge(_ model: Element) -> Bool {
        guard let index = firstIndex(where: { $0.id == model.id }) else {
            append(model)
            return true
        }
        guard model.version > self[index].version else { return false }
        self[index] = model
        return true
    }
}
