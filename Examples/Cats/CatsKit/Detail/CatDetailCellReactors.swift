import CatsAPI
import TrellisReactor
import TrellisViews

// The detail rows' reactors, as Drrrible's shot screen has one per cell
// (`ShotViewTitleCellReactor`, `ShotViewTextCellReactor`, `ShotViewCommentCellReactor`).
// Like those, they take no actions: each turns its row's value into what its cell shows,
// in one place that a test reads without a view, and a row keeps its reactor (and its
// cell its bindings) while its value stays the same.

/// A detail row's reactor: a ``CatDetailItem`` carries one, identified by its row.
public protocol CatDetailRowReactor: Reactor {
    /// The row's identity in its section.
    nonisolated var rowID: String { get }
}

/// A fact row's reactor: the key and the value, with their styles.
///
/// ```swift
/// let origin = CatFactCellReactor(CatFact(key: "Origin", value: "Thailand", keyStyle: key, valueStyle: value))
/// origin.currentState.value   // "Thailand"
/// ```
public final class CatFactCellReactor: CatDetailRowReactor {
    /// A fact row takes no actions.
    public enum Action: Sendable {}
    public typealias State = CatFact

    public let runtime: ReactorRuntime<CatFactCellReactor>
    /// The row's identity in its section: `"fact-"` and the key.
    public nonisolated let rowID: String

    /// The row showing `fact`.
    public init(_ fact: CatFact) {
        runtime = ReactorRuntime(initialState: fact)
        rowID = "fact-\(fact.key)"
    }

    public func reduce(_ state: inout CatFact, _ mutation: Action) {}
}

/// The description row's reactor: the paragraph and its style.
public final class CatTextCellReactor: CatDetailRowReactor {
    /// The description row takes no actions.
    public enum Action: Sendable {}
    public typealias State = CatText

    public let runtime: ReactorRuntime<CatTextCellReactor>
    /// The row's identity in its section.
    public nonisolated let rowID = "text"

    /// The row showing `text`.
    public init(_ text: CatText) {
        runtime = ReactorRuntime(initialState: text)
    }

    public func reduce(_ state: inout CatText, _ mutation: Action) {}
}

/// A sighting row's reactor (Drrrible's comment cell reactor): the date, and the place
/// with its note, formatted once.
///
/// ```swift
/// let row = CatSightingCellReactor(CatSightingRow(sighting: sighting, style: value, dateStyle: dim))
/// row.currentState.line   // "Lisbon — asleep on a car roof"
/// ```
public final class CatSightingCellReactor: CatDetailRowReactor {
    /// A sighting row takes no actions.
    public enum Action: Sendable {}

    /// What the row shows.
    public struct State: Equatable, Sendable {
        /// When it was seen (`yyyy-MM-dd`), in ``dateStyle``.
        public var date: String
        /// Where, and the note when there is one: "Lisbon — asleep on a car roof".
        public var line: String
        public var style: Style
        public var dateStyle: Style
    }

    public let runtime: ReactorRuntime<CatSightingCellReactor>
    /// The row's identity in its section: `"sighting-"` and the sighting's id.
    public nonisolated let rowID: String

    /// The row showing `row`'s sighting.
    public init(_ row: CatSightingRow) {
        let sighting = row.sighting
        runtime = ReactorRuntime(
            initialState: State(
                date: sighting.seenOn,
                line: sighting.note.isEmpty ? sighting.place : "\(sighting.place) — \(sighting.note)",
                style: row.style, dateStyle: row.dateStyle))
        rowID = "sighting-\(sighting.id)"
    }

    public func reduce(_ state: inout State, _ mutation: Action) {}
}
