import CatsAPI
import TrellisLists
import TrellisReactor
import TrellisViews

/// A section of the detail screen: which one it is, and its rows (Drrrible's
/// `ShotViewSection`, with the kind as the header TrellisDiff identifies it by).
///
/// Details shows ``Kind/facts`` (key-value rows) and ``Kind/about`` (the description)
/// together; Sightings shows ``Kind/sightings``. Each section comes from its
/// ``CatDetailSectionReactor``, whose rows carry their cells' reactors.
///
/// ```swift
/// let section = factsReactor.currentState.sections.value?.first   // facts: [.fact(<Origin>), …]
/// section?.items.first?.cellReactor                                  // the Origin row's CatFactCellReactor
/// ```
public struct CatDetailSection: ReactorSection, Equatable, Sendable {
    /// A section's identity (and the model of its data source's section).
    public enum Kind: String, Hashable, Identifiable, Sendable {
        case facts, about, sightings
        public var id: Self { self }
    }

    /// Which section this is.
    public var header: Kind
    /// The section's rows.
    public var items: [CatDetailItem]

    /// The section of `kind` with `items`.
    public init(_ kind: Kind, items: [CatDetailItem]) {
        header = kind
        self.items = items
    }
}

/// A row of the detail screen (Drrrible's `ShotViewSectionItem`): each case carries its
/// cell's reactor, and names its cell (``TrellisLists/CellItem``), so the list needs no
/// registration.
///
/// Two items are equal when they carry the same reactor: a row whose reactor was kept
/// (its value did not change) is not an update; a row given a new reactor is one.
public enum CatDetailItem: Identifiable, Equatable, Sendable, ReactorItem, CellItem, CustomStringConvertible {
    case fact(CatFactCellReactor)
    case text(CatTextCellReactor)
    case sighting(CatSightingCellReactor)

    /// The reactor the row's cell binds to.
    public var reactor: any CatDetailRowReactor {
        switch self {
        case .fact(let reactor): reactor
        case .text(let reactor): reactor
        case .sighting(let reactor): reactor
        }
    }

    /// The row's identity in its section: the fact's key, `"text"`, the sighting's id.
    public var id: String { reactor.rowID }
    /// The reactor the row's cell binds to (``TrellisReactor/ReactorItem``).
    public var cellReactor: (any Reactor)? { reactor }

    public static func == (lhs: CatDetailItem, rhs: CatDetailItem) -> Bool { lhs.reactor === rhs.reactor }

    /// The row's id and its reactor's identity (`fact-Origin#3`): what a failed test shows.
    public var description: String { "\(id)#\(UInt(bitPattern: ObjectIdentifier(reactor).hashValue) % 1000)" }

    /// The cell that shows the row.
    public var cellType: any ListCell.Type {
        switch self {
        case .fact: CatFactCell.self
        case .text: CatTextCell.self
        case .sighting: CatSightingCell.self
        }
    }
}

/// What a row shows, as a value: what a ``CatDetailSectionReactor`` keeps in its state
/// (so tests compare values) and makes its rows' reactors from.
public enum CatDetailRow: Hashable, Sendable {
    case fact(CatFact)
    case text(CatText)
    case sighting(CatSightingRow)

    /// The key-value rows of `breed`, keys and values styled by `styles`.
    public static func facts(of breed: Breed, styles: CatDetailStyles) -> [CatDetailRow] {
        let rows = [("Origin", breed.origin), ("Coat", breed.coat), ("Pattern", breed.pattern), ("Lifespan", breed.lifespan)]
        return rows.map { .fact(CatFact(key: $0.0, value: $0.1, keyStyle: styles.key, valueStyle: styles.value)) }
    }

    /// `breed`'s description, one wrapped row.
    public static func about(_ breed: Breed, styles: CatDetailStyles) -> [CatDetailRow] {
        [.text(CatText(text: breed.description, style: styles.body))]
    }

    /// One row per sighting, in the order given.
    public static func sightings(_ sightings: [Sighting], styles: CatDetailStyles) -> [CatDetailRow] {
        sightings.map { .sighting(CatSightingRow(sighting: $0, style: styles.value, dateStyle: styles.secondary)) }
    }
}

/// A key-value row ("Origin  Ethiopia"), with the styles the theme gave it.
public struct CatFact: Hashable, Sendable {
    public var key: String
    public var value: String
    public var keyStyle: Style
    public var valueStyle: Style
}

/// A wrapped paragraph.
public struct CatText: Hashable, Sendable {
    public var text: String
    public var style: Style
}

/// A sighting: where, when, and the note.
public struct CatSightingRow: Hashable, Sendable {
    public var sighting: Sighting
    public var style: Style
    public var dateStyle: Style
}

/// The theme's styles the detail rows use, read once from the theme (cells are made by
/// the list and never see the theme, so rows carry their styles).
public struct CatDetailStyles: Hashable, Sendable {
    public var key: Style
    public var value: Style
    public var body: Style
    public var secondary: Style
    public var sectionHeader: Style

    /// The detail's styles from `theme`'s named ones.
    public init(theme: Theme) {
        key = theme[.key]
        value = theme[.value]
        body = theme[.body]
        secondary = theme[.secondary]
        sectionHeader = theme[.sectionHeader]
    }
}
