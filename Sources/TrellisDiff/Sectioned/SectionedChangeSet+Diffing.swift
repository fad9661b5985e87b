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
    @inlinable
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
        let sectionMatching = IdentityMatching(
            oldCount: oldSections.count,
            newCount: newSections.count,
            oldID: { sectionID(oldSections[$0]) },
            newID: { sectionID(newSections[$0]) }
        )
        let sectionChanges = ChangeSet<Int>(matching: sectionMatching) {
            isSectionContentEqual(oldSections[$0], newSections[$1])
        }
        let oldItems = FlattenedItems(oldSections.lazy.map(items))
        let newItems = FlattenedItems(newSections.lazy.map(items))
        let itemMatching = IdentityMatching(
            oldCount: oldItems.elements.count,
            newCount: newItems.elements.count,
            oldID: { itemID(oldItems.elements[$0]) },
            newID: { itemID(newItems.elements[$0]) }
        )
        let itemChanges = ChangeSet<ItemPath>(
            matching: itemMatching,
            old: oldItems,
            new: newItems,
            sectionOldToNew: sectionMatching.oldToNew,
            sectionNewToOld: sectionMatching.newToOld,
            isContentEqual: { isItemContentEqual(oldItems.elements[$0], newItems.elements[$1]) }
        )
        self.init(sections: sectionChanges, items: itemChanges)
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

/// The items of every section in one array, with each item's path.
@usableFromInline
struct FlattenedItems<Element> {
    @usableFromInline var elements: ContiguousArray<Element> = []
    /// For each flattened item, its section and its index within the section.
    @usableFromInline var paths: [ItemPath] = []

    @inlinable
    init<S: Collection>(_ sections: S) where S.Element: Collection, S.Element.Element == Element {
        let total = sections.reduce(0) { $0 + $1.count }
        elements.reserveCapacity(total)
        paths.reserveCapacity(total)
        for (sectionIndex, items) in sections.enumerated() {
            var index = 0
            for element in items {
                elements.append(element)
                paths.append(ItemPath(section: sectionIndex, item: index))
                index += 1
            }
        }
    }

    @inlinable
    func path(_ flat: Int) -> ItemPath { paths[flat] }

    @inlinable
    func section(_ flat: Int) -> Int { paths[flat].section }
}

extension ChangeSet where Index == ItemPath {
    /// Item changes from a global pairing of items, given how the sections were paired.
    @inlinable
    init<Element>(
        matching: IdentityMatching,
        old: FlattenedItems<Element>,
        new: FlattenedItems<Element>,
        sectionOldToNew: [Int],
        sectionNewToOld: [Int],
        isContentEqual: (Int, Int) -> Bool
    ) {
        var deletes: [ItemPath] = []
        var inserts: [ItemPath] = []
        var moves: [Move] = []
        var updates: [Update] = []
        // Pairs that stay within one surviving section: candidates for staying put,
        // in new order, with the section each run belongs to.
        var stayOld: [Int] = []
        var stayNew: [Int] = []

        for g in 0..<old.elements.count where matching.oldToNew[g] < 0 && sectionOldToNew[old.section(g)] >= 0 {
            deletes.append(old.path(g))
        }
        for h in 0..<new.elements.count {
            let targetSection = new.section(h)
            let sourceSection = sectionNewToOld[targetSection]  // -1: the section is inserted
            let g = matching.newToOld[h]
            guard g >= 0 else {
                if sourceSection >= 0 { inserts.append(new.path(h)) }
                continue
            }
            let oldSectionSurvives = sectionOldToNew[old.section(g)] >= 0
            guard sourceSection >= 0, oldSectionSurvives else {
                // The pair is broken by a section insert or delete: what remains of it is
                // an insert into a surviving section and a delete from a surviving one.
                if sourceSection >= 0 { inserts.append(new.path(h)) }
                if oldSectionSurvives { deletes.append(old.path(g)) }
                continue
            }
            if !isContentEqual(g, h) { updates.append(Update(old: old.path(g), new: new.path(h))) }
            if old.section(g) == sourceSection {
                stayOld.append(g)
                stayNew.append(h)
            } else {
                moves.append(Move(from: old.path(g), to: new.path(h)))
            }
        }

        // Per target section, the candidates outside a longest increasing run move.
        var runStart = 0
        while runStart < stayNew.count {
            let section = new.section(stayNew[runStart])
            var runEnd = runStart
            while runEnd < stayNew.count, new.section(stayNew[runEnd]) == section { runEnd += 1 }
            let stays = longestIncreasingSubsequence(Array(stayOld[runStart..<runEnd]))
            for (offset, stays) in stays.enumerated() where !stays {
                let k = runStart + offset
                moves.append(Move(from: old.path(stayOld[k]), to: new.path(stayNew[k])))
            }
            runStart = runEnd
        }

        deletes.sort()
        moves.sort { $0.to < $1.to }
        updates.sort { $0.old < $1.old }
        self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }
}
