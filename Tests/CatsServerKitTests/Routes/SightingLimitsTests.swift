import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsServerKit

/// One user's sightings are rationed (429 with `Retry-After` past the burst) and capped
/// (403 past the most one user may keep); a resend of a stored report is neither.
@Suite struct SightingLimitsTests {
    static func configuration(_ change: (inout ServerLimits) -> Void) -> CatsServerConfiguration {
        var configuration = SightingsRoutesTests.configuration
        change(&configuration.limits)
        return configuration
    }

    @Test func reportsPastAUsersBurstAre429AndAResendCostsNothing() async throws {
        try await withServer(Self.configuration { $0.sightingBurst = 2 }) { client in
            let ada = try await client.signInAtNoon("ada")
            let first = try SightingsRoutesTests.report()
            for report in [first, first, try SightingsRoutesTests.report()] {
                let response = try await client.execute(
                    client.request(.reportSighting(report, of: 3), token: ada, at: SightingsRoutesTests.noon))
                #expect((200..<300).contains(response.status.code), "\(response.text)")
            }
            let refused = try await client.execute(
                client.request(.reportSighting(try SightingsRoutesTests.report(), of: 3), token: ada, at: SightingsRoutesTests.noon))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "5")
            // Another user has a bucket of their own.
            let bo = try await client.signInAtNoon("bo")
            let theirs = try await client.execute(
                client.request(.reportSighting(try SightingsRoutesTests.report(), of: 3), token: bo, at: SightingsRoutesTests.noon))
            #expect(theirs.status == .created)
        }
    }

    @Test func aUserPastTheCapIs403ButMayResend() async throws {
        try await withServer(Self.configuration { $0.maximumSightingsPerUser = 2 }) { client in
            let ada = try await client.signInAtNoon("ada")
            let reports = [try SightingsRoutesTests.report(), try SightingsRoutesTests.report()]
            for report in reports {
                #expect(
                    try await client.execute(client.request(.reportSighting(report, of: 4), token: ada, at: SightingsRoutesTests.noon))
                        .status == .created)
            }
            let third = try await client.execute(
                client.request(.reportSighting(try SightingsRoutesTests.report(), of: 4), token: ada, at: SightingsRoutesTests.noon))
            #expect(third.status == .forbidden)
            #expect(third.errorReason == "you have reported 2 sightings, the most one user may keep")
            #expect(
                try await client.execute(client.request(.reportSighting(reports[0], of: 4), token: ada, at: SightingsRoutesTests.noon))
                    .status == .ok)
        }
    }
}
