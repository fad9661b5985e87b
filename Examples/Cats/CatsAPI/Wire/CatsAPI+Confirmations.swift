import TrellisData

// The confirmation endpoints (`SightingConfirmation` holds their bodies).

extension CatsAPI.Route {
    /// `GET /breeds/{id}/confirmations`.
    public static let confirmations = "/breeds/:id/confirmations"
    /// `PUT`/`DELETE /sightings/{id}/confirmation`.
    public static let confirmation = "/sightings/:id/confirmation"
}

extension Endpoint where Response == ConfirmationList {
    /// `GET /breeds/{id}/confirmations`; a list that names a sighting twice is
    /// ``TrellisData/NetworkError/decoding(field:message:)`` naming the entry.
    public static func confirmations(of breedID: Int64) -> Endpoint {
        let plain = Endpoint.json(path: "breeds", String(breedID), "confirmations")
        return Endpoint(path: plain.path) { data throws(NetworkError) in
            let list = try plain.decodeResponse(data)
            var seen = Set<Int64>()
            for (index, entry) in list.confirmations.enumerated() where !seen.insert(entry.sightingID).inserted {
                throw .decoding(field: "confirmations[\(index)]", message: "sighting \(entry.sightingID) appears more than once")
            }
            return list
        }
    }
}

extension Endpoint where Response == SightingConfirmation {
    /// `PUT /sightings/{id}/confirmation` (`confirmed`) or `DELETE` (not): idempotent; the
    /// answer is the sighting's count after it.
    public static func confirm(_ sightingID: Int64, _ confirmed: Bool) -> Endpoint {
        .json(confirmed ? .put : .delete, path: "sightings", String(sightingID), "confirmation")
    }
}
