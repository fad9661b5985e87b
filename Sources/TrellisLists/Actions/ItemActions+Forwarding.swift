import TrellisDiff

// The list events the actions see, and their forwarding (Nimbus's forwardingTo:).

extension ItemActions {
    /// A list is about to show `cell` for `item`: sets the cell's accessory and selection
    /// style from what is attached (Nimbus's `willDisplayCell:`; an item with nothing
    /// attached gets none of either), then forwards.
    public func willShow<Item>(_ cell: any ListCell, for item: Item, at path: ItemPath) {
        if let cell = cell as? any ActionableCell {
            cell.accessory = accessory(for: item)
            cell.selectionStyle = selectionStyle(for: item)
        }
        forEachForward { $0.itemActions(self, willShow: cell, at: path) }
    }

    /// A list's keyboard focus moved to `path` (`nil` when nothing has focus), from
    /// `previous`; forwards.
    public func focusDidMove(to path: ItemPath?, from previous: ItemPath?) {
        forEachForward { $0.itemActions(self, didMoveFocusTo: path, from: previous) }
    }

    /// Adds an observer that hears every event after the actions ran (held weakly).
    public func addForwarding(_ observer: any ItemActionsForwarding) {
        forwarding.removeAll { $0.observer == nil || $0.observer === observer }
        forwarding.append(WeakForward(observer: observer))
    }

    /// Removes a forwarding observer.
    public func removeForwarding(_ observer: any ItemActionsForwarding) {
        forwarding.removeAll { $0.observer == nil || $0.observer === observer }
    }
}

/// Hears every list event an ``ItemActions`` sees, after it handled it: Nimbus's delegate
/// forwarding. Every method has an empty default; implement the ones you need.
///
/// Events name the item's path, as `UICollectionViewDelegate` does: the observer reads the
/// item, typed, from the data source it knows (``ItemDataSource/item(at:)``).
///
/// ```swift
/// final class Analytics: ItemActionsForwarding {
///     let breeds: BasicDataSource<Breed>
///     func itemActions(_ actions: ItemActions, didSelectItemAt path: ItemPath) {
///         if let breed = breeds.item(at: path) { log("selected \(breed.name)") }
///     }
/// }
/// actions.addForwarding(analytics)
/// ```
@MainActor
public protocol ItemActionsForwarding: AnyObject {
    /// The item at `path` was selected (its tap and navigate actions ran).
    func itemActions(_ actions: ItemActions, didSelectItemAt path: ItemPath)
    /// The detail accessory of the item at `path` was pressed (its detail action ran).
    func itemActions(_ actions: ItemActions, didShowDetailOfItemAt path: ItemPath)
    /// Keyboard focus moved (a move, or a batch that shifted or removed the focused item).
    func itemActions(_ actions: ItemActions, didMoveFocusTo path: ItemPath?, from previous: ItemPath?)
    /// A cell is about to show the item at `path` (its accessory and selection style are set).
    func itemActions(_ actions: ItemActions, willShow cell: any ListCell, at path: ItemPath)
}

extension ItemActionsForwarding {
    public func itemActions(_ actions: ItemActions, didSelectItemAt path: ItemPath) {}
    public func itemActions(_ actions: ItemActions, didShowDetailOfItemAt path: ItemPath) {}
    public func itemActions(_ actions: ItemActions, didMoveFocusTo path: ItemPath?, from previous: ItemPath?) {}
    public func itemActions(_ actions: ItemActions, willShow cell: any ListCell, at path: ItemPath) {}
}

/// A cell that shows what its item's actions allow: `UITableViewCell`'s `accessoryType`
/// and `selectionStyle`. ``ItemActions/willShow(_:for:at:)`` sets both.
@MainActor
public protocol ActionableCell: ListCell {
    /// The accessory to show at the cell's trailing edge.
    var accessory: ItemActions.Accessory { get set }
    /// Whether selecting the cell highlights it.
    var selectionStyle: ItemActions.SelectionStyle { get set }
}
