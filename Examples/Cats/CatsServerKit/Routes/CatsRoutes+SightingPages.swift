import CatsAPI
import Hummingbird

extension CatsRoutes {
    /// `GET /breeds/{id}/sightings?limit=&before=`: a page of the breed's sightings, newest
    /// first (``CatsAPI/CatsAPI/SightingsPage``), with a `Link` to the next one when full;
    /// 400 naming `limit` or `before` when it is not a number in range, 404 for no breed.
    func registerSightingPages(on router: Router<CatsRequestContext>) {
        router.get(RouterPath(CatsAPI.Route.sightings)) { request, context in
            let id = try Self.breedID(context)
            let query = request.uri.queryParameters
            let limit = try query.get("limit").map { text in try Self.queryNumber(text, "limit", CatsAPI.SightingsPage.maximumLimit) }
            let before = try query.get("before").map { text in try Self.queryNumber(text, "before", Int64.max) }
            let page = try await store.sightingsPage(of: id, before: before, limit: limit ?? CatsAPI.SightingsPage.maximumLimit)
            guard let page else { throw Self.noBreed(id) }
            var response = Response.json(page.buffer)
            if let next = page.next, let link = HTTPFields.Element.Name("Link") { response.headers[link] = "<\(next)>; rel=\"next\"" }
            return response
        }
    }

    /// `text`, a query value named `name`, as a whole number from 1 to `maximum` (decimal
    /// digits, no sign, no leading zero: ``PathID``'s rule).
    ///
    /// - Throws: 400 naming the parameter.
    static func queryNumber<Number: FixedWidthInteger>(_ text: String, _ name: String, _ maximum: Number) throws -> Number {
        let value: Int64
        do throws(PathID.Invalid) { value = try PathID.parse(text, naming: name) } catch {
            throw APIFailure(.badRequest, "\(name)=\(text) is not a whole number from 1 to \(maximum)")
        }
        guard let number = Number(exactly: value), number <= maximum else {
            throw APIFailure(.badRequest, "\(name)=\(text) is not a whole number from 1 to \(maximum)")
        }
        return number
    }
}
