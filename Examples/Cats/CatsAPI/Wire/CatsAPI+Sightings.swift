import TrellisData

extension CatsAPI {
    /// How `GET /breeds/{id}/sightings` pages its list: newest first (by id), at most
    /// ``maximumLimit`` a page; `?limit=` asks for fewer, `?before=<id>` for the page of
    /// sightings older than that id. A full page carries a `Link` header to the next one
    /// (RFC 8288, `rel="next"`), whose `before` is the last id of the page.
    ///
    /// The whole list was one answer: 300 sightings of 64 KB made it 19.3 MB, over the app's
    /// 16 MiB response limit, and every app showed the breed's sightings offline for good.
    ///
    /// ```swift
    /// let newest = try await networker.send(.sightings(of: 3))                  // up to 100
    /// let older = try await networker.send(.sightings(of: 3, before: newest.last!.id))
    /// ```
    public enum SightingsPage {
        /// The most sightings one page holds; a larger `limit` is 400.
        public static let maximumLimit = 100

        /// The target of the page after a full one that ended with `lastID`.
        public static func next(of breedID: Int64, after lastID: Int64, limit: Int) -> String {
            "/breeds/\(breedID)/sightings?before=\(lastID)&limit=\(limit)"
        }
    }
}

extension Endpoint where Response == [Sighting] {
    /// `GET /breeds/{id}/sightings`: a page of the breed's sightings, newest first, older
    /// than `before` when given, at most `limit` (1…``CatsAPI/SightingsPage/maximumLimit``).
    public static func sightings(of breedID: Int64, before: Int64? = nil, limit: Int = CatsAPI.SightingsPage.maximumLimit) -> Endpoint {
        let plain = Endpoint.entities(Sighting.self, path: "breeds", String(breedID), "sightings")
        var query = [(name: "limit", value: String(limit))]
        if let before { query.insert((name: "before", value: String(before)), at: 0) }
        return Endpoint(path: plain.path, query: query) { data throws(NetworkError) in try plain.decodeResponse(data) }
    }
}
