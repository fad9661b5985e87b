import TrellisData

/// What the detail's header shows, as an immutable view model with a version (Facebook's
/// `FBViewModel`): a ``TrellisData/ViewModelController`` holds the current version and
/// reports which of ``properties`` changed, so the header repaints only those labels.
///
/// ```swift
/// let model = CatDetailHeaderModel(id: 3, name: "Korat", line: "Thailand · Short", isFavorite: false)
/// try await controller.apply(model)                           // .inserted
/// try await controller.update(3) { $0.with(isFavorite: true) } // .updated(…, ["isFavorite"])
/// ```
public struct CatDetailHeaderModel: ViewModel, Hashable {
    /// The breed's id.
    public let id: Int64
    public let version: Int
    /// The breed's name.
    public let name: String
    /// Origin · coat.
    public let line: String
    /// Whether the breed is a favorite.
    public let isFavorite: Bool

    public init(id: Int64, version: Int = 0, name: String, line: String, isFavorite: Bool) {
        self.id = id
        self.version = version
        self.name = name
        self.line = line
        self.isFavorite = isFavorite
    }

    public func withVersion(_ version: Int) -> CatDetailHeaderModel {
        CatDetailHeaderModel(id: id, version: version, name: name, line: line, isFavorite: isFavorite)
    }

    /// The same model with another favorite state.
    public func with(isFavorite: Bool) -> CatDetailHeaderModel {
        CatDetailHeaderModel(id: id, version: version, name: name, line: line, isFavorite: isFavorite)
    }

    /// The same model with the display values `other` carries (same id).
    public func with(valuesOf other: CatDetailHeaderModel) -> CatDetailHeaderModel {
        CatDetailHeaderModel(id: id, version: version, name: other.name, line: other.line, isFavorite: other.isFavorite)
    }

    public static let properties: [ViewModelProperty<CatDetailHeaderModel>] = [
        .init("name", \.name), .init("line", \.line), .init("isFavorite", \.isFavorite),
    ]
}
