import TrellisDiff

/// What happens when a list's item is selected: Nimbus's `NIActions` /
/// `NITableViewActions`.
///
/// ```swift
/// let actions = ItemActions()
/// actions.attach(to: Cat.self, navigate: { cat, _ in router.open("cats://cat/\(cat.id)") })
/// actions.attach(to: specialCat, tap: { _, _ in showConfetti(); return true })
/// actions.attach(to: Cat.self, target: self, detail: CatListScreen.showInfo)
/// let deselect = actions.select(cat, at: path)
/// ```
///
/// Actions attach to one item, keyed by its type and identity (never by `hash`, where
/// Nimbus's object map collided), or to a type, with superclass and protocol fallback.
/// Actions attached to the item replace those of its type. Selecting runs the tap action
/// (its result says whether to deselect), then the navigate action, then every forwarding
/// observer. The accessory and selection style follow from what is attached.
@MainActor
public final class ItemActions {
    /// The tap action: returns whether the list should deselect the item.
    public typealias TapAction = @MainActor (Any, ItemPath) -> Bool
    /// A detail or navigate action.
    public typealias Action = @MainActor (Any, ItemPath) -> Void

    /// The actions attached to one item or type.
    struct ActionSet {
        var tap: TapAction?
        var detail: Action?
        var navigate: Action?
    }

    /// The accessory a cell shows for its item.
    public enum Accessory: String, Hashable, Sendable {
        case none
        /// A navigate action: a chevron.
        case disclosureIndicator
        /// A detail action (with or without navigate): an info button; it takes precedence.
        case detailButton
    }

    /// How a cell shows that it is selectable.
    public enum SelectionStyle: String, Hashable, Sendable {
        /// Not tappable: no highlight.
        case none
        /// Tap or navigate attached: highlight on selection.
        case highlight
    }

    private struct ItemKey: Hashable {
        var type: ObjectIdentifier
        var id: AnyHashable
    }

    private var itemActions: [ItemKey: ActionSet] = [:]
    private var typeActions = TypeTable<ActionSet>()
    private var forwarding: [WeakForward] = []

    public init() {}

    // MARK: Attaching to one item

    /// Attaches a tap action to `item` (by identity). Returns the item, as Nimbus does, so
    /// it can be attached inline while building a model.
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, tap: @escaping @MainActor (Item, ItemPath) -> Bool) -> Item {
        itemActions[key(item), default: ActionSet()].tap = { tap($0 as! Item, $1) }
        return item
    }

    /// Attaches a detail action to `item` (by identity).
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, detail: @escaping @MainActor (Item, ItemPath) -> Void) -> Item {
        itemActions[key(item), default: ActionSet()].detail = { detail($0 as! Item, $1) }
        return item
    }

    /// Attaches a navigate action to `item` (by identity).
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, navigate: @escaping @MainActor (Item, ItemPath) -> Void) -> Item {
        itemActions[key(item), default: ActionSet()].navigate = { navigate($0 as! Item, $1) }
        return item
    }

    // MARK: Attaching to a type

    /// Attaches a tap action to every item of `type` (and subclasses, or conforming types).
    public func attach<Item>(to type: Item.Type, tap: @escaping @MainActor (Item, ItemPath) -> Bool) {
        updateType(type) { $0.tap = { tap($0 as! Item, $1) } }
    }

    /// Attaches a detail action to every item of `type`.
    public func attach<Item>(to type: Item.Type, detail: @escaping @MainActor (Item, ItemPath) -> Void) {
        updateType(type) { $0.detail = { detail($0 as! Item, $1) } }
    }

    /// Attaches a navigate action to every item of `type`.
    public func attach<Item>(to type: Item.Type, navigate: @escaping @MainActor (Item, ItemPath) -> Void) {
        updateType(type) { $0.navigate = { navigate($0 as! Item, $1) } }
    }

    // MARK: Attaching a target's method (Nimbus's selectors), held weakly

    /// Attaches `target`'s method as the tap action of every item of `type`.
    public func attach<Item, Target: AnyObject>(
        to type: Item.Type, target: Target, tap method: @escaping @MainActor (Target) -> (Item, ItemPath) -> Bool
    ) {
        attach(to: type, tap: { [weak target] item, path in target.map { method($0)(item, path) } ?? false })
    }

    /// Attaches `target`'s method as the detail action of every item of `type`.
    public func attach<Item, Target: AnyObject>(
        to type: Item.Type, target: Target, detail method: @escaping @MainActor (Target) -> (Item, ItemPath) -> Void
    ) {
        attach(to: type, detail: { [weak target] item, path in target.map { method($0)(item, path) } })
    }

    /// Attaches `target`'s method as the navigate action of every item of `type`.
    public func attach<Item, Target: AnyObject>(
        to type: Item.Type, target: Target, navigate method: @escaping @MainActor (Target) -> (Item, ItemPath) -> Void
    ) {
        attach(to: type, navigate: { [weak target] item, path in target.map { method($0)(item, path) } })
    }

    /// Attaches `target`'s method as the tap action of one item.
    @discardableResult
    public func attach<Item: Identifiable, Target: AnyObject>(
        to item: Item, target: Target, tap method: @escaping @MainActor (Target) -> (Item, ItemPath) -> Bool
    ) -> Item {
        attach(to: item, tap: { [weak target] item, path in target.map { method($0)(item, path) } ?? false })
    }

    // MARK: Reading

    /// Whether anything is attached to `item` or its type.
    public func isActionable(_ item: Any) -> Bool {
        guard let actions = actions(for: item) else { return false }
        return actions.tap != nil || actions.detail != nil || actions.navigate != nil
    }

    /// The accessory for `item`: a detail button if a detail action is attached, else a
    /// disclosure indicator if a navigate action is, else none.
    public func accessory(for item: Any) -> Accessory {
        let actions = actions(for: item)
        if actions?.detail != nil { return .detailButton }
        if actions?.navigate != nil { return .disclosureIndicator }
        return .none
    }

    /// The selection style for `item`: highlighted when a tap or navigate action is attached.
    public func selectionStyle(for item: Any) -> SelectionStyle {
        let actions = actions(for: item)
        return actions?.tap != nil || actions?.navigate != nil ? .highlight : .none
    }

    // MARK: Performing

    /// Selects `item`: runs its tap action, then its navigate action, then the forwarding
    /// observers. Returns whether the list should deselect it (the tap action's answer).
    @discardableResult
    public func select(_ item: Any, at path: ItemPath) -> Bool {
        var shouldDeselect = false
        if let actions = actions(for: item) {
            if let tap = actions.tap { shouldDeselect = tap(item, path) }
            actions.navigate?(item, path)
        }
        forEachForward { $0.itemActions(self, didSelect: item, at: path) }
        return shouldDeselect
    }

    /// The item's detail accessory was tapped: runs its detail action.
    public func showDetail(of item: Any, at path: ItemPath) {
        actions(for: item)?.detail?(item, path)
        forEachForward { $0.itemActions(self, didShowDetailOf: item, at: path) }
    }

    // MARK: Forwarding

    /// Adds an observer that hears every selection after the actions ran (held weakly).
    public func addForwarding(_ observer: any ItemActionsForwarding) {
        forwarding.removeAll { $0.observer == nil || $0.observer === observer }
        forwarding.append(WeakForward(observer: observer))
    }

    /// Removes a forwarding observer.
    public func removeForwarding(_ observer: any ItemActionsForwarding) {
        forwarding.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Internals

    private func key<Item: Identifiable>(_ item: Item) -> ItemKey {
        ItemKey(type: ObjectIdentifier(Item.self), id: AnyHashable(item.id))
    }

    private func updateType<Item>(_ type: Item.Type, _ change: (inout ActionSet) -> Void) {
        var actions = typeActions.exactValueForType(type) ?? ActionSet()
        change(&actions)
        typeActions.set(actions, for: type)
    }

    /// Item actions replace type actions, as in Nimbus.
    private func actions(for item: Any) -> ActionSet? {
        if let identifiable = item as? any Identifiable, let attached = itemActions[key(identifiable)] {
            return attached
        }
        return typeActions.exactValue(for: item) ?? typeActions.fallbackValue(for: item)
    }

    private func forEachForward(_ body: (any ItemActionsForwarding) -> Void) {
        for entry in forwarding { if let observer = entry.observer { body(observer) } }
    }

    private struct WeakForward {
        weak var observer: (any ItemActionsForwarding)?
    }
}

/// Hears selections after an ``ItemActions`` ran them: Nimbus's delegate forwarding.
@MainActor
public protocol ItemActionsForwarding: AnyObject {
    func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath)
    func itemActions(_ actions: ItemActions, didShowDetailOf item: Any, at path: ItemPath)
}

extension ItemActionsForwarding {
    public func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath) {}
    public func itemActions(_ actions: ItemActions, didShowDetailOf item: Any, at path: ItemPath) {}
}
