import TrellisDiff

// Attaching actions: one typed way, to a type or to one Identifiable item.

extension ItemActions {
    /// Attaches actions to every item of `type` (and its subclasses, or conforming types
    /// for a protocol); each takes the item as an `Item`. Only the actions given are
    /// attached: the type keeps those attached before for the others.
    ///
    /// ```swift
    /// actions.attach(to: Breed.self, navigate: { breed, _ in open(breed) })
    /// actions.attach(to: Breed.self, detail: { [weak self] breed, _ in self?.showInfo(breed) })
    /// ```
    ///
    /// - Parameters:
    ///   - type: The items' type.
    ///   - tap: Runs first when the item is selected; returns whether the list should
    ///     deselect it. Gives the cell a highlight.
    ///   - detail: Runs when the item's detail accessory is pressed; gives the cell a
    ///     detail button.
    ///   - navigate: Runs when the item is selected, after `tap`; gives the cell a
    ///     disclosure indicator (unless it has a detail button).
    public func attach<Item>(
        to type: Item.Type, tap: (@MainActor (Item, ItemPath) -> Bool)? = nil, detail: (@MainActor (Item, ItemPath) -> Void)? = nil,
        navigate: (@MainActor (Item, ItemPath) -> Void)? = nil
    ) {
        var actions = typeActions.exactValueForType(type) ?? ActionSet()
        actions.merge(tap: tap, detail: detail, navigate: navigate)
        typeActions.set(actions, for: type)
    }

    /// Attaches actions to one item, found by its dynamic type and `id`, whatever static
    /// type it is later looked up through; they replace its type's. Returns the item, as
    /// Nimbus does, so it can be attached inline while building a model. A class instance
    /// is held, so its identity stays its own.
    ///
    /// ```swift
    /// actions.attach(to: SettingsRow(.logOut, ""), tap: { [weak self] _, _ in self?.logOut(); return true })
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item; any value with the same dynamic type and `id` is the same item.
    ///   - tap: Runs first when the item is selected; returns whether to deselect it.
    ///   - detail: Runs when the item's detail accessory is pressed.
    ///   - navigate: Runs when the item is selected, after `tap`.
    @discardableResult
    public func attach<Item: Identifiable>(
        to item: Item, tap: (@MainActor (Item, ItemPath) -> Bool)? = nil, detail: (@MainActor (Item, ItemPath) -> Void)? = nil,
        navigate: (@MainActor (Item, ItemPath) -> Void)? = nil
    ) -> Item {
        let key = ItemKey(type: ObjectIdentifier(Swift.type(of: item as Any)), id: AnyHashable(item.id))
        if Swift.type(of: item as Any) is AnyClass {
            let object = item as AnyObject
            attachedObjects[ObjectIdentifier(object)] = object
        }
        itemActions[key, default: ActionSet()].merge(tap: tap, detail: detail, navigate: navigate)
        return item
    }
}

extension ItemActions.ActionSet {
    /// Takes the actions given, each wrapped to cast the item back to `Item`. Lookup only
    /// finds them for items of that type, so the cast holds; were it not to, the action
    /// would not run (and would not ask to deselect), rather than trap.
    mutating func merge<Item>(
        tap: (@MainActor (Item, ItemPath) -> Bool)?, detail: (@MainActor (Item, ItemPath) -> Void)?,
        navigate: (@MainActor (Item, ItemPath) -> Void)?
    ) {
        if let tap { self.tap = { item, path in (item as? Item).map { tap($0, path) } ?? false } }
        if let detail { self.detail = { item, path in if let item = item as? Item { detail(item, path) } } }
        if let navigate { self.navigate = { item, path in if let item = item as? Item { navigate(item, path) } } }
    }
}
