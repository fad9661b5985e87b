import TrellisViews

@testable import TrellisLists

/// A sighting made from its index, as the gallery's million rows are: a day, a place and a
/// number of confirmations, each a pure function of the index.
struct TableSighting: Identifiable, Equatable {
    static let places = ["Oslo", "Lima", "Kyiv", "Pune", "Baku", "Rome", "Nice"]

    var id: Int
    var day: Int
    var place: String
    var confirmations: Int

    init(index: Int) {
        id = index
        day = (index * 7_919) % 365
        place = Self.places[(index * 31) % Self.places.count]
        confirmations = (index * 13) % 5
    }

    /// `2026-MM-DD`, a month of 31 days for simplicity.
    var date: String {
        let month = day / 31 + 1
        let dayOfMonth = day % 31 + 1
        return "2026-" + (month < 10 ? "0" : "") + "\(month)-" + (dayOfMonth < 10 ? "0" : "") + "\(dayOfMonth)"
    }
}

@MainActor
enum TableFixtures {
    /// Date (sorted by day), Place (sorted by name), Seen (right-aligned, sorted), Note
    /// (not sortable).
    static func columns() -> [DataTableColumn<TableSighting>] {
        [
            DataTableColumn("date", title: "Date", width: 10, text: \.date, sortKey: \.day),
            DataTableColumn("place", title: "Place", width: 5, value: \.place),
            DataTableColumn("seen", title: "Seen", width: 4, alignment: .right, value: \.confirmations),
            DataTableColumn("note", title: "Note", width: 6, text: { $0.id % 2 == 0 ? "even" : "odd" }),
        ]
    }

    /// A table of `count` generated sightings, laid out at `width` × `height`.
    static func table(
        count: Int, width: Double = 40, height: Double = 6, scheduler: ManualScheduler = ManualScheduler()
    ) -> DataTable<TableSighting> {
        let source = GeneratedDataSource(count: count, scheduler: scheduler) { TableSighting(index: $0) }
        let table = DataTable(dataSource: source, columns: columns())
        table.accessibilityLabel = "Sightings"
        table.frame = Rect(x: 0, y: 0, width: width, height: height)
        table.layoutIfNeeded()
        return table
    }

    /// A key press.
    static func key(_ spec: String) -> ResponderAction {
        do { return ResponderAction(.key, try KeyEvent(spec: spec)) } catch { preconditionFailure("\(error)") }
    }
}
