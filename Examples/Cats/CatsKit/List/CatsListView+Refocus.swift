import TrellisDiff
import TrellisLists
import TrellisViews

extension CatsListView {
    /// Focuses breed `id`'s row in the segment shown; returns whether the row is there.
    @discardableResult
    public func focusBreed(_ id: Int64) -> Bool {
        let source = segments.selectedDataSource === favorites ? favorites : all
        for (section, rows) in source.sections.enumerated() {
            guard let item = rows.elements.firstIndex(where: { $0.id == id }) else { continue }
            let path = ItemPath(section: section, item: item)
            list.focusItem(at: path)
            return list.focusedPath == path
        }
        return false
    }

    /// Focuses breed `id`'s row now, or as soon as the segment's rows arrive (a view made
    /// again in a new theme gets its rows from its reactor a moment after it is shown).
    public func focusBreedWhenShown(_ id: Int64) {
        guard !focusBreed(id) else { return }
        let refocus = BreedRefocus(view: self, id: id)
        pendingRefocus = refocus
        segments.addObserver(refocus)
    }
}

/// Waits for breed `id`'s row to be shown, focuses it once, and stops listening.
@MainActor
private final class BreedRefocus: DataSourceObserver {
    weak var view: CatsListView?
    let id: Int64

    init(view: CatsListView, id: Int64) {
        self.view = view
        self.id = id
    }

    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { retry(dataSource) }
    func dataSourceDidReloadData(_ dataSource: DataSource) { retry(dataSource) }

    private func retry(_ dataSource: DataSource) {
        guard let view, view.pendingRefocus === self else { return dataSource.removeObserver(self) }
        if view.focusBreed(id) {
            dataSource.removeObserver(self)
            view.pendingRefocus = nil
        }
    }
}
