import TrellisViews

// The list's check that every item it shows has a cell: a typed error when the list is
// bound, never a trap while it draws.

extension CollectionView {
    /// Checks the registry against the item types the data source shows, when the list
    /// was just bound, its items changed, or the registry did since the last check: before
    /// any cell is made for them. A type (or, for a protocol or per-subclass registration,
    /// an item) nothing maps is reported once, as ``CellRegistryError/noCellType(itemType:registered:)``,
    /// to ``registrationErrorHandler`` and kept in ``registrationError``; a check that
    /// finds nothing missing clears it.
    ///
    /// - Complexity: O(*c*) for *c* typed data sources in the tree, each type looked up
    ///   once per registry change; O(*n*) for their *n* items only when a type alone does
    ///   not tell.
    func checkRegistrationsIfNeeded() {
        guard needsRegistrationCheck || checkedRegistryGeneration != registry.generation else { return }
        needsRegistrationCheck = false
        checkedRegistryGeneration = registry.generation
        var types: [ShownItemType] = []
        dataSource.appendShownItemTypes(to: &types)
        for type in types {
            if let missing = type.firstUnshowable(registry) {
                return reportRegistrationError(.noCellType(itemType: missing, registered: registry.registrations))
            }
        }
        registrationError = nil
    }

    /// Keeps `error` and reports it, unless it is the one already reported.
    func reportRegistrationError(_ error: CellRegistryError) {
        guard error != registrationError else { return }
        registrationError = error
        registrationErrorHandler(error)
    }
}
