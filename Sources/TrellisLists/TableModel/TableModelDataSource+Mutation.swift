import TrellisDiff

/// Nimbus's `NIMutableTableViewModel` as a data source: each mutation changes the model
/// and reports the change set the model returned as one batch.
extension TableModelDataSource {
    /// Changes the model with `mutation` and reports the change set it returns.
    ///
    /// ```swift
    /// source.apply { $0.insertSection(TableSection(header: "New"), at: 0) }
    /// ```
    public func apply(_ mutation: (inout TableModel<Row>) -> SectionedChangeSet) {
        let changes = mutation(&model)
        modelDidChange(changes)
    }

    /// Appends `row` to the last section (making an untitled one if there is none).
    public func append(_ row: Row) {
        apply { $0.append(row) }
    }

    /// Inserts `row` at `path`.
    public func insert(_ row: Row, at path: ItemPath) {
        apply { $0.insert(row, at: path) }
    }

    /// Removes the row at `path` and returns it.
    @discardableResult
    public func removeRow(at path: ItemPath) -> Row {
        let (row, changes) = model.removeRow(at: path)
        modelDidChange(changes)
        return row
    }

    /// Appends a section.
    public func appendSection(_ section: TableSection<Row>) {
        apply { $0.appendSection(section) }
    }

    /// Inserts a section at `index`.
    public func insertSection(_ section: TableSection<Row>, at index: Int) {
        apply { $0.insertSection(section, at: index) }
    }

    /// Removes the section at `index`.
    public func removeSection(at index: Int) {
        apply { $0.removeSection(at: index) }
    }

    /// Replaces the whole model: observers reload.
    public func setModel(_ newModel: TableModel<Row>) {
        model = newModel
        modelDidChange(nil)
    }

    /// Reports `changes` (or a reload), and recompiles the index when the sections changed.
    private func modelDidChange(_ changes: SectionedChangeSet?) {
        guard let changes else {
            invalidateSectionIndex()
            return notifyDidReloadData()
        }
        let sectionsChanged = !changes.sections.isEmpty
        if sectionsChanged { invalidateSectionIndex() }
        notifyDidApply(changes)
    }
}
