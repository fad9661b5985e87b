import CatsAPI
import TrellisLists
import TrellisReactor

/// A section of the detail screen: which one it is, and its rows (Drrrible's
/// `ShotViewSection`, with the kind as the header TrellisDiff identifies it by).
///
/// Details shows ``Kind/facts`` (key-value rows) and ``Kind/about`` (the description)
/// together, each a section of its own; Sightings is a flat list of the sightings
/// themselves, each row with its own reactor (``SightingCellReactor``).
/// ``CatDetailReactor`` derives each from what it loaded.
///
/// ```swift
/// reactor.currentState.facts.value?.first?.items.first   // .fact(key: "Origin", value: "Thailand")
/// ```
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

    /// A Details part's one section, kept even with no items: a child data source's
    /// placeholder covers its own sections, so the part's section is where its "Loading…"
    /// and error show (AAPL's data sources always have a section).
    static func part(_ kind: Kind, _ items: [CatDetailItem]) -> [CatDetailSection] {
        [CatDetailSection(header: kind, items: items)]
    }
}

/// A row of Details (Drrrible's `ShotViewSectionItem`), as a plain value. No Details row
/// takes an action, so none has a reactor (Drrrible gives a cell one only where it has
/// behaviour, as Cats gives each sighting row its ``SightingCellReactor``): the diff
/// compares values, and a row the server's answer left as it was is no update. Each row
/// names the cell that shows it (Nimbus's `NICellObject`): ``CatDescriptionCell`` for the
/// description, ``CatDetailCell`` for a fact.
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

    /// The cell that shows the row.
    public var cellRegistration: CellRegistration<CatDetailItem> {
        isDescription ? CellRegistration(CatDescriptionCell.self) : CellRegistration(CatDetailCell.self)
    }

    /// Whether the row is the description.
    var isDescription: Bool { if case .text = self { true } else { false } }

    /// What the row's two columns show: a fact's key (nothing for the description), then
    /// the body.
    public var columns: (leading: String, body: String) {
        switch self {
        case .fact(let key, let value): (key, value)
        case .text(let text): ("", text)
        }
    }

    /// The key-value rows of `breed`.
    public static func facts(of breed: Breed) -> [CatDetailItem] {
        [("Origin", breed.origin), ("Coat", breed.coat), ("Pattern", breed.pattern), ("Lifespan", breed.lifespan)]
            .map { .fact(key: $0.0, value: $0.1) }
    }
}
