import TrellisDiff
import TrellisViews

/// Rows of items in columns under a header that stays while the rows scroll, sortable by
/// any column, with resizable and hideable columns: AppKit's `NSTableView`, Textual's
/// `DataTable`.
///
/// ```swift
/// let sightings = GeneratedDataSource(count: 1_000_000) { Sighting(index: $0) }
/// let table = DataTable(dataSource: sightings, columns: [
///     DataTableColumn("date", title: "Date", width: 10, value: \.date),
///     DataTableColumn("place", title: "Place", width: 12, value: \.place),
///     DataTableColumn("confirmations", title: "Seen", width: 6, alignment: .right, value: \.confirmations),
/// ])
/// table.accessibilityLabel = "Sightings"
/// table.sendsAction { SightingsAction.open($0.id) }   // Enter or a click on a row
/// ```
///
/// ## Fed by a data source
/// The rows are the first section of an ``ItemDataSource``: a ``BasicDataSource`` of values
/// in memory, or a ``GeneratedDataSource`` that makes each item from its index (a million
/// rows are an `Int`). The smallest design that fits: the table is one more
/// ``DataSourceObserver``, so it shows AAPL's placeholders (a spinner and "Loading…", no
/// content, an error) exactly as a ``CollectionView`` does, asks the data source to load as
/// it first appears, and follows each batch: the focused row stays on its item, and a
/// sorted table sorts again once per batch.
///
/// ## Virtualized
/// The table keeps no cell per row. A ``draw(_:)`` reads only the rows in view (one
/// `item(at:)` and one text per column each; ``configuredRowCount`` counts them), so a
/// million rows draw as fast as twenty; it keeps their texts, measured, while they stay
/// in view, and reads them again when the columns are set or the data source reports a
/// change (a batch, a reload: ``GeneratedDataSource/itemsDidChange()``). A sort is an index permutation, computed once when
/// the sort or the data changes, never while drawing.
///
/// ## Sorting
/// Stable: items whose keys are equal keep their data source's order, in both directions.
/// Choosing a column (`s`, or a click on its header) sorts by it ascending, again
/// descending, and a third time goes back to the data source's order
/// (``DataTableSort/next``).
///
/// ## Keys and mouse
/// ↑ ↓, Page Up/Down, Home, End move the focused row; ← → the focused column; `s` sorts by
/// it, `<` `>` narrow and widen it, `h` hides it, `H` shows every column; Enter selects the
/// row (``onSelect``). A click on a row focuses and selects it, on a header sorts by it;
/// dragging a header's right edge resizes its column; the wheel scrolls. Keys are declared
/// under the keymap scope `table` (``keyBindings``).
@MainActor
public final class DataTable<Item>: View, DataSourceObserver {
    /// Where the rows come from: its first section, in order unless sorted.
    public let dataSource: ItemDataSource<Item>

    /// The columns, left to right, hidden ones included. Setting them keeps the focused
    /// column, and the sort while its column is still there and sortable (sorting again:
    /// a comparator may have changed). Resizing and hiding by key or mouse never sorts.
    ///
    /// - Precondition: No two columns share an id.
    public var columns: [DataTableColumn<Item>] {
        get { _columns }
        set {
            _columns = newValue
            columnsDidChange()
        }
    }
    var _columns: [DataTableColumn<Item>]

    /// The column and direction the rows are sorted by, or `nil` for the data source's
    /// order. Setting it sorts (once) and announces the new order; a column that does not
    /// exist or does not sort leaves the rows unsorted.
    public var sort: DataTableSort? {
        didSet {
            guard sort != oldValue else { return }
            sortDidChange()
        }
    }

    /// The focused row (the selection, as in a single-selection `NSTableView`), counted in
    /// the order shown; `nil` while there are no rows.
    public internal(set) var focusedRow: Int?
    /// The focused column: the index in ``columns`` of the column ←/→, `s`, `<`, `>` and `h`
    /// act on (never a hidden one); `nil` while no column shows.
    public internal(set) var focusedColumn: Int?
    /// The first row in view, counted in the order shown.
    public internal(set) var topRow = 0

    /// Called with the focused row's item when it is selected (Enter, or a click on it).
    public var onSelect: (@MainActor (Item) -> Void)?

    /// The header row's style (a theme's `.tableHeader`).
    public var headerStyle = Style(bold: true, underline: true) { didSet { setNeedsDisplay() } }
    /// The sort arrow's style (`.tableSortIndicator`).
    public var sortIndicatorStyle = Style(foreground: .cyan) { didSet { setNeedsDisplay() } }
    /// The focused column's header (`.tableFocusedColumn`).
    public var focusedColumnStyle = Style(foreground: .black, background: .cyan) { didSet { setNeedsDisplay() } }
    /// The focused row while the table has keyboard focus (`.focused`).
    public var focusedRowStyle = Style(foreground: .black, background: .cyan) { didSet { setNeedsDisplay() } }
    /// The focused row while the table does not have focus (`.selected`).
    public var selectedRowStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }

    /// How many rows the last ``draw(_:)`` read from the data source and turned into
    /// text: at most the rows in view, and none for rows it drew before unchanged (their
    /// texts are kept while they stay in view).
    public internal(set) var configuredRowCount = 0
    /// The texts of the rows in view, kept from frame to frame until the columns or the
    /// data change (`DataTableTextCache.swift`).
    var textCache = DataTableTextCache()

    /// The source index of each row shown, when sorted (display order → data source order).
    var sortedIndices: [Int]?
    /// How many times a permutation was computed (a test checks a draw computes none).
    var sortComputationCount = 0
    /// The data source's item counts as the table last read them, to map batches.
    var knownCounts: [Int] = []
    /// The data source's placeholder ("Loading…" with a spinner, no content, an error)
    /// under the header, hidden while there are rows: AAPL's placeholder view.
    public let placeholderView = PlaceholderView()
    /// Whether the table has asked its data source to load (once, as it first appears).
    var askedToLoad = false
    /// The first column drawn at the left edge (index in ``columns``): the table scrolls
    /// sideways to keep the focused column in view.
    var firstColumn = 0
    /// The header drag under way: the column resized and its width when the drag began.
    var resizing: (column: Int, width: Double)?

    /// A table of `dataSource`'s first section in `columns`.
    ///
    /// - Precondition: No two columns share an id.
    public init(dataSource: ItemDataSource<Item>, columns: [DataTableColumn<Item>]) {
        self.dataSource = dataSource
        _columns = columns
        super.init()
        checkColumnIDs()
        placeholderView.key = "placeholder"
        placeholderView.isHidden = true
        addSubview(placeholderView)
        focusedColumn = columns.firstIndex { !$0.isHidden }
        knownCounts = dataSource.itemCounts
        dataSource.addObserver(self)
        installKeys()
        clampFocus()
        showPlaceholder()
    }

    /// The number of rows: the items of the data source's first section it shows (none
    /// while its placeholder shows).
    public var rowCount: Int {
        dataSource.numberOfSections > 0 ? dataSource.numberOfItems(inSection: 0) : 0
    }

    /// The number of rows in view: the height below the header.
    public var visibleRowCount: Int { max(0, CellText.cells(bounds.height, minimum: 0) - 1) }

    /// The data source's index of the row shown at `row`, or `nil` outside the rows.
    public func sourceIndex(ofRow row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        guard let sortedIndices else { return row }
        return sortedIndices.indices.contains(row) ? sortedIndices[row] : nil
    }

    /// The row that shows the data source's item at `index` (AppKit's `row(for:)`), or
    /// `nil` outside the rows: `index` itself unless sorted.
    ///
    /// - Complexity: O(1) unsorted; O(*n*) for *n* rows when sorted.
    public func row(ofSourceIndex index: Int) -> Int? {
        guard index >= 0, index < rowCount else { return nil }
        guard let sortedIndices else { return index }
        return sortedIndices.firstIndex(of: index)
    }

    /// The item shown at `row`, or `nil` outside the rows.
    public func item(atRow row: Int) -> Item? {
        sourceIndex(ofRow: row).flatMap { dataSource.item(at: ItemPath(section: 0, item: $0)) }
    }

    /// Tables take keyboard focus.
    public override var canBecomeFocused: Bool { true }

    /// Restyles the focused row as focus comes and goes.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// Puts the placeholder under the header, and asks the data source to load the first
    /// time the table is laid out while not hidden itself (AAPL's collection view controller
    /// does in `viewWillAppear:`): a table kept hidden in another one's place loads nothing
    /// until it is shown, when it is laid out again (`View.isHidden`).
    public override func layoutSubviews() {
        if !askedToLoad, !isHidden {
            askedToLoad = true
            if dataSource.loadingState == .initial { dataSource.setNeedsLoadContent() }
        }
        placeholderView.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        scrollFocusedRowIntoView()
        scrollFocusedColumnIntoView()
    }

    // MARK: View's hooks (each concern is in its own file)

    /// Draws the header and the rows in view (`DataTable+Drawing.swift`).
    public override func draw(_ context: inout DrawingContext) {
        drawTable(&context)
    }

    /// Takes the mouse wheel (`.scroll`, in lines) before the view's other handlers.
    public override func respond(to action: ResponderAction) -> Bool {
        if let lines = action.payload(for: .scroll) {
            scroll(by: lines)
            return true
        }
        return super.respond(to: action)
    }

    /// A click sorts by a header or selects a row (`DataTable+Mouse.swift`).
    public override func handleClick(at point: Point) -> Bool {
        handleTableClick(at: point)
    }

    /// A drag of a header's right edge resizes its column (`DataTable+Mouse.swift`).
    public override func handleDrag(_ drag: DragEvent) -> Bool {
        handleHeaderDrag(drag)
    }

    /// "Sightings table, row 3 of 1,000,000, Date 2026-11-02, Place Oslo, sorted by Date
    /// ascending" (`DataTable+Accessibility.swift`).
    public override var accessibilityFocusDescription: String? { tableDescription }

    /// The focused row's first cell, when in view.
    public override var accessibilityCursorPoint: Point? { focusedRowPoint }

    private func checkColumnIDs() {
        var seen = Set<String>()
        for column in columns {
            precondition(seen.insert(column.id).inserted, "DataTable: two columns have the id \"\(column.id)\"; give each its own")
        }
    }

    private func columnsDidChange() {
        checkColumnIDs()
        textCache.removeAll()
        if let focused = focusedColumn, !columns.indices.contains(focused) || columns[focused].isHidden {
            focusedColumn = nil
        }
        if focusedColumn == nil { focusedColumn = columns.firstIndex { !$0.isHidden } }
        firstColumn = min(firstColumn, max(0, columns.count - 1))
        if let sort, sortColumnIndex(for: sort) == nil {
            self.sort = nil
        } else if sort != nil {
            applySort()
        }
        scrollFocusedColumnIntoView()
        setNeedsDisplay()
    }
}
