import Foundation
import TrellisData

/// The contract between the Cats app and `cats-server`: versions, the shared secret and
/// every endpoint, in one place (Facebook's `NSURL (FBFoundation)`: no URL is spelled
/// anywhere else). The server registers its routes from ``Route``; the app sends requests
/// made by the `Endpoint` functions below, so both read the same paths.
///
/// | method | path | body | answer |
/// |---|---|---|---|
/// | GET | `/version` | | ``ServerVersion`` |
/// | GET | `/breeds` | | `[Breed]`, each with `favorite_count` (``FavoriteCount``), and an `ETag`: 304 for an `If-None-Match` naming it |
/// | GET | `/breeds/{id}` | | ``Breed`` with `favorite_count` |
/// | GET | `/breeds/{id}/sightings?limit=&before=` | | `[Sighting]`, newest first, a page of at most 100 (``SightingsPage``) |
/// | POST | `/breeds/{id}/sightings` | ``SightingReport`` | ``Sighting``: 201, or 200 for a `report_id` already taken (idempotent); 429 past a user's rate, 403 past their 1,000 |
/// | GET | `/breeds/{id}/confirmations` | | ``ConfirmationList`` for the token's user |
/// | PUT | `/sightings/{id}/confirmation` | | ``SightingConfirmation`` (idempotent) |
/// | DELETE | `/sightings/{id}/confirmation` | | ``SightingConfirmation`` (idempotent) |
/// | POST | `/session` | ``SignInRequest`` | ``SignInResponse`` |
/// | GET | `/user` | | ``CatsUser`` |
/// | GET | `/favorites` | | ``FavoriteList`` |
/// | PUT | `/favorites` | ``FavoriteList`` (the whole order) | 204 |
/// | PUT | `/favorites/{id}` | | 204 (idempotent: adding twice is one favorite) |
/// | DELETE | `/favorites/{id}` | | 204 (idempotent) |
///
/// Every request is signed (``TrellisData/RequestSigner``); all but `/version`, the `GET`s of
/// `/breeds…` and `POST /session` also carry `authorization: Bearer <token>`. Errors are
/// ``APIErrorBody`` with 400 (malformed body; a sighting report names each bad field; a path
/// id or query value that is not one), 401 (bad or replayed signature, bad token), 403, 404,
/// 409 (a report id another user took), 429 (a rate or share spent, with `Retry-After`), or
/// 503 (fault injection, or the server's connection cap).
public enum CatsAPI {
    /// The API version this build speaks.
    public static let apiVersion = 1
    /// The app's version, sent with every signed request and shown in settings.
    public static let appVersion = "1.0.0"
    /// The secret shared by the demo app and the demo server. A real app would not ship its
    /// secret in source; `cats --secret` and `cats-server --secret` override it.
    public static let demoSecret = AppSecret("cats-demo-secret-2026")

    /// The server's route patterns, in Hummingbird's syntax (`:id` is a parameter).
    public enum Route {
        public static let version = "/version"
        public static let breeds = "/breeds"
        public static let breed = "/breeds/:id"
        public static let sightings = "/breeds/:id/sightings"
        public static let session = "/session"
        public static let user = "/user"
        public static let favorites = "/favorites"
        public static let favorite = "/favorites/:id"
    }
}

extension Endpoint where Response == ServerVersion {
    /// `GET /version`.
    public static func serverVersion() -> Endpoint { .json(path: "version") }
}

extension Endpoint where Response == [Breed] {
    /// `GET /breeds`: the whole catalog, decoded as entities.
    public static func breeds() -> Endpoint { .entities(Breed.self, path: "breeds") }
}

extension Endpoint where Response == Breed {
    /// `GET /breeds/{id}`.
    public static func breed(_ id: Int64) -> Endpoint { .entity(Breed.self, path: "breeds", String(id)) }
}

extension Endpoint where Response == Sighting {
    /// `POST /breeds/{id}/sightings`: report a sighting; the answer is the sighting as the
    /// server stored it (with its id), the same one for a resend of the same report.
    public static func reportSighting(_ report: SightingReport, of breedID: Int64) -> Endpoint {
        let stored = Endpoint.entity(Sighting.self, path: "breeds", String(breedID), "sightings")
        return Endpoint(method: .post, path: stored.path, body: CatsAPI.encode(report), headers: [("content-type", "application/json")]) {
            data throws(NetworkError) in try stored.decodeResponse(data)
        }
    }
}

extension Endpoint where Response == SignInResponse {
    /// `POST /session`.
    public static func signIn(_ user: String) -> Endpoint {
        .json(.post, path: "session", body: CatsAPI.encode(SignInRequest(user: user)))
    }
}

extension Endpoint where Response == CatsUser {
    /// `GET /user`: who the token belongs to.
    public static func currentUser() -> Endpoint { .json(path: "user") }
}

extension Endpoint where Response == FavoriteList {
    /// `GET /favorites`; a list that repeats an id is ``TrellisData/NetworkError/decoding(field:message:)``
    /// naming it (a hostile server's 13,600 copies of one id were taken as 13,600 favorites).
    public static func favorites() -> Endpoint {
        let plain = Endpoint.json(path: "favorites")
        return Endpoint(path: plain.path) { data throws(NetworkError) in
            let list = try plain.decodeResponse(data)
            var seen = Set<Int64>()
            for (index, id) in list.breedIDs.enumerated() where !seen.insert(id).inserted {
                throw .decoding(field: "breed_ids[\(index)]", message: "breed \(id) appears more than once in the favorites")
            }
            return list
        }
    }
}

extension Endpoint where Response == Empty {
    /// `PUT /favorites/{id}`: make a breed a favorite (at the end of the order).
    public static func addFavorite(_ breedID: Int64) -> Endpoint { .send(.put, path: "favorites", String(breedID)) }
    /// `DELETE /favorites/{id}`.
    public static func removeFavorite(_ breedID: Int64) -> Endpoint { .send(.delete, path: "favorites", String(breedID)) }
    /// `PUT /favorites`: replace the whole list (a reorder).
    public static func setFavorites(_ list: FavoriteList) -> Endpoint { .send(.put, path: "favorites", body: CatsAPI.encode(list)) }
}

extension CatsAPI {
    /// JSON for a request or response body, keys sorted so bodies (and their signatures) are
    /// stable.
    public static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding these plain value types cannot fail; a failure is a programming error.
        do { return try encoder.encode(value) } catch { preconditionFailure("CatsAPI.encode: \(value) is not encodable: \(error)") }
    }
}
