import TrellisLists
import TrellisViews

/// A collection view cell bound to its item's reactor: it binds on configure and
/// unbinds when it goes back to the reuse pool, so a reused cell never shows (or sends
/// to) the reactor of the row it showed before.
///
/// ```swift
/// final class SightingCell: ReactorCell<SightingCellReactor> {
///     override func bind(reactor: SightingCellReactor, in bag: BindingBag) {
///         reactor.observe(\.title) { [textLabel] in textLabel.text = $0 }.store(in: bag)
///     }
/// }
/// registry.register(SightingCell.self)     // items that are the reactors
/// registry.register(SightingCell.self, for: CatDetailItem.self) { cell, item, _ in cell.show(item) }   // items carrying one
/// ```
///
/// The item is the reactor itself (the cell is a TrellisLists `ItemCell` of it) or a
/// ``ReactorItem`` carrying it (``show(_:)``).
@MainActor
open class ReactorCell<CellReactor: Reactor>: CollectionViewCell, ItemCell, ReactorView {
    /// The cell's reactor and its bindings.
    public let reactorBinding = ReactorBinding<CellReactor>()

    /// Makes a cell for `reuseIdentifier`, bound to nothing yet.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Binds `reactor`, unless the cell is bound to it already.
    public func update(with reactor: CellReactor, context: CellContext) {
        if self.reactor !== reactor { self.reactor = reactor }
    }

    /// Binds the reactor `item` carries; returns `false`, unbound, for an item without a
    /// `CellReactor`.
    @discardableResult
    public func show(_ item: some ReactorItem) -> Bool {
        guard let reactor = item.cellReactor as? CellReactor else {
            self.reactor = nil
            return false
        }
        if self.reactor !== reactor { self.reactor = reactor }
        return true
    }

    /// Unbinds the reactor before the cell is reused.
    open override func prepareForReuse() {
        super.prepareForReuse()
        reactor = nil
    }

    /// Binds the cell to `reactor`; override to observe its state.
    open func bind(reactor: CellReactor, in bag: BindingBag) {}
}
