import TrellisDiff

/// A data source whose items are `Item`s: what every data source of content derives from
/// (``BasicDataSource``, ``SectionedDataSource``, ``TableModelDataSource``), typed the way
/// `UICollectionViewDiffableDataSource<Section, Item>` is.
///
/// A subclass overrides ``contentItem(at:)`` along with the structure; a list reads the
/// items through ``item(at:)``. Composed and segmented data sources hold such children
/// whatever their item types, and a list still shows each item with the cell registered
/// for its type (``CellRegistry``) and runs the actions attached to it (``ItemActions``):
/// the erasure happens inside the framework.
///
/// ```swift
/// final class GridDataSource: ItemDataSource<ItemPath> {
///     override var numberOfSections: Int { 3 }
///     override func numberOfContentItems(inSection section: Int) -> Int { 10 }
///     override func contentItem(at path: ItemPath) -> ItemPath? { path }
/// }
/// ```
@MainActor
open class ItemDataSource<Item>: DataSource {
    /// Creates a data source whose deferred loads run on `scheduler`.
    public override init(scheduler: any MainScheduler = TaskScheduler.shared) {
        super.init(scheduler: scheduler)
    }

    /// The item at `path` of the content, placeholder or not; `nil` outside it.
    open func contentItem(at path: ItemPath) -> Item? { nil }

    /// The item a list shows at `path`, or `nil` while the placeholder shows (or outside
    /// the content).
    ///
    /// ```swift
    /// let row: BreedRow? = list.focusedPath.flatMap(breeds.item(at:))
    /// ```
    public final func item(at path: ItemPath) -> Item? {
        showsPlaceholderContent ? nil : contentItem(at: path)
    }

    override final func erasedContentItem(at path: ItemPath) -> Any? {
        contentItem(at: path)
    }

    override final func appendShownItemTypes(to types: inout [ShownItemType]) {
        types.append(ShownItemType(Item.self, in: self))
    }
}

/// One item type a data source shows, erased: whether a registry has a cell for it, asked
/// by the type when the type alone answers (an exact, superclass or ``CellItem``
/// registration), else by each item the data source holds (a protocol registration, or
/// subclasses registered one by one). An empty data source misses nothing yet.
@MainActor
struct ShownItemType {
    /// The type's name, for the error.
    let name: String
    /// The first item the registry cannot show (its type's name), or `nil` when it can show every one.
    let firstUnshowable: @MainActor (CellRegistry) -> String?

    init<Item>(_ type: Item.Type, in source: ItemDataSource<Item>) {
        name = String(describing: type)
        firstUnshowable = { [weak source] registry in
            guard let source, !registry.canShow(type) else { return nil }
            for section in 0..<source.numberOfSections {
                for item in 0..<source.numberOfContentItems(inSection: section) {
                    guard let value = source.contentItem(at: ItemPath(section: section, item: item)) else { continue }
                    if !registry.canShow(item: value) { return String(describing: Swift.type(of: value as Any)) }
                }
            }
            // Nothing to show yet (an empty source): nothing is missing yet either.
            return nil
        }
    }
}
