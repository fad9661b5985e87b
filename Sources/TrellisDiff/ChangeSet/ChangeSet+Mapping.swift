extension ChangeSet where Index == Int {
    /// The same changes as item changes of one section: how a single-section data source
    /// turns its flat diff into a list batch.
    ///
    /// - Complexity: O(*c*) for *c* changes.
    public func inSection(_ section: Int) -> ChangeSet<ItemPath> {
        func path(_ item: Int) -> ItemPath { ItemPath(section: section, item: item) }
        return ChangeSet<ItemPath>(
            deletes: deletes.map(path),
            inserts: inserts.map(path),
            moves: moves.map { .init(from: path($0.from), to: path($0.to)) },
            updates: updates.map { .init(old: path($0.old), new: path($0.new)) }
        )
    }

    /// The same changes with every position shifted by `offset`.
    ///
    /// - Complexity: O(*c*).
    public func offset(by offset: Int) -> ChangeSet<Int> {
        guard offset != 0 else { return self }
        return ChangeSet(
            deletes: deletes.map { $0 + offset },
            inserts: inserts.map { $0 + offset },
            moves: moves.map { .init(from: $0.from + offset, to: $0.to + offset) },
            updates: updates.map { .init(old: $0.old + offset, new: $0.new + offset) }
        )
    }
}

extension SectionedChangeSet {
    /// The same changes with every section index, of sections and of item paths, shifted by
    /// `offset`: how a composed data source re-emits a child's batch in its own index space.
    ///
    /// - Complexity: O(*c*) for *c* changes.
    public func offsettingSections(by offset: Int) -> SectionedChangeSet {
        guard offset != 0 else { return self }
        func shift(_ path: ItemPath) -> ItemPath { ItemPath(section: path.section + offset, item: path.item) }
        return SectionedChangeSet(
            sections: sections.offset(by: offset),
            items: ChangeSet<ItemPath>(
                deletes: items.deletes.map(shift),
                inserts: items.inserts.map(shift),
                moves: items.moves.map { .init(from: shift($0.from), to: shift($0.to)) },
                updates: items.updates.map { .init(old: shift($0.old), new: shift($0.new)) }
            )
        )
    }
}
