import TrellisDiff

/// Following a model someone else owns (a reactor's state) with the mutable model's own
/// mutations, so a list sees inserts and deletes, never a reload.
extension TableModelDataSource where Row: Identifiable & Equatable {
    /// Changes the model into `target` with the mutations of Nimbus's
    /// `NIMutableTableViewModel`, reported as one batch: rows and sections that are gone
    /// are removed, new ones inserted, and a kept row whose content changed is replaced in
    /// place (an item update). Sections are matched by their header and footer titles,
    /// rows within a matched section by `id`, both in order; a section or row that only
    /// moved is removed and inserted again. An unchanged model reports nothing.
    ///
    /// ```swift
    /// reactor.observe(\.table) { source.transition(to: $0) }   // "cats-server" row: one insert
    /// ```
    ///
    /// - Complexity: O(*n*) for *n* rows, plus one batch of that many changes at most.
    public func transition(to target: TableModel<Row>) {
        guard model.sections != target.sections else { return }
        let sectionMatches = Self.match(model.sections.map(Self.sectionKey), target.sections.map(Self.sectionKey))
        performBatchUpdates {
            // Matched rows first, at their old paths: every later path still names them.
            var rowMatches: [Int: [Int: Int]] = [:]  // old section → old row → new row
            var keptRows: [Int: Set<Int>] = [:]  // new section → its matched rows
            for (old, new) in sectionMatches {
                let rows = Self.match(model.sections[old].rows.map(\.id), target.sections[new].rows.map(\.id))
                rowMatches[old] = rows
                keptRows[new] = Set(rows.values)
                for (oldRow, newRow) in rows where model.sections[old].rows[oldRow] != target.sections[new].rows[newRow] {
                    replaceRow(at: ItemPath(section: old, item: oldRow), with: target.sections[new].rows[newRow])
                }
            }
            // Deletes, last first.
            for old in model.sections.indices.reversed() {
                guard let rows = rowMatches[old] else {
                    removeSection(at: old)
                    continue
                }
                for row in model.sections[old].rows.indices.reversed() where rows[row] == nil {
                    removeRow(at: ItemPath(section: old, item: row))
                }
            }
            // Inserts, first first: what is left is the matched content, in target order.
            for (new, section) in target.sections.enumerated() {
                guard let kept = keptRows[new] else {
                    insertSection(section, at: new)
                    continue
                }
                for (item, row) in section.rows.enumerated() where !kept.contains(item) {
                    insert(row, at: ItemPath(section: new, item: item))
                }
            }
        }
    }

    /// Replaces the row at `path` with `row` (an item update).
    public func replaceRow(at path: ItemPath, with row: Row) {
        apply { $0.replaceRow(at: path, with: row) }
    }

    private static func sectionKey(_ section: TableSection<Row>) -> [String?] { [section.header, section.footer] }

    /// Pairs equal keys of `old` and `new` in order (old index → new index): each new key
    /// takes the first unpaired old one after the last pair, so pairs never cross.
    private static func match<Key: Hashable>(_ old: [Key], _ new: [Key]) -> [Int: Int] {
        var positions: [Key: [Int]] = [:]
        for (index, key) in old.enumerated() { positions[key, default: []].append(index) }
        var pairs: [Int: Int] = [:]
        var after = -1
        for (index, key) in new.enumerated() {
            guard let found = positions[key]?.first(where: { $0 > after }) else { continue }
            pairs[found] = index
            after = found
        }
        return pairs
    }
}
