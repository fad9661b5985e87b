import TrellisDiff

/// Nimbus's `NIMutableTableViewModel`: every mutation returns the change set a list applies.
extension TableModel {
    /// Appends `row` to the last section (creating an untitled one if there is none).
    @discardableResult
    public mutating func append(_ row: Row) -> SectionedChangeSet {
        var changes = SectionedChangeSet()
        if sections.isEmpty {
            sections.append(TableSection())
            changes.sections.inserts = [0]
            sections[0].rows.append(row)
            return changes
        }
        let section = sections.count - 1
        sections[section].rows.append(row)
        changes.items.inserts = [ItemPath(section: section, item: sections[section].rows.count - 1)]
        return changes
    }

    /// Inserts `row` at `path`.
    @discardableResult
    public mutating func insert(_ row: Row, at path: ItemPath) -> SectionedChangeSet {
        precondition(
            sections.indices.contains(path.section) && (0...sections[path.section].rows.count).contains(path.item),
            "TableModel.insert(_:at:): \(path) is outside the model (row counts \(rowCounts))")
        sections[path.section].rows.insert(row, at: path.item)
        return SectionedChangeSet(items: ChangeSet(inserts: [path]))
    }

    /// Removes the row at `path` and returns it with the change set.
    @discardableResult
    public mutating func removeRow(at path: ItemPath) -> (row: Row, changes: SectionedChangeSet) {
        precondition(row(at: path) != nil, "TableModel.removeRow(at:): \(path) is outside the model (row counts \(rowCounts))")
        let removed = sections[path.section].rows.remove(at: path.item)
        return (removed, SectionedChangeSet(items: ChangeSet(deletes: [path])))
    }

    /// Appends a section.
    @discardableResult
    public mutating func appendSection(_ section: TableSection<Row>) -> SectionedChangeSet {
        insertSection(section, at: sections.count)
    }

    /// Inserts a section at `index`.
    @discardableResult
    public mutating func insertSection(_ section: TableSection<Row>, at index: Int) -> SectionedChangeSet {
        precondition((0...sections.count).contains(index), "TableModel.insertSection(_:at:): \(index) is outside 0...\(sections.count)")
        sections.insert(section, at: index)
        return SectionedChangeSet(sections: ChangeSet(inserts: [index]))
    }

    /// Removes the section at `index`.
    @discardableResult
    public mutating func removeSection(at index: Int) -> SectionedChangeSet {
        precondition(sections.indices.contains(index), "TableModel.removeSection(at:): \(index) is outside 0..<\(sections.count)")
        sections.remove(at: index)
        return SectionedChangeSet(sections: ChangeSet(deletes: [index]))
    }
}
