import CatsAPI
import TrellisViews

/// The detail screen's sections, as Drrrible writes its shot screen's
/// (`ShotViewSection`): an enum whose cases carry their items.
///
/// Details shows ``facts`` (key-value rows) and ``about`` (the description) together;
/// Sightings shows ``sightings``. Each section's data source makes its section from what
/// it loaded with the builders below, so the rows are the same whoever loads them.
public enum CatDetailSection: Equatable, Sendable {
    /// Origin, coat, pattern, lifespan.
    case facts([CatDetailItem])
    /// The description.
    case about([CatDetailItem])
    /// The breed's sightings, newest first.
    case sightings([CatDetailItem])

    /// A section's identity (and the model of its data source's section).
    public enum Kind: String, Hashable, Identifiable, Sendable {
        case facts, about, sightings
        public var id: Self { self }
    }

    /// Which section this is.
    public var kind: Kind {
        switch self {
        case .facts: .facts
        case .about: .about
        case .sightings: .sightings
        }
    }

    /// The section's rows.
    public var items: [CatDetailItem] {
        switch self {
        case .facts(let items), .about(let items), .sightings(let items): items
        }
    }

    /// The key-value rows of `breed`, keys and values styled by `styles`.
    public static func facts(of breed: Breed, styles: CatDetailStyles) -> CatDetailSection {
        let rows = [("Origin", breed.origin), ("Coat", breed.coat), ("Pattern", breed.pattern), ("Lifespan", breed.lifespan)]
        return .facts(rows.map { .fact(CatFact(key: $0.0, value: $0.1, keyStyle: styles.key, valueStyle: styles.value)) })
    }

    /// `breed`'s description, one wrapped row.
    public static func about(_ breed: Breed, styles: CatDetailStyles) -> CatDetailSection {
        .about([.text(CatText(text: breed.description, style: styles.body))])
    }

    /// One row per sighting, in the order given.
    public static func sightings(_ sightings: [Sighting], styles: CatDetailStyles) -> CatDetailSection {
        .sightings(sightings.map { .sighting(CatSightingRow(sighting: $0, style: styles.value, dateStyle: styles.secondary)) })
    }
}

/// A row of the detail screen (Drrrible's `ShotViewSectionItem`). Rows are values: none
/// carries state of its own, so none has a cell reactor.
public enum CatDetailItem: Identifiable, Equatable, Sendable {
    case fact(CatFact)
    case text(CatText)
    case sighting(CatSightingRow)

    public var id: String {
        switch self {
        case .fact(let fact): "fact-\(fact.key)"
        case .text: "text"
        case .sighting(let row): "sighting-\(row.sighting.id)"
        }
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
/// the list's registry and never see the theme, so rows carry their styles).
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
