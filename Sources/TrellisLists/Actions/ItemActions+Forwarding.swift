import TrellisDiff

// The list events the actions see, and their forwarding (Nimbus's forwardingTo:).

extension ItemActions {
    /// A list is about to show `cell` for `item`: sets the cell's accessory and selection
    /// style from what is attached (Nimbus's `willDisplayCell:`; an item with nothing
    /// attached gets none of either), then forwards.
    public func willShow(_ cell: any ListCell, for item: Any, at path: ItemPath) {
        if let cell = cell as? any ActionableCell {
            cell.accessory = accessory(for: item)
            cell.selectionStyle = selectionStyle(for: item)
        }
        forEachForward { $0.itemActions(self, willShow: cell, for: item, at: path) }
    }

    /// A list's keyboard focus moved to `item` at `path` (both `nil` when nothing has
    /// focus), from `previous`; forwards.
    public func focusDidMove(to item: Any?, at path: ItemPath?, from previous: ItemPath?) {
        forEachForward { $0.itemActions(self, didMoveFocusTo: item, at: path, from: previous) }
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
/// ```swift
/// final class Analytics: ItemActionsForwarding {
///     func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath) {
///         log("selected \(item)")
///     }
/// }
/// actions.addForwarding(analytics)
/// ```
@MainActor
public protocol ItemActionsForwarding: AnyObject {
    /// An item was selected (its tap and navigate actions ran).
    func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath)
    /// An item's detail accessory was pressed (its detail action ran).
    func itemActions(_ actions: ItemActions, didShowDetailOf item: Any, at path: ItemPath)
    /// Keyboard focus moved (a move, or a batch that shifted or removed the focused item).
    func itemActions(_ actions: ItemActions, didMoveFocusTo item: Any?, at path: ItemPath?, from previous: ItemPath?)
    /// A cell is about to show (its accessory and selection style are set).
    func itemActions(_ actions: ItemActions, willShow cell: any ListCell, for item: Any, at path: ItemPath)
}

extension ItemActionsForwarding {
    public func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath) {}
    public func itemActions(_ actions: ItemActions, didShowDetailOf item: Any, at path: ItemPath) {}
    public func itemActions(_ actions: ItemActions, didMoveFocusTo item: Any?, at path: ItemPath?, from previous: ItemPath?) {}
    public func itemActions(_ actions: ItemActions, willShow cell: any ListCell, for item: Any, at path: ItemPath) {}
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
