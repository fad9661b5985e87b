import CatsAPI
import Foundation
import Hummingbird
import TrellisData

extension CatsRoutes {
    /// `POST /breeds/{id}/sightings` for the token's user: 201 with the stored sighting, or
    /// 200 with it again for a report id already stored (a resend after a lost answer).
    /// A body that breaks ``CatsAPI/SightingReport``'s rules is 400 naming every bad field;
    /// a user past their rate (``SightingLimiter``) is 429, past their cap 403.
    func registerSightings(on router: Router<CatsRequestContext>) {
        router.post(RouterPath(CatsAPI.Route.sightings)) { request, context in
            let user = try await user(request)
            let id = try Self.breedID(context)
            let report = try await Self.decodeReport(request)
            let latest = Self.day(clock().addingTimeInterval(Self.clockSlack))
            guard report.reportedOn <= latest else {
                throw APIFailure(.badRequest, "reported_on \(report.reportedOn) is in the future: the server's day is at most \(latest)")
            }
            if let wait = await sightings.take(user: user.id, at: clock()) {
                throw APIFailure.tooManyRequests("too many sightings reported: try again in \(wait) s", retryAfter: wait)
            }
            do {
                let stored = try await store.addSighting(report, to: id, by: user.id, cap: sightingCap)
                if !stored.created { await sightings.refund(user: user.id) }
                return Response.json(CatsAPI.encode(stored.sighting), status: stored.created ? .created : .ok)
            } catch let refusal as SightingRefusal {
                await sightings.refund(user: user.id)
                switch refusal {
                case .unknownBreed(let id): throw Self.noBreed(id)
                case .reportTaken(let reportID): throw APIFailure(.conflict, "report_id \(reportID) is already another report")
                case .tooManySightings(let cap):
                    throw APIFailure(.forbidden, "you have reported \(cap) sightings, the most one user may keep")
                }
            }
        }
    }

    /// How far ahead of the server's day a reporter's day may be: a day, for time zones.
    static let clockSlack: TimeInterval = 86_400

    /// The body as a report; 400 naming each missing or invalid field.
    static func decodeReport(_ request: Request) async throws -> SightingReport {
        let fields: SightingReport.Fields = try await decodeBody(request, as: "sighting report")
        do throws(BuildError) { return try SightingReport(validating: fields) } catch {
            throw APIFailure(.badRequest, error.description)
        }
    }

    /// `date`'s day in UTC, `YYYY-MM-DD`.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
