import CatsAPI
import TrellisLists
import TrellisReactor
import TrellisViews

// The Sightings segment as a table: TrellisLists' `DataTable` over the same
// `BasicDataSource` the segmented list had (so its placeholders, "Loading…" and "No
// Sightings", and its batches are the table's), sortable by date, place, note and
// confirmations (`s` or a click on a header). It takes the list's place while Sightings is
// selected, and focus with it when the list had it.

extension CatDetailView {
    /// Date, place and note, each sortable; the confirmations column is added with the
    /// rows' reactors (``confirmationsColumn(_:theme:)``).
    static var sightingColumns: [DataTableColumn<Sighting>] {
        [
            DataTableColumn("date", title: "Date", width: 10, minimumWidth: 10, value: { $0.seenOn }),
            DataTableColumn("place", title: "Place", width: 20, value: { $0.place }),
            DataTableColumn("note", title: "Note", width: 22, value: { $0.note }),
        ]
    }

    /// "✓ 3" for each sighting, sorted by the count, in the theme's `.accent` when the user
    /// is one of them: what each row's ``SightingCellReactor`` shows (Drrrible's like count).
    static func confirmationsColumn(
        _ rows: CellReactors<Sighting, Int64, SightingCellReactor>, theme: Theme
    ) -> DataTableColumn<Sighting> {
        let accent = theme[.accent]
        var column = DataTableColumn<Sighting>(
            "confirmations", title: "Confirmed", width: 9, alignment: .right,
            text: { rows[$0.id]?.currentState.confirmationText ?? "" }, sortKey: { rows[$0.id]?.currentState.mark?.count ?? 0 })
        column.style = { rows[$0.id]?.currentState.isMine == true ? accent : nil }
        return column
    }

    /// The table in the list's place, hidden until Sightings is selected.
    func configureTable() {
        sightingsTable.key = "sightingsTable"
        sightingsTable.accessibilityLabel = "Sightings"
        sightingsTable.isHidden = true
        addSubview(sightingsTable)
        sightingsTable.constraints.make { [list] make in make.edges.equalTo(list) }
    }

    /// Whether the table shows (Sightings is selected) instead of the list.
    public var showsSightingsTable: Bool { !sightingsTable.isHidden }

    /// The view keys go to for the selected segment: the table on Sightings, else the list.
    public var segmentContent: View { showsSightingsTable ? sightingsTable : list }

    /// Shows the table on Sightings and the list on Details; the one that had focus hands
    /// it to the one shown.
    func show(_ segment: CatDetailSegment) {
        let table = segment == .sightings
        guard table != showsSightingsTable else { return }
        let hadFocus = list.hasFocus || sightingsTable.hasFocus
        list.isHidden = table
        sightingsTable.isHidden = !table
        if hadFocus { segmentContent.becomeFocused() }
        setNeedsDisplay()
    }

    /// The sighting on the table's focused row, on Sightings.
    var focusedSighting: Sighting? {
        guard showsSightingsTable, let row = sightingsTable.focusedRow else { return nil }
        return sightingsTable.item(atRow: row)
    }

    /// Focuses sighting `id`'s row wherever the sort put it; returns whether it is there.
    @discardableResult
    public func focusSighting(_ id: Int64) -> Bool {
        guard let index = sightings.items.firstIndex(where: { $0.id == id }),
            let row = sightingsTable.row(ofSourceIndex: index)
        else { return false }
        sightingsTable.focusRow(row)
        return true
    }
}
