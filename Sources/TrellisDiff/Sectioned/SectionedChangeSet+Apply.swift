extension SectionedChangeSet {
    /// Where every section and item of the new snapshot comes from, the way a collection
    /// view resolves a batch.
    public struct Sources: Hashable, Sendable {
        /// For each new section, the old section it comes from, or `nil` if inserted.
        public var sections: [Int?]
        /// For each new section, for each of its items, the old path it comes from, or
        /// `nil` if inserted (every item of an inserted section is `nil`).
        public var items: [[ItemPath?]]

        /// Creates sources from their parts.
        public init(sections: [Int?], items: [[ItemPath?]]) {
            self.sections = sections
            self.items = items
        }
    }

    /// Checks that the change set is a batch that turns sections holding `oldItemCounts`
    /// items into sections holding `newItemCounts` items.
    ///
    /// - Throws: ``SectionedChangeSetError`` naming the first thing that is wrong.
    /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
    public func validate(oldItemCounts: [Int], newItemCounts: [Int]) throws(SectionedChangeSetError) {
        _ = try sources(oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    }

    /// Resolves the batch: for each new section and item, where it comes from.
    ///
    /// - Throws: ``SectionedChangeSetError`` when the batch is not valid for these counts.
    /// - Complexity: O(*S* + *N*).
    public func sources(oldItemCounts: [Int], newItemCounts: [Int]) throws(SectionedChangeSetError) -> Sources {
        let sectionSources: [Int?]
        do {
            sectionSources = try sections.sources(oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        } catch {
            throw .sections(error)
        }
        var oldSectionSurvives = [Bool](repeating: false, count: oldItemCounts.count)
        for case let source? in sectionSources { oldSectionSurvives[source] = true }

        var oldTaken = oldItemCounts.map { [Bool](repeating: false, count: $0) }
        var newTaken = newItemCounts.map { [Bool](repeating: false, count: $0) }
        var slots: [[ItemPath?]] = newItemCounts.map { [ItemPath?](repeating: nil, count: $0) }
        var removed = [Int](repeating: 0, count: oldItemCounts.count)
        var added = [Int](repeating: 0, count: newItemCounts.count)

        func takeOld(_ path: ItemPath) throws(SectionedChangeSetError) {
            guard path.section >= 0, path.section < oldItemCounts.count else {
                throw .sectionOutOfRange(path, in: .old, sectionCount: oldItemCounts.count)
            }
            guard oldSectionSurvives[path.section] else { throw .itemInDeletedSection(path) }
            guard path.item >= 0, path.item < oldItemCounts[path.section] else {
                throw .items(.outOfRange(path, in: .old, count: oldItemCounts[path.section]))
            }
            guard !oldTaken[path.section][path.item] else { throw .items(.duplicate(path, in: .old)) }
            oldTaken[path.section][path.item] = true
            removed[path.section] += 1
        }
        func takeNew(_ path: ItemPath) throws(SectionedChangeSetError) {
            guard path.section >= 0, path.section < newItemCounts.count else {
                throw .sectionOutOfRange(path, in: .new, sectionCount: newItemCounts.count)
            }
            guard sectionSources[path.section] != nil else { throw .itemInInsertedSection(path) }
            guard path.item >= 0, path.item < newItemCounts[path.section] else {
                throw .items(.outOfRange(path, in: .new, count: newItemCounts[path.section]))
            }
            guard !newTaken[path.section][path.item] else { throw .items(.duplicate(path, in: .new)) }
            newTaken[path.section][path.item] = true
            added[path.section] += 1
        }

        for path in items.deletes { try takeOld(path) }
        for path in items.inserts { try takeNew(path) }
        for move in items.moves {
            try takeOld(move.from)
            try takeNew(move.to)
            slots[move.to.section][move.to.item] = move.from
        }
        for (section, source) in sectionSources.enumerated() {
            guard let source else { continue }
            let oldCount = oldItemCounts[source]
            let newCount = newItemCounts[section]
            guard oldCount - removed[source] == newCount - added[section] else {
                throw .itemCountMismatch(
                    section: section, old: oldCount, removed: removed[source], inserted: added[section], new: newCount)
            }
            // Untouched items of the source section fill the free slots in their old order.
            var next = 0
            for item in 0..<newCount where !newTaken[section][item] {
                while oldTaken[source][next] { next += 1 }
                slots[section][item] = ItemPath(section: source, item: next)
                next += 1
            }
        }
        for update in items.updates {
            let new = update.new
            guard new.section >= 0, new.section < newItemCounts.count, new.item >= 0, new.item < newItemCounts[new.section]
            else {
                throw .items(
                    .outOfRange(new, in: .new, count: newItemCounts.indices.contains(new.section) ? newItemCounts[new.section] : 0))
            }
            guard slots[new.section][new.item] == update.old else {
                throw .items(.updateMismatch(old: update.old, new: new))
            }
        }
        return Sources(sections: sectionSources, items: slots)
    }

    /// Applies the batch to `old` the way a collection view would, and returns the result.
    ///
    /// Sections and items that stay or move keep their **old** value; inserted sections
    /// and items, updated section models and updated items take theirs from `new`. So the
    /// result equals `new` exactly when the change set is right: the oracle the tests use.
    ///
    /// - Throws: ``SectionedChangeSetError`` when the batch is not valid for these snapshots.
    /// - Complexity: O(*S* + *N*).
    public func apply<Model, Element>(
        to old: [ArraySection<Model, Element>],
        taking new: [ArraySection<Model, Element>]
    ) throws(SectionedChangeSetError) -> [ArraySection<Model, Element>] {
        let resolved = try sources(
            oldItemCounts: old.map(\.elements.count),
            newItemCounts: new.map(\.elements.count)
        )
        var result: [ArraySection<Model, Element>] = []
        result.reserveCapacity(new.count)
        for (section, source) in resolved.sections.enumerated() {
            guard let source else {
                result.append(new[section])
                continue
            }
            var elements: [Element] = []
            elements.reserveCapacity(new[section].elements.count)
            for (item, origin) in resolved.items[section].enumerated() {
                elements.append(origin.map { old[$0.section].elements[$0.item] } ?? new[section].elements[item])
            }
            result.append(ArraySection(model: old[source].model, elements: elements))
        }
        for update in sections.updates {
            result[update.new].model = new[update.new].model
        }
        for update in items.updates {
            result[update.new.section].elements[update.new.item] = new[update.new.section].elements[update.new.item]
        }
        return result
    }
}
