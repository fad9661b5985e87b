import CatsAPI
import Foundation
import Hummingbird
import TrellisData

/// The handlers of every route in ``CatsAPI/CatsAPI``'s table, registered from
/// ``CatsAPI/CatsAPI/Route`` so the server and the app read the same paths.
///
/// Entities are encoded with their `Codable` conformance through ``CatsAPI/CatsAPI/encode(_:)``
/// (the wire field names); refusals are thrown as ``APIFailure``.
struct CatsRoutes: Sendable {
    let store: ServerStore
    let faults: FaultInjection
    let clock: @Sendable () -> Date
    let tokenLifetime: Duration
    let signIns: SignInLimiter
    let sightings: SightingLimiter
    /// The most sightings one user may have stored (``ServerLimits/maximumSightingsPerUser``).
    let sightingCap: Int

    func register(on router: Router<CatsRequestContext>) {
        router.get(RouterPath(CatsAPI.Route.version)) { _, _ in
            Response.json(CatsAPI.encode(ServerVersion(server: CatsServer.version, api: CatsAPI.apiVersion)))
        }
        router.get(RouterPath(CatsAPI.Route.breeds)) { request, _ in
            // Encoded once until a favorite moves a count; a client holding it gets 304.
            let catalog = try await store.catalogBody()
            if let tags = request.headers[.ifNoneMatch], CatalogCache.ifNoneMatch(tags, matches: catalog.etag) {
                return Response(status: .notModified, headers: [.eTag: catalog.etag, .cacheControl: "no-cache"])
            }
            var response = Response.json(catalog.buffer)
            response.headers[.eTag] = catalog.etag
            response.headers[.cacheControl] = "no-cache"
            return response
        }
        router.get(RouterPath(CatsAPI.Route.breed)) { _, context in
            let id = try Self.breedID(context)
            guard let breed = try await store.breed(id) else { throw Self.noBreed(id) }
            return Response.json(CatsAPI.encode(breed))
        }
        router.post(RouterPath(CatsAPI.Route.session)) { request, context in try await signIn(request, from: context.client) }
        router.get(RouterPath(CatsAPI.Route.user)) { request, _ in Response.json(CatsAPI.encode(try await user(request))) }
        registerFavorites(on: router)
        registerSightingPages(on: router)
        registerSightings(on: router)
        registerConfirmations(on: router)
    }

    /// `POST /session`: the body names the account; the answer carries a new token valid for
    /// the token lifetime. Rationed by ``SignInLimiter``, per `client` address and per user:
    /// 429 with `Retry-After` past it.
    func signIn(_ request: Request, from client: String) async throws -> Response {
        let sign: SignInRequest = try await Self.decodeBody(request, as: "sign-in request")
        guard CatsUser.isValidID(sign.user) else {
            throw APIFailure(.badRequest, "\"\(sign.user)\" is not a valid user id: use 1–32 lowercase letters, digits and -")
        }
        let now = clock()
        if let wait = await signIns.take(user: sign.user, address: client, at: now) {
            throw APIFailure.tooManyRequests("too many sign-ins: try again in \(wait) s", retryAfter: wait)
        }
        let token = Self.makeToken()
        let issued = SignatureVerifier.unixSeconds(now)
        let (expiry, overflow) = issued.addingReportingOverflow(tokenLifetime.components.seconds)
        let (user, created) = try await store.signIn(sign.user, token: token, expiry: overflow ? .max : expiry, now: issued)
        return Response.json(CatsAPI.encode(SignInResponse(user: user, token: token, created: created)))
    }

    /// The user of the request's bearer token.
    ///
    /// - Throws: 401 ``APIFailure/missingToken``, ``APIFailure/unknownToken`` or ``APIFailure/expiredToken``.
    func user(_ request: Request) async throws -> CatsUser {
        guard let header = request.headers[.authorization] else { throw APIFailure.missingToken }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer", !parts[1].isEmpty else { throw APIFailure.missingToken }
        switch try await store.user(forToken: String(parts[1]), at: SignatureVerifier.unixSeconds(clock())) {
        case .valid(let user): return user
        case .expired: throw APIFailure.expiredToken
        case .unknown: throw APIFailure.unknownToken
        }
    }

    /// The `:id` of the path as a breed id; 400 when it is not one (``PathID``).
    static func breedID(_ context: some RequestContext) throws -> Int64 {
        try pathID(context, naming: "breed")
    }

    /// The `:id` of the path as an id of `name`; 400 naming it when it is not one (``PathID``).
    static func pathID(_ context: some RequestContext, naming name: String) throws -> Int64 {
        do throws(PathID.Invalid) { return try PathID.parse(context.parameters.get("id") ?? "", naming: name) } catch {
            throw APIFailure.invalidID(error)
        }
    }

    static func noBreed(_ id: Int64) -> APIFailure { APIFailure(.notFound, "there is no breed \(id)") }

    /// The request's body decoded as `T`; 400 naming the field when it is not.
    static func decodeBody<T: Decodable>(_ request: Request, as what: String) async throws -> T {
        // The signature middleware has already read the body whole (within the size limit).
        let buffer = try await request.body.collect(upTo: .max)
        guard buffer.readableBytes > 0 else { throw APIFailure(.badRequest, "missing body: expected a JSON \(what)") }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw APIFailure.malformedBody(what, error)
        }
    }

    /// 32 random bytes in hex: a bearer token no one can guess.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }
}
