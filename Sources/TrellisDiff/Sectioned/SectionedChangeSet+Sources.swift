extension SectionedChangeSet {
    /// Builds the minimal batch from where each new section and item comes from: the
    /// inverse of ``sources(oldItemCounts:newItemCounts:)``.
    ///
    /// An item whose origin section is deleted, or whose new section is inserted, becomes
    /// an insert (or is implicit), as in the diff; items that change section move; within
    /// a section pair, only items outside a longest increasing run move.
    ///
    /// - Parameters:
    ///   - sources: Where each new section and item comes from; every old section and item
    ///     is named at most once.
    ///   - oldItemCounts: The item count of each old section.
    ///   - isSectionUpdated: Whether a new section's own model changed.
    ///   - isItemUpdated: Whether the item at a new path changed content.
    /// - Complexity: O(*S* + *N* + *k* log *k*).
    public init(
        sources: Sources,
        oldItemCounts: [Int],
        isSectionUpdated: (Int) -> Bool = { _ in false },
        isItemUpdated: (ItemPath) -> Bool = { _ in false }
    ) {
        let sectionChanges = ChangeSet<Int>(sources: sources.sections, oldCount: oldItemCounts.count, isUpdated: isSectionUpdated)
        var oldSectionTarget = [Int](repeating: -1, count: oldItemCounts.count)
        for (new, source) in sources.sections.enumerated() {
            if let source { oldSectionTarget[source] = new }
        }
        var reached = oldItemCounts.map { [Bool](repeating: false, count: $0) }
        var inserts: [ItemPath] = []
        var moves: [ChangeSet<ItemPath>.Move] = []
        var updates: [ChangeSet<ItemPath>.Update] = []

        for (section, source) in sources.sections.enumerated() {
            guard let source else { continue }  // an inserted section brings its items
            var stayOld: [Int] = []
            var stayNew: [Int] = []
            for (item, origin) in sources.items[section].enumerated() {
                let path = ItemPath(section: section, item: item)
                guard let origin, oldSectionTarget[origin.section] >= 0 else {
                    inserts.append(path)
                    continue
                }
                reached[origin.section][origin.item] = true
                if isItemUpdated(path) { updates.append(.init(old: origin, new: path)) }
                if origin.section == source {
                    stayOld.append(origin.item)
                    stayNew.append(item)
                } else {
                    moves.append(.init(from: origin, to: path))
                }
            }
            for (k, stays) in longestIncreasingSubsequence(stayOld).enumerated() where !stays {
                moves.append(.init(from: ItemPath(section: source, item: stayOld[k]), to: ItemPath(section: section, item: stayNew[k])))
            }
        }
        var deletes: [ItemPath] = []
        for (section, items) in reached.enumerated() where oldSectionTarget[section] >= 0 {
            for (item, wasReached) in items.enumerated() where !wasReached {
                deletes.append(ItemPath(section: section, item: item))
            }
        }
        moves.sort { $0.to < $1.to }
        updates.sort { $0.old < $1.old }
        self.init(sections: sectionChanges, items: ChangeSet(deletes: deletes, inserts: inserts, moves: moves, updates: updates))
    }

    /// The single batch that has the effect of applying `self`, then `next`: how a list
    /// that held several updates back (behind a placeholder, or until every child loaded)
    /// shows them as one.
    ///
    /// ```swift
    /// let both = try first.followed(by: second, oldItemCounts: [2, 1], middleItemCounts: [3], newItemCounts: [3, 0])
    /// ```
    ///
    /// - Throws: ``SectionedChangeSetError`` if either batch is not valid for its counts.
    /// - Complexity: O(*S* + *N* + *k* log *k*) over the three snapshots.
    public func followed(
        by next: SectionedChangeSet,
        oldItemCounts: [Int],
        middleItemCounts: [Int],
        newItemCounts: [Int]
    ) throws(SectionedChangeSetError) -> SectionedChangeSet {
        let first = try sources(oldItemCounts: oldItemCounts, newItemCounts: middleItemCounts)
        let second = try next.sources(oldItemCounts: middleItemCounts, newItemCounts: newItemCounts)
        let composed = Sources(
            sections: second.sections.map { middle in middle.flatMap { first.sections[$0] } },
            items: second.items.map { items in
                items.map { middle in middle.flatMap { first.items[$0.section][$0.item] } }
            }
        )
        let firstSectionUpdates = Set(sections.updates.map(\.new))
        let secondSectionUpdates = Set(next.sections.updates.map(\.new))
        let firstItemUpdates = Set(items.updates.map(\.new))
        let secondItemUpdates = Set(next.items.updates.map(\.new))
        return SectionedChangeSet(
            sources: composed,
            oldItemCounts: oldItemCounts,
            isSectionUpdated: { section in
                guard let middle = second.sections[section] else { return false }
                return secondSectionUpdates.contains(section) || firstSectionUpdates.contains(middle)
            },
            isItemUpdated: { path in
                guard let middle = second.items[path.section][path.item] else { return false }
                return secondItemUpdates.contains(path) || firstItemUpdates.contains(middle)
            }
        )
    }
}
