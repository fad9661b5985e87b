import CatsAPI
import Hummingbird

extension CatsRoutes {
    /// `GET /breeds/{id}/confirmations` and `PUT`/`DELETE /sightings/{id}/confirmation`, all
    /// for the token's user: 404 for an unknown breed or sighting.
    func registerConfirmations<Context: RequestContext>(on router: Router<Context>) {
        router.get(RouterPath(CatsAPI.Route.confirmations)) { request, context in
            let user = try await user(request)
            let id = try Self.breedID(context)
            guard let list = try await store.confirmations(ofBreed: id, for: user.id) else { throw Self.noBreed(id) }
            return Response.json(CatsAPI.encode(ConfirmationList(confirmations: list)))
        }
        router.put(RouterPath(CatsAPI.Route.confirmation)) { request, context in
            try await confirm(request, context, true)
        }
        router.delete(RouterPath(CatsAPI.Route.confirmation)) { request, context in
            try await confirm(request, context, false)
        }
    }

    private func confirm(_ request: Request, _ context: some RequestContext, _ confirmed: Bool) async throws -> Response {
        let user = try await user(request)
        let id = try Self.pathID(context, naming: "sighting")
        do {
            return Response.json(CatsAPI.encode(try await store.setConfirmed(id, confirmed, by: user.id)))
        } catch ConfirmationRefusal.unknownSighting(let id) {
            throw APIFailure(.notFound, "there is no sighting \(id)")
        }
    }
}
