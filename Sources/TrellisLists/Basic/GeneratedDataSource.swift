import TrellisDiff

/// A data source of one section whose items are made from their index when a list asks
/// for them: a million rows cost an `Int`, not a million values in memory.
///
/// AppKit's `NSTableViewDataSource` answers `numberOfRows(in:)` and
/// `tableView(_:objectValueFor:row:)` this way; Textual's `DataTable` is fed the same way
/// from a generator. It is an ``ItemDataSource``, so it loads through AAPL's state machine
/// and shows the same placeholders as every other data source: a load that works out the
/// count (a file's line count, a query's total) completes its ``LoadingToken`` with
/// ``setCount(_:animated:)``.
///
/// ```swift
/// let sightings = GeneratedDataSource(count: 1_000_000) { index in
///     Sighting(date: Day(index % 3_650), place: places[index % places.count], confirmations: index % 97)
/// }
/// let table = DataTable(dataSource: sightings, columns: columns)
/// ```
///
/// Items must be a pure function of their index: a list asks for the same index again
/// whenever it draws it, and a sort asks for every one once.
@MainActor
public final class GeneratedDataSource<Item>: ItemDataSource<Item> {
    /// How many items there are.
    public private(set) var count: Int
    /// Makes the item at an index in `0..<count`.
    public let makeItem: @MainActor (Int) -> Item

    /// A data source of `count` items made by `makeItem` (a negative count is none).
    public init(count: Int, scheduler: any MainScheduler = TaskScheduler.shared, makeItem: @escaping @MainActor (Int) -> Item) {
        self.count = max(0, count)
        self.makeItem = makeItem
        super.init(scheduler: scheduler)
    }

    public override var numberOfSections: Int { 1 }

    public override func numberOfContentItems(inSection section: Int) -> Int {
        section == 0 ? count : 0
    }

    public override func contentItem(at path: ItemPath) -> Item? {
        guard path.section == 0, path.item >= 0, path.item < count else { return nil }
        return makeItem(path.item)
    }

    /// Changes the number of items: the items past the old count are inserted at the end,
    /// or those past the new count deleted, as one batch. A negative count is none.
    ///
    /// - Complexity: O(*d*) for the *d* items added or removed (the batch names each).
    public func setCount(_ newCount: Int, animated: Bool = true) {
        let newCount = max(0, newCount)
        guard newCount != count else { return }
        let old = count
        count = newCount
        let changes =
            newCount > old
            ? ChangeSet(inserts: Array(old..<newCount)) : ChangeSet<Int>(deletes: Array(newCount..<old))
        notifyDidApply(SectionedChangeSet(items: changes.inSection(0)), animated: animated)
    }

    /// Changes the items in place (the generator reads new data): every item shown is
    /// read again, and a sorted table sorts again.
    public func itemsDidChange() {
        notifyDidReloadData()
    }

    public override func resetContent() {
        count = 0
        super.resetContent()
    }
}
