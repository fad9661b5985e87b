import TrellisDiff

/// A data source of one section of items: AAPL's `AAPLBasicDataSource`.
///
/// ```swift
/// let cats = BasicDataSource<Cat>()
/// cats.setItems(allCats)              // one batch, diffed by TrellisDiff
/// cats.insert(newCat, at: 0)          // one insert
/// ```
///
/// ``setItems(_:animated:)`` diffs the old items against the new ones (minimal moves,
/// duplicates never trap) and reports one batch. Once content has loaded, the loading state
/// follows the items: `contentLoaded` while there are some, `noContent` when none.
///
/// Subclass it to load: override ``DataSource/loadContent()``.
@MainActor
open class BasicDataSource<Item: Identifiable & Equatable>: ItemDataSource<Item> {
    /// The items, in order.
    public private(set) var items: [Item]

    /// Creates a data source holding `items`.
    public init(items: [Item] = [], scheduler: any MainScheduler = TaskScheduler.shared) {
        self.items = items
        super.init(scheduler: scheduler)
    }

    open override var numberOfSections: Int { 1 }

    open override func numberOfContentItems(inSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    open override func contentItem(at path: ItemPath) -> Item? {
        guard path.section == 0, items.indices.contains(path.item) else { return nil }
        return items[path.item]
    }

    /// The item at `index` as its own type.
    public func item(at index: Int) -> Item { items[index] }

    /// Replaces the items, reporting the difference as one batch.
    ///
    /// Inlinable, so that the diff is specialized for `Item` where the caller knows it.
    ///
    /// - Complexity: O(*n* + *m* + *k* log *k*), the diff's cost.
    @inlinable
    public final func setItems(_ newItems: [Item], animated: Bool = true) {
        _replaceItems(newItems, changes: ChangeSet(from: items, to: newItems), animated: animated)
    }

    @usableFromInline
    func _replaceItems(_ newItems: [Item], changes: ChangeSet<Int>, animated: Bool) {
        items = newItems
        report(changes, animated: animated)
    }

    /// Inserts `newItems` starting at `index`.
    public func insert(contentsOf newItems: [Item], at index: Int) {
        precondition(index >= 0 && index <= items.count, "insert(contentsOf:at:): index \(index) is outside 0...\(items.count)")
        items.insert(contentsOf: newItems, at: index)
        report(ChangeSet(inserts: Array(index..<(index + newItems.count))))
    }

    /// Inserts `item` at `index`.
    public func insert(_ item: Item, at index: Int) {
        insert(contentsOf: [item], at: index)
    }

    /// Appends `newItems` at the end.
    public func append(contentsOf newItems: [Item]) {
        insert(contentsOf: newItems, at: items.count)
    }

    /// Removes the items at `indices` (any order, no duplicates).
    public func removeItems(at indices: [Int]) {
        let sorted = indices.sorted()
        precondition(zip(sorted, sorted.dropFirst()).allSatisfy { $0 < $1 }, "removeItems(at:): \(indices) names an index twice")
        precondition(sorted.allSatisfy { items.indices.contains($0) }, "removeItems(at:): \(indices) is outside 0..<\(items.count)")
        for index in sorted.reversed() { items.remove(at: index) }
        report(ChangeSet(deletes: sorted))
    }

    /// Moves the item at `from` so that it ends up at `to`.
    public func moveItem(from: Int, to: Int) {
        precondition(
            items.indices.contains(from) && items.indices.contains(to),
            "moveItem(from:to:): \(from) → \(to) is outside 0..<\(items.count)")
        guard from != to else { return }
        items.insert(items.remove(at: from), at: to)
        report(ChangeSet(moves: [.init(from: from, to: to)]))
    }

    /// Replaces the item at `index` (same identity or not: a new identity is a delete and an insert).
    public func replaceItem(at index: Int, with item: Item) {
        precondition(items.indices.contains(index), "replaceItem(at:with:): \(index) is outside 0..<\(items.count)")
        let old = items[index]
        items[index] = item
        if old.id == item.id {
            report(old == item ? ChangeSet() : ChangeSet(updates: [.init(old: index, new: index)]))
        } else {
            report(ChangeSet(deletes: [index], inserts: [index]))
        }
    }

    open override func resetContent() {
        items = []
        super.resetContent()
    }

    /// Reports a change of the single section, and keeps `contentLoaded` ↔ `noContent` in
    /// step with whether there are items.
    private func report(_ changes: ChangeSet<Int>, animated: Bool = true) {
        performBatchUpdates {
            notifyDidApply(SectionedChangeSet(items: changes.inSection(0)), animated: animated)
            if loadingState == .contentLoaded && items.isEmpty {
                loadingState = .noContent
            } else if loadingState == .noContent && !items.isEmpty {
                loadingState = .contentLoaded
            }
        }
    }
}
