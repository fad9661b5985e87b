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

    /// The middleware keys the shares on the connection's address, on a live server.
    @Test func theMiddlewareCountsEachConnectionsAddress() async throws {
        let configuration = testConfiguration {
            $0.limits.nonceBurstPerClient = 2
            $0.limits.nonceRatePerClient = 0.001
        }
        try await withRunningServer(configuration) { port throws in
            let version = { @Sendable (source: String) async throws -> Int? in
                let connection = try await RawConnection.open(port: port, from: source)
                let status = try await connection.status(of: .signed(.serverVersion()))
                await connection.close()
                return status
            }
            #expect(try await version("127.0.0.1") == 200)
            #expect(try await version("127.0.0.1") == 200)
            #expect(try await version("127.0.0.1") == 429)
            #expect(try await version("127.0.0.2") == 200)
        }
    }
}
