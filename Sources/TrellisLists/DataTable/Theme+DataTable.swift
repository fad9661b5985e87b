import TrellisViews

extension Theme {
    /// A ``DataTable`` styled by the theme: its header in `.tableHeader`, the sort arrow in
    /// `.tableSortIndicator`, the focused column's header in `.tableFocusedColumn`, the
    /// focused row in `.focused` (`.selected` while the table does not have focus).
    ///
    /// ```swift
    /// let table = theme.dataTable(dataSource: sightings, columns: columns)
    /// ```
    @MainActor
    public func dataTable<Item>(dataSource: ItemDataSource<Item>, columns: [DataTableColumn<Item>]) -> DataTable<Item> {
        let table = DataTable(dataSource: dataSource, columns: columns)
        table.headerStyle = self[.tableHeader]
        table.sortIndicatorStyle = self[.tableSortIndicator]
        table.focusedColumnStyle = self[.tableFocusedColumn]
        table.focusedRowStyle = self[.focused]
        table.selectedRowStyle = self[.selected]
        table.placeholderView.titleLabel.style = self[.title]
        table.placeholderView.messageLabel.style = self[.caption]
        return table
    }
}
