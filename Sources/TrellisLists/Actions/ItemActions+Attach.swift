import TrellisDiff

// Attaching actions to one item (by `id` or by identity) and to types.

extension ItemActions {
    // MARK: One Identifiable item (by dynamic type and id)

    /// Attaches a tap action to `item`, found by its dynamic type and `id`. Returns the
    /// item, as Nimbus does, so it can be attached inline while building a model.
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, tap: @escaping @MainActor (Item, ItemPath) -> Bool) -> Item {
        updateItem(item) { $0.tap = Self.typedTap(tap) }
    }

    /// Attaches a detail action to `item`, found by its dynamic type and `id`.
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, detail: @escaping @MainActor (Item, ItemPath) -> Void) -> Item {
        updateItem(item) { $0.detail = Self.typedAction(detail) }
    }

    /// Attaches a navigate action to `item`, found by its dynamic type and `id`.
    @discardableResult
    public func attach<Item: Identifiable>(to item: Item, navigate: @escaping @MainActor (Item, ItemPath) -> Void) -> Item {
        updateItem(item) { $0.navigate = Self.typedAction(navigate) }
    }

    // MARK: One object (by identity; Nimbus's attachToObject:)

    /// Attaches a tap action to `object`, found by identity (and held).
    @discardableResult
    public func attach<Object: AnyObject>(to object: Object, tap: @escaping @MainActor (Object, ItemPath) -> Bool) -> Object {
        updateItem(object) { $0.tap = Self.typedTap(tap) }
    }

    /// Attaches a detail action to `object`, found by identity (and held).
    @discardableResult
    public func attach<Object: AnyObject>(to object: Object, detail: @escaping @MainActor (Object, ItemPath) -> Void) -> Object {
        updateItem(object) { $0.detail = Self.typedAction(detail) }
    }

    /// Attaches a navigate action to `object`, found by identity (and held).
    @discardableResult
    public func attach<Object: AnyObject>(to object: Object, navigate: @escaping @MainActor (Object, ItemPath) -> Void) -> Object {
        updateItem(object) { $0.navigate = Self.typedAction(navigate) }
    }

    // MARK: An Identifiable object (by id, held): settles which of the two above applies

    /// Attaches a tap action to an `Identifiable` object: found by its `id`, and held.
    @discardableResult
    public func attach<Object: AnyObject & Identifiable>(to object: Object, tap: @escaping @MainActor (Object, ItemPath) -> Bool) -> Object
    {
        updateItem(object) { $0.tap = Self.typedTap(tap) }
    }

    /// Attaches a detail action to an `Identifiable` object: found by its `id`, and held.
    @discardableResult
    public func attach<Object: AnyObject & Identifiable>(to object: Object, detail: @escaping @MainActor (Object, ItemPath) -> Void)
        -> Object
    {
        updateItem(object) { $0.detail = Self.typedAction(detail) }
    }

    /// Attaches a navigate action to an `Identifiable` object: found by its `id`, and held.
    @discardableResult
    public func attach<Object: AnyObject & Identifiable>(to object: Object, navigate: @escaping @MainActor (Object, ItemPath) -> Void)
        -> Object
    {
        updateItem(object) { $0.navigate = Self.typedAction(navigate) }
    }

    // MARK: A type

    /// Attaches a tap action to every item of `type` (and subclasses, or conforming types).
    public func attach<Item>(to type: Item.Type, tap: @escaping @MainActor (Item, ItemPath) -> Bool) {
        updateType(type) { $0.tap = Self.typedTap(tap) }
    }

    /// Attaches a detail action to every item of `type`.
    public func attach<Item>(to type: Item.Type, detail: @escaping @MainActor (Item, ItemPath) -> Void) {
        updateType(type) { $0.detail = Self.typedAction(detail) }
    }

    /// Attaches a navigate action to every item of `type`.
    public func attach<Item>(to type: Item.Type, navigate: @escaping @MainActor (Item, ItemPath) -> Void) {
        updateType(type) { $0.navigate = Self.typedAction(navigate) }
    }

    // MARK: A target's method (Nimbus's selectors), held weakly

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

    /// Attaches `target`'s method as the tap action of one `Identifiable` item.
    @discardableResult
    public func attach<Item: Identifiable, Target: AnyObject>(
        to item: Item, target: Target, tap method: @escaping @MainActor (Target) -> (Item, ItemPath) -> Bool
    ) -> Item {
        updateItem(item) { actions in
            actions.tap = Self.typedTap { [weak target] (item: Item, path) in target.map { method($0)(item, path) } ?? false }
        }
    }

    // MARK: Storing

    /// `tap`, taking any item: a checked cast, once, back to the type it was attached for.
    /// Lookup only finds it for items of that type, so the cast holds; were it not to, the
    /// action would not run (and would not ask to deselect), rather than trap.
    static func typedTap<Item>(_ tap: @escaping @MainActor (Item, ItemPath) -> Bool) -> TapAction {
        { item, path in (item as? Item).map { tap($0, path) } ?? false }
    }

    /// `action`, taking any item: a checked cast, as ``typedTap(_:)`` does.
    static func typedAction<Item>(_ action: @escaping @MainActor (Item, ItemPath) -> Void) -> Action {
        { item, path in if let item = item as? Item { action(item, path) } }
    }

    /// Changes the actions of one item, keyed as lookups key it (``itemKey(for:)``), and
    /// holds the item if it is an object.
    private func updateItem<Item>(_ item: Item, _ change: (inout ActionSet) -> Void) -> Item {
        guard let key = Self.itemKey(for: item) else {
            preconditionFailure(
                "ItemActions.attach(to:): \(type(of: item)) is neither Identifiable nor a class; attach to its type instead")
        }
        if type(of: item as Any) is AnyClass {
            let object = item as AnyObject
            attachedObjects[ObjectIdentifier(object)] = object
        }
        change(&itemActions[key, default: ActionSet()])
        return item
    }

    private func updateType<Item>(_ type: Item.Type, _ change: (inout ActionSet) -> Void) {
        var actions = typeActions.exactValueForType(type) ?? ActionSet()
        change(&actions)
        typeActions.set(actions, for: type)
    }
}
