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
/// registry.register(SightingCell.self, for: CatDetailItem.self)
/// ```
///
/// The item is either the reactor itself or a ``ReactorItem`` carrying it.
@MainActor
open class ReactorCell<CellReactor: Reactor>: CollectionViewCell, ReactorView {
    /// The cell's reactor and its bindings.
    public let reactorBinding = ReactorBinding<CellReactor>()

    /// Makes a cell for `reuseIdentifier`, bound to nothing yet.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Binds the item's reactor; returns `false` for an item without a `CellReactor`.
    @discardableResult
    open override func update(with item: Any) -> Bool {
        let reactor = (item as? CellReactor) ?? ((item as? any ReactorItem)?.cellReactor as? CellReactor)
        guard let reactor else {
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
