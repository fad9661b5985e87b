import CatsAPI
import Hummingbird

extension CatsRoutes {
    /// `GET`/`PUT /favorites` and `PUT`/`DELETE /favorites/{id}`, all for the token's user.
    /// Under `--fail-favorites` every write answers 503 once the user is known.
    func registerFavorites<Context: RequestContext>(on router: Router<Context>) {
        router.get(RouterPath(CatsAPI.Route.favorites)) { request, _ in
            let user = try await user(request)
            return Response.json(CatsAPI.encode(FavoriteList(breedIDs: try await store.favorites(of: user.id))))
        }
        router.put(RouterPath(CatsAPI.Route.favorites)) { request, _ in
            let user = try await writer(request)
            let list: FavoriteList = try await Self.decodeBody(request, as: "favorite list")
            try await refusing(unknownBreed: .badRequest) { try await store.setFavorites(list.breedIDs, for: user.id) }
            return Response.noContent
        }
        router.put(RouterPath(CatsAPI.Route.favorite)) { request, context in
            let user = try await writer(request)
            let id = try Self.breedID(context)
            try await refusing(unknownBreed: .notFound) { try await store.addFavorite(id, for: user.id) }
            return Response.noContent
        }
        router.delete(RouterPath(CatsAPI.Route.favorite)) { request, context in
            let user = try await writer(request)
            let id = try Self.breedID(context)
            try await refusing(unknownBreed: .notFound) { try await store.removeFavorite(id, for: user.id) }
            return Response.noContent
        }
    }

    /// The user of a favorites write, or a 403 refusal under `--fail-favorites` (the app then
    /// drops the change and rolls back, as it does for any definitive refusal); held back
    /// first under `--delay-favorites`.
    func writer(_ request: Request) async throws -> CatsUser {
        let user = try await user(request)
        if faults.favoritesDelay > .zero { try await Task.sleep(for: faults.favoritesDelay) }
        if faults.failFavorites { throw APIFailure(.forbidden, FaultInjection.favoritesFailure) }
        return user
    }

    /// Runs a favorites write, turning its refusals into answers: an unknown breed is
    /// `unknownBreed` (404 in a path, 400 in a list); a repeated id is 400.
    func refusing(unknownBreed: HTTPResponse.Status, _ write: () async throws -> Void) async throws {
        do {
            try await write()
        } catch let refusal as FavoritesRefusal {
            switch refusal {
            case .unknownBreed(let id): throw APIFailure(unknownBreed, "there is no breed \(id)")
            case .repeated(let id): throw APIFailure(.badRequest, "breed \(id) appears twice in breed_ids")
            }
        }
    }
}
