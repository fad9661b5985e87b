import TrellisData
import TrellisShell

/// A module that can tell, before its screen is shown, that a link it claims names nothing:
/// the router matches `cats://cat/999` (an integer id), but there is no breed 999.
///
/// The router's patterns know the shape of a link, not the data; a module that owns the
/// data answers whether the link's target exists. ``CatsShell/check(_:)`` asks the module
/// that claims a link, so `cats open cats://cat/999` exits 65 naming the breed and the
/// command palette shows why instead of opening an error screen.
@MainActor
protocol CatsLinkChecking {
    /// Returns when `route`'s target exists.
    ///
    /// - Throws: ``CatsLinkError`` naming what is missing, or why it could not be told.
    func check(_ route: RouteMatch<ModuleID>) async throws(CatsLinkError)
}

extension CatDetailModule {
    /// Whether the route's breed exists (``check(breed:in:)``), and for a sighting link,
    /// its sighting (``check(sighting:of:in:)``).
    func check(_ route: RouteMatch<ModuleID>) async throws(CatsLinkError) {
        guard let id = route.parameters.int("id") else { throw .missingParameter("id", link: route.url) }
        guard route.parameters.int("sighting") != nil else {
            return try await Self.check(breed: Int64(id), in: context.services.catalog)
        }
        let link = try Self.sightingLink(route)
        try await Self.check(breed: link.breed, in: context.services.catalog)
        try await Self.check(sighting: link.sighting, of: link.breed, in: context.services.catalog)
    }

    /// Reads the breed's sightings once (stored first, the server when nothing is stored):
    /// the sighting exists when they hold it.
    ///
    /// - Throws: ``CatsLinkError/unknownSighting(_:breed:)`` when they do not,
    ///   ``CatsLinkError/unavailableSightings(breed:reason:)`` when they could not be read.
    nonisolated static func check(sighting id: Int64, of breedID: Int64, in catalog: any CatsCatalog) async throws(CatsLinkError) {
        do {
            for try await loaded in catalog.sightings(of: breedID, policy: .cacheThenNetwork) {
                if loaded.value.contains(where: { $0.id == id }) { return }
            }
        } catch {
            throw .unavailableSightings(breed: breedID, reason: "\(error)")
        }
        throw .unknownSighting(id, breed: breedID)
    }

    /// Reads the breed once (stored first, the server when nothing is stored): a value
    /// means it exists.
    ///
    /// - Throws: ``CatsLinkError/unknownBreed(_:)`` when nothing is stored and there is
    ///   no server to ask (or the catalog ends without it),
    ///   ``CatsLinkError/unavailableBreed(_:reason:)`` when it could not be read.
    nonisolated static func check(breed breedID: Int64, in catalog: any CatsCatalog) async throws(CatsLinkError) {
        do {
            for try await _ in catalog.breed(breedID, policy: .cacheThenNetwork) { return }
        } catch DataAccessError.notCached {
            throw .unknownBreed(breedID)
        } catch {
            throw .unavailableBreed(breedID, reason: "\(error)")
        }
        throw .unknownBreed(breedID)
    }
}
