import TrellisDiff
import TrellisLists
import TrellisViews

// `cats://cat/<id>/sighting/<id>`: the detail on its Sightings segment, landing on one
// sighting once the segment's data source has loaded (AAPL's `whenLoaded:`).

extension CatDetailScreen {
    /// Selects the Sightings segment and, once its sightings have loaded (the data
    /// source's `whenLoaded`, however long the load takes), focuses sighting `id`: the
    /// list scrolls to it and highlights it. A sighting the loaded list does not hold is
    /// said on the status line ("breed 3 has no sighting 999"), and the list stays as it is.
    /// Nothing happens after a failed load (the error placeholder says why) or when the
    /// user has gone back to Details meanwhile.
    ///
    /// ```swift
    /// let screen = CatDetailScreen(breedID: 3, context: context)
    /// screen.showSighting(17)      // before or after the screen appears
    /// navigator.push(screen)       // Sightings loads; sighting 17 is focused when it lands
    /// ```
    public func showSighting(_ id: Int64) {
        detailReactor.send(.select(.sightings))
        contentView.sightings.whenLoaded { [weak self] in self?.landOnSighting(id) }
    }

    /// Focuses sighting `id` in the loaded Sightings, or says it is not there.
    private func landOnSighting(_ id: Int64) {
        let view = contentView
        guard detailReactor.currentState.segment == .sightings, view.sightings.loadingState != .error else { return }
        let rows = view.sightings.items
        guard let row = rows.firstIndex(where: { $0.id == id }) else {
            view.context.status.show(StatusMessage("breed \(breedID) has no sighting \(id)", kind: .error))
            return
        }
        view.list.focusItem(at: ItemPath(section: 0, item: row))
    }
}
