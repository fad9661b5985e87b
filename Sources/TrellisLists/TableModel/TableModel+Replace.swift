import TrellisDiff

extension TableModel {
    /// Replaces the row at `path` with `row`: an item update, the row keeping its place.
    /// (Nimbus's `NIMutableTableViewModel` leaves this to its caller; a list needs it to
    /// show a changed value without a delete and an insert.)
    @discardableResult
    public mutating func replaceRow(at path: ItemPath, with row: Row) -> SectionedChangeSet {
        precondition(self.row(at: path) != nil, "TableModel.replaceRow(at:with:): \(path) is outside the model (row counts \(rowCounts))")
        sections[path.section].rows[path.item] = row
        return SectionedChangeSet(items: ChangeSet(updates: [.init(old: path, new: path)]))
    }
}
