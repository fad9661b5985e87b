extension SectionedChangeSet {
    /// Computes the batch that turns the sectioned snapshot `old` into `new`.
    ///
    /// ```swift
    /// let changes = SectionedChangeSet(
    ///     from: old, to: new,
    ///     sectionID: \.origin, isSectionContentEqual: { $0.title == $1.title },
    ///     items: \.cats, itemID: \.id, isItemContentEqual: ==)
    /// ```
    ///
    /// Sections are diffed by identity like a flat list (minimal section moves; a section
    /// whose own content changed is a section update). Items are paired by identity across
    /// the whole snapshot, so an item can move from one section to another; duplicates
    /// pair in reading order and extras become deletes and inserts. Within each section
    /// that stays, the items outside a longest increasing run of old positions move, and
    /// no others; an item that changes section always moves.
    ///
    /// - Parameters:
    ///   - old: The sections the list shows now.
    ///   - new: The sections it should show.
    ///   - sectionID: A section's identity.
    ///   - isSectionContentEqual: Whether two sections with the same identity look the
    ///     same, apart from their items.
    ///   - items: A section's items.
    ///   - itemID: An item's identity.
    ///   - isItemContentEqual: Whether two items with the same identity look the same.
    /// - Complexity: O(*S* + *N* + *k* log *k*) expected, for *S* sections and *N* items in
    ///   both snapshots together, *k* of them paired and staying in their section.
    @inlinable @inline(__always)
    public init<Sections: RandomAccessCollection, Items: RandomAccessCollection, SectionID: Hashable, ItemID: Hashable>(
        from old: Sections,
        to new: Sections,
        sectionID: (Sections.Element) -> SectionID,
        isSectionContentEqual: (Sections.Element, Sections.Element) -> Bool,
        items: (Sections.Element) -> Items,
        itemID: (Items.Element) -> ItemID,
        isItemContentEqual: (Items.Element, Items.Element) -> Bool
    ) {
        let oldSections = Array(old)
        let newSections = Array(new)
        let sections = SectionPairing(old: oldSections, new: newSections, id: sectionID, isContentEqual: isSectionContentEqual)
        let itemChanges = ChangeSet<ItemPath>(
            old: oldSections.map(items),
            new: newSections.map(items),
            sectionSources: sections.sources,
            oldSectionSurvives: sections.oldSurvives,
            id: itemID,
            isContentEqual: isItemContentEqual
        )
        self.init(sections: sections.changes, items: itemChanges)
    }

    /// Computes the batch between two snapshots of ``ArraySection``s whose models and
    /// elements are `Identifiable` and compared with `==`.
    ///
    /// ```swift
    /// let changes = SectionedChangeSet(from: oldByOrigin, to: newByOrigin)
    /// ```
    ///
    /// - Complexity: As ``init(from:to:sectionID:isSectionContentEqual:items:itemID:isItemContentEqual:)``.
    @inlinable
    public init<Model, Element>(from old: [ArraySection<Model, Element>], to new: [ArraySection<Model, Element>])
    where Model: Identifiable & Equatable, Element: Identifiable & Equatable {
        self.init(
            from: old,
            to: new,
            sectionID: { $0.model.id },
            isSectionContentEqual: { $0.model == $1.model },
            items: { $0.elements },
            itemID: { $0.id },
            isItemContentEqual: ==
        )
    }
}
