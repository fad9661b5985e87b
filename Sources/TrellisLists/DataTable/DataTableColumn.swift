import TrellisViews

/// One column of a ``DataTable``: its title, its width, how it turns an item into text,
/// and how it sorts: AppKit's `NSTableColumn` with its `sortDescriptorPrototype`, Textual's
/// `DataTable` column.
///
/// ```swift
/// let place = DataTableColumn<Sighting>("place", title: "Place", width: 12, value: \.place)
/// let seen = DataTableColumn<Sighting>("date", title: "Date", width: 10, value: \.day) { $0.isoText }
/// let notes = DataTableColumn<Sighting>("notes", title: "Notes", width: 30, text: \.notes)   // not sortable
/// ```
///
/// Widths are in cells. Whatever a width says (NaN, negative, a million), the table draws
/// the column at least ``minimumWidth`` (at least one cell) and at most 10,000 cells wide.
public struct DataTableColumn<Item> {
    /// Names the column for ``DataTable/sort`` and the keymap's announcements; unique in a table.
    public var id: String
    /// The header's text.
    public var title: String
    /// The width in cells; the table clamps it (see the type's discussion).
    public var width: Double
    /// The least width the column is drawn at, and resized to (at least one cell).
    public var minimumWidth: Double
    /// Where the text sits in the column's cells.
    public var alignment: TextAlignment
    /// Whether the column is hidden (``DataTable/hideFocusedColumn()``).
    public var isHidden: Bool
    /// The text a cell of this column shows for an item: asked once as the row comes into
    /// view, then drawn again unchanged while it stays in view, until the table's columns
    /// are set or its data source reports a change (a function of the item, as a
    /// `GeneratedDataSource`'s items are of their index).
    public var text: @MainActor (Item) -> String
    /// The style of a cell's text for an item (a count in the theme's `.accent` when it
    /// includes the user), or `nil` for the table's own; the focused row's style draws
    /// over it. Asked every frame, so it may follow state outside the item. AppKit's `tableView(_:willDisplayCell:for:row:)`.
    public var style: (@MainActor (Item) -> Style?)?
    /// What a screen reader hears for a cell of this column, when it is not the text drawn
    /// (a graph of line-drawing characters read as "merge"); `nil` reads ``text``. A blank
    /// answer leaves the cell out of the row's description. `NSAccessibility`'s
    /// `accessibilityValue` of a cell that draws an image.
    public var accessibleText: (@MainActor (Item) -> String)?
    /// Whether the first item sorts before the second (a strict weak ordering), or `nil`
    /// for a column that does not sort.
    public var areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)? {
        didSet { keyedPermutation = nil }
    }
    /// For a column made from a comparable value: the permutation that sorts the first
    /// `count` items (read through `item`, `nil` when one is missing) by their values,
    /// each value read once into a contiguous array and compared directly (no closure
    /// per comparison: ``stablePermutation(of:descending:)``), specialized for the value's
    /// type where the column is made. Setting ``areInIncreasingOrder`` drops it.
    @usableFromInline var keyedPermutation: KeyedPermutation?

    /// How a column of comparable values sorts: the permutation of `count` items read
    /// through `item`, or `nil` when an item is missing.
    @usableFromInline typealias KeyedPermutation =
        @MainActor (
            _ count: Int, _ item: @MainActor (Int) -> Item?, _ descending: Bool
        ) -> [Int]?

    /// A column that shows `text` of each item, sorted by `areInIncreasingOrder` when given.
    ///
    /// - Parameters:
    ///   - id: The column's name, unique in its table.
    ///   - title: The header's text.
    ///   - width: The width in cells.
    ///   - minimumWidth: The least width (at least one cell).
    ///   - alignment: Where the text sits in the column.
    ///   - text: The text for an item.
    ///   - areInIncreasingOrder: How items sort by this column, or `nil` when it does not sort.
    public init(
        _ id: String, title: String, width: Double = 10, minimumWidth: Double = 3, alignment: TextAlignment = .left,
        text: @escaping @MainActor (Item) -> String, sortedBy areInIncreasingOrder: (@MainActor (Item, Item) -> Bool)? = nil
    ) {
        self.id = id
        self.title = title
        self.width = width
        self.minimumWidth = minimumWidth
        self.alignment = alignment
        self.isHidden = false
        self.text = text
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// A column that shows a comparable value of each item and sorts by it: the text is
    /// `format(value)`, `"\(value)"` by default.
    ///
    /// ```swift
    /// DataTableColumn<Sighting>("confirmations", title: "Seen", width: 6, alignment: .right, value: \.confirmations)
    /// ```
    @inlinable
    public init<Value: Comparable>(
        _ id: String, title: String, width: Double = 10, minimumWidth: Double = 3, alignment: TextAlignment = .left,
        value: @escaping @MainActor (Item) -> Value, format: @escaping @MainActor (Value) -> String = { "\($0)" }
    ) {
        self.init(
            id, title: title, width: width, minimumWidth: minimumWidth, alignment: alignment, text: { format(value($0)) },
            sortedBy: { value($0) < value($1) })
        keyedPermutation = { count, item, descending in
            var keys: [Value] = []
            keys.reserveCapacity(count)
            for index in 0..<count {
                guard let item = item(index) else { return nil }
                keys.append(value(item))
            }
            return stablePermutation(of: keys, descending: descending)
        }
    }

    /// A column that shows `text` of each item and sorts by another, comparable value: a
    /// date shown as text and sorted by its day number.
    ///
    /// ```swift
    /// DataTableColumn<Sighting>("date", title: "Date", width: 10, text: \.date, sortKey: \.day)
    /// ```
    @inlinable
    public init<Value: Comparable>(
        _ id: String, title: String, width: Double = 10, minimumWidth: Double = 3, alignment: TextAlignment = .left,
        text: @escaping @MainActor (Item) -> String, sortKey: @escaping @MainActor (Item) -> Value
    ) {
        self.init(id, title: title, width: width, minimumWidth: minimumWidth, alignment: alignment, value: sortKey)
        self.text = text
    }

    /// Whether the column sorts.
    public var isSortable: Bool { areInIncreasingOrder != nil }

    /// The least width in whole cells: one or more.
    var minimumCells: Int { CellText.cells(minimumWidth, minimum: 1) }

    /// The width drawn, in whole cells: ``width`` clamped between ``minimumWidth`` and
    /// 10,000 (NaN is the minimum).
    var cells: Int { CellText.cells(width, minimum: minimumCells) }
}

/// The indices `0..<count` in sorted order by `isBefore` (which compares two indices' items),
/// equal items in their original order in both directions: the tie is broken by the index,
/// so the result does not depend on the standard library's sort being stable.
///
/// - Complexity: O(*n* log *n*) calls of `isBefore`, at most two per comparison.
@MainActor
func stablePermutation(count: Int, descending: Bool, by isBefore: (Int, Int) -> Bool) -> [Int] {
    var order = Array(0..<count)
    order.sort { left, right in
        let (first, second) = descending ? (right, left) : (left, right)
        if isBefore(first, second) { return true }
        if isBefore(second, first) { return false }
        return left < right
    }
    return order
}

/// The indices of `keys` in the order that sorts them, equal keys in their original order
/// in both directions: the keys and their indices are sorted as pairs, side by side in
/// memory, by key then index, so the result does not depend on the standard library's
/// sort being stable and no closure but the comparison runs per step.
///
/// `@inlinable`, so that a column of `Int`s sorts with `Int` comparisons where it is made;
/// not on the main actor, so the standard library's sort calls a comparison with no
/// executor check.
///
/// - Complexity: O(*n* log *n*) comparisons of keys for the *n* keys, and O(*n*) memory.
@inlinable
func stablePermutation<Key: Comparable>(of keys: [Key], descending: Bool) -> [Int] {
    var pairs: [(key: Key, index: Int)] = []
    pairs.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() { pairs.append((key, index)) }
    if descending {
        pairs.sort { $1.key < $0.key || (!($0.key < $1.key) && $0.index < $1.index) }
    } else {
        pairs.sort { $0.key < $1.key || (!($1.key < $0.key) && $0.index < $1.index) }
    }
    return pairs.map(\.index)
}
