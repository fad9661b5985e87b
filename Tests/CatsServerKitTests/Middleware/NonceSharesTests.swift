import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsServerKit

/// One client's share of the nonce ledger: found by a hostile run, where one client's
/// 1,650 signed requests a second filled the ledger and every client was refused for minutes.
@Suite struct NonceSharesTests {
    @Test func aClientPastItsShareIs429AndOthersAreServed() async throws {
        var configuration = SightingsRoutesTests.configuration
        configuration.limits.nonceBurstPerClient = 3
        configuration.limits.nonceRatePerClient = 0.01
        try await withServer(configuration) { client in
            for _ in 0..<3 { #expect(try await client.atNoon(.serverVersion()).status == .ok) }
            let refused = try await client.atNoon(.serverVersion())
            #expect(refused.status == .tooManyRequests)
            #expect(refused.errorReason.hasPrefix("too many signed requests from your address"))
        }
    }

    @Test func eachAddressHasItsOwnShare() async {
        var limits = ServerLimits()
        limits.nonceBurstPerClient = 2
        limits.nonceRatePerClient = 0.01
        let shares = NonceShares(limits: limits)
        let now = Date()
        #expect(await shares.take("10.0.0.1", at: now) == nil)
        #expect(await shares.take("10.0.0.1", at: now) == nil)
        #expect(await shares.take("10.0.0.1", at: now) != nil)
        #expect(await shares.take("10.0.0.2", at: now) == nil)
    }
}
