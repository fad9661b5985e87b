import CatsAPI
import TrellisLists
import TrellisReactor

/// A section of Details (Drrrible's `ShotViewSection`, its kind the header TrellisDiff
/// identifies it by): the facts, or the description, each derived by ``CatDetailReactor``.
public struct CatDetailSection: ReactorSection, Equatable, Sendable {
    /// A section's identity (and the model of its data source's section).
    public enum Kind: String, Hashable, Identifiable, Sendable {
        case facts, about
        public var id: Self { self }
    }

    /// Which section this is.
    public var header: Kind
    /// The section's rows.
    public var items: [CatDetailItem]

    /// A part's one section, kept even with no items: its placeholder shows there (AAPL's
    /// data sources always have a section).
    static func part(_ kind: Kind, _ items: [CatDetailItem]) -> [CatDetailSection] {
        [CatDetailSection(header: kind, items: items)]
    }
}

/// A row of Details (Drrrible's `ShotViewSectionItem`), a plain value: no Details row takes
/// an action, so none has a reactor, and a row the server's answer left as it was is no
/// update. Each row names its cell (Nimbus's `NICellObject`).
public enum CatDetailItem: Identifiable, Hashable, Sendable, CellItem {
    /// A key-value row ("Origin  Ethiopia").
    case fact(key: String, value: String)
    /// The description, wrapped to as many lines as it needs.
    case text(String)

    /// The row's identity in its section: `"fact-"` and the key, or `"text"`.
    public var id: String {
        switch self {
        case .fact(let key, _): "fact-\(key)"
        case .text: "text"
        }
    }

    /// The cell that shows the row: a framework `KeyValueCell` for a fact, a
    /// `WrappingTextCell` for the description, styled from the list's theme.
    public var cellRegistration: CellRegistration<CatDetailItem> {
        switch self {
        case .fact(let key, let value):
            CellRegistration(KeyValueCell.self) { cell, _, context in
                cell.show(key: key, value: value, keyStyle: context.theme[.key], valueStyle: context.theme[.value])
            }
        case .text(let text):
            CellRegistration(WrappingTextCell.self) { cell, _, context in cell.show(text, style: context.theme[.body]) }
        }
    }

    /// The key-value rows of `breed`.
    public static func facts(of breed: Breed) -> [CatDetailItem] {
        [("Origin", breed.origin), ("Coat", breed.coat), ("Pattern", breed.pattern), ("Lifespan", breed.lifespan)]
            .map { .fact(key: $0.0, value: $0.1) }
    }
}
