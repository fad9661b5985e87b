import CatsAPI
import GRDB
import NIOCore

extension ServerStore {
    /// A page of breed `id`'s sightings, newest (highest id) first: those older than
    /// `before` when given, at most `limit`; nil when there is no such breed.
    ///
    /// - Complexity: O(`limit`) rows, by the `sighting.breed_id` index and the rowid.
    public func sightings(of id: Int64, before: Int64? = nil, limit: Int = CatsAPI.SightingsPage.maximumLimit) async throws
        -> [Sighting]?
    {
        try await database.read { [logger] db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM breed WHERE id = ?)", arguments: [id]) == true else {
                return nil
            }
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM sighting WHERE breed_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
                arguments: [id, before ?? Int64.max, limit])
            return Self.readable(rows, as: Sighting.self, logger: logger)
        }
    }

    /// The page as `GET /breeds/{id}/sightings` answers it: encoded, with the next page's
    /// target when this one is full. The first full-size page of a breed is encoded once
    /// until a report (``SightingPageCache``).
    func sightingsPage(of id: Int64, before: Int64?, limit: Int) async throws -> SightingPageCache.Page? {
        let make = { () async throws -> SightingPageCache.Page? in
            guard let page = try await sightings(of: id, before: before, limit: limit) else { return nil }
            let next = page.count == limit ? page.last.map { CatsAPI.SightingsPage.next(of: id, after: $0.id, limit: limit) } : nil
            return SightingPageCache.Page(buffer: ByteBuffer(bytes: CatsAPI.encode(page)), next: next)
        }
        guard before == nil, limit == CatsAPI.SightingsPage.maximumLimit else { return try await make() }
        return try await sightingPages.firstPage(of: id, make)
    }
}
