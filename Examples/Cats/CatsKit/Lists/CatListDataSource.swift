import TrellisDiff
import TrellisLists
import TrellisViews

/// A list of cats grouped by origin: all of them, or the favorites.
/// AAPL's `AAPLCatListDataSource`, on a ``SectionedDataSource``.
@MainActor
public final class CatListDataSource: SectionedDataSource<Origin, CatRow> {
    public let store: CatStore
    /// Whether the list shows only favorites.
    public let showingFavorites: Bool
    /// The store's favorite changes, heard while this list lives.
    private var favoritesSubscription: FavoritesSubscription?

    public init(store: CatStore, showingFavorites: Bool, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.store = store
        self.showingFavorites = showingFavorites
        super.init(scheduler: scheduler)
        title = showingFavorites ? "Favorites" : "All"
        if showingFavorites {
            noContentTitle = "No Favorites"
            noContentMessage = "Press f on a cat to make it a favorite."
        } else {
            noContentTitle = "No Cats"
            noContentMessage = "The catalog is empty."
        }
        errorTitle = "Unable To Load Cats"
        var header = SupplementaryMetrics(key: "origin")
        header.isPinned = true
        header.style = Style(bold: true)
        header.configure = { view, dataSource, section in
            guard let list = dataSource as? CatListDataSource, list.sections.indices.contains(section) else { return }
            (view as? Label)?.text = "\(list.sectionModel(at: section).name) (\(list.sections[section].elements.count))"
        }
        defaultMetrics.headers = [header]
        favoritesSubscription = store.observeFavorites { [weak self] in self?.refreshFromStore() }
    }

    public override func loadContent() {
        let refresh = loadingState != .initial
        loadContent { loading in
            Task { @MainActor in
                do {
                    _ = try await self.store.loadCats(refresh: refresh)
                    guard loading.isCurrent else { return loading.ignore() }
                    let sections = self.store.sections(favoritesOnly: self.showingFavorites)
                    if sections.isEmpty {
                        loading.updateWithNoContent { $0.setSections([]) }
                    } else {
                        loading.updateWithContent { $0.setSections(sections) }
                    }
                } catch {
                    // A load that a newer one replaced must not touch what the list shows.
                    guard loading.isCurrent else { return loading.ignore() }
                    self.errorMessage = String(describing: error)
                    loading.done(error: error)
                }
            }
        }
    }

    /// Shows the store's current favorites (after a toggle), through the diff.
    func refreshFromStore() {
        guard loadingState == .contentLoaded || loadingState == .noContent else { return }
        setSections(store.sections(favoritesOnly: showingFavorites))
    }

    /// The row at a path.
    public func row(at path: ItemPath) -> CatRow? {
        guard sections.indices.contains(path.section), sections[path.section].elements.indices.contains(path.item) else { return nil }
        return sections[path.section].elements[path.item]
    }
}
