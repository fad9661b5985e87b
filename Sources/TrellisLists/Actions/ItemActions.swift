import TrellisDiff

/// What happens when a list's item is selected: Nimbus's `NIActions` /
/// `NITableViewActions`, typed by item.
///
/// ```swift
/// let actions = ItemActions()
/// actions.attach(to: Cat.self, navigate: { cat, _ in router.open("cats://cat/\(cat.id)") })
/// actions.attach(to: specialCat, tap: { _, _ in showConfetti(); return true })
/// actions.attach(to: Cat.self, detail: { [weak self] cat, _ in self?.showInfo(cat) })
/// let deselect = actions.select(cat, at: path)
/// ```
///
/// One method attaches, `attach(to:tap:detail:navigate:)`: to every
/// item of a type (with superclass and protocol fallback), or to one `Identifiable` item,
/// found by its dynamic type and `id` (never by `hash`, where Nimbus's object map
/// collided; an object's `id` is its identity unless it says otherwise). Each action takes
/// the item as the type it was attached for: the erasure (a composed list's children hold
/// items of several types) and the cast back happen inside the framework. Class instances
/// attached one by one are held, as Nimbus's object set holds them, so that their identity
/// is never reused by another object. Actions attached to the item replace those of its
/// type; attaching again replaces only the actions given.
///
/// Selecting runs the tap action (its result says whether to deselect), then the navigate
/// action, then every forwarding observer. The accessory and selection style follow from
/// what is attached; a list applies them to a cell as it shows it
/// (``willShow(_:for:at:)``), and reports focus moves (``focusDidMove(to:from:)``), all
/// forwarded to ``ItemActionsForwarding`` observers.
@MainActor
public final class ItemActions {
    /// A tap action taking the item erased: it returns whether the list should deselect it.
    typealias TapAction = @MainActor (Any, ItemPath) -> Bool
    /// A detail or navigate action taking the item erased.
    typealias Action = @MainActor (Any, ItemPath) -> Void

    /// The actions attached to one item or type, each casting the item back to its type.
    struct ActionSet {
        var tap: TapAction?
        var detail: Action?
        var navigate: Action?
    }

    /// The accessory a cell shows for its item (`UITableViewCellAccessoryType`).
    public enum Accessory: String, Hashable, Sendable {
        /// No action that shows one: a plain cell.
        case none
        /// A navigate action: a chevron.
        case disclosureIndicator
        /// A detail action (with or without navigate): an info button; it takes precedence.
        case detailButton
    }

    /// How a cell shows that it is selectable (`UITableViewCellSelectionStyle`).
    public enum SelectionStyle: String, Hashable, Sendable {
        /// Not tappable: no highlight.
        case none
        /// Tap or navigate attached: highlight on selection.
        case highlight
    }

    /// One item: its dynamic type and `id`.
    struct ItemKey: Hashable {
        var type: ObjectIdentifier
        var id: AnyHashable
    }

    var itemActions: [ItemKey: ActionSet] = [:]
    /// Class instances attached one by one, held so their identities stay theirs.
    var attachedObjects: [ObjectIdentifier: AnyObject] = [:]
    var typeActions = TypeTable<ActionSet>()
    var forwarding: [WeakForward] = []

    /// Makes an empty set of actions; attach them with `attach(to:tap:detail:navigate:)`.
    public init() {}

    // MARK: Reading

    /// Whether anything is attached to `item` or its type.
    public func isActionable<Item>(_ item: Item) -> Bool {
        guard let actions = actions(for: item) else { return false }
        return actions.tap != nil || actions.detail != nil || actions.navigate != nil
    }

    /// The accessory for `item`: a detail button if a detail action is attached, else a
    /// disclosure indicator if a navigate action is, else none.
    public func accessory<Item>(for item: Item) -> Accessory {
        let actions = actions(for: item)
        if actions?.detail != nil { return .detailButton }
        if actions?.navigate != nil { return .disclosureIndicator }
        return .none
    }

    /// The selection style for `item`: highlighted when a tap or navigate action is attached.
    public func selectionStyle<Item>(for item: Item) -> SelectionStyle {
        let actions = actions(for: item)
        return actions?.tap != nil || actions?.navigate != nil ? .highlight : .none
    }

    // MARK: Performing

    /// Selects `item`: runs its tap action, then its navigate action, then the forwarding
    /// observers. Returns whether the list should deselect it (the tap action's answer).
    @discardableResult
    public func select<Item>(_ item: Item, at path: ItemPath) -> Bool {
        var shouldDeselect = false
        if let actions = actions(for: item) {
            if let tap = actions.tap { shouldDeselect = tap(item, path) }
            actions.navigate?(item, path)
        }
        forEachForward { $0.itemActions(self, didSelectItemAt: path) }
        return shouldDeselect
    }

    /// The item's detail accessory was pressed: runs its detail action, then forwards.
    public func showDetail<Item>(of item: Item, at path: ItemPath) {
        actions(for: item)?.detail?(item, path)
        forEachForward { $0.itemActions(self, didShowDetailOfItemAt: path) }
    }

    // MARK: Internals

    /// How `item` is found one by one, whatever static type it travels as: `nil` for a
    /// value that is not `Identifiable`.
    static func itemKey(for item: Any) -> ItemKey? {
        guard let identifiable = item as? any Identifiable else { return nil }
        return ItemKey(type: ObjectIdentifier(type(of: item)), id: identity(of: identifiable))
    }

    private static func identity<Item: Identifiable>(of item: Item) -> AnyHashable { AnyHashable(item.id) }

    /// Item actions replace type actions, as in Nimbus.
    func actions(for item: Any) -> ActionSet? {
        if !itemActions.isEmpty, let key = Self.itemKey(for: item), let attached = itemActions[key] { return attached }
        return typeActions.exactValue(for: item) ?? typeActions.fallbackValue(for: item)
    }

    func forEachForward(_ body: (any ItemActionsForwarding) -> Void) {
        for entry in forwarding { if let observer = entry.observer { body(observer) } }
    }

    struct WeakForward {
        weak var observer: (any ItemActionsForwarding)?
    }
}
