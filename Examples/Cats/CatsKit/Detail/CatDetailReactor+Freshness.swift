import Foundation
import TrellisData

extension CatDetailReactor {
    /// What a finished load of `part` (shown in `segment`) says about its age: the
    /// catalog's last sync time of `part`, and offline when the load's refresh failed while
    /// the sync says the server cannot be reached (a server that answered with an error is
    /// not "offline"; the status line says what it answered). Without a server nothing
    /// syncs, so there is no age to tell (`nil`).
    func freshness(
        under staleness: CatsStaleness
    ) -> @Sendable (CatalogPart, CatDetailSegment, (any Error)?) async -> Mutation {
        let (catalog, sync) = (services.catalog, services.sync)
        return { part, segment, networkError in
            var isOffline = false
            switch sync.connectivity.current {
            case .local: return .freshness(segment, nil)
            case .offline: isOffline = networkError != nil
            case .online: break
            }
            let lastSynced = await catalog.lastSynced(part)
            return .freshness(segment, CatsFreshness(lastSynced: lastSynced, isOffline: isOffline, checkedAt: staleness.now()))
        }
    }
}
