import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsServerKit

/// Sign-ins are rationed per address and per user: one client spending its share (the
/// hostile run's two threads, 10,753 sign-ins in 30 s, left a victim 1 of 30) leaves
/// everyone else theirs.
@Suite struct SignInLimiterTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    static var limits: ServerLimits {
        var limits = ServerLimits()
        limits.signInBurst = 5
        limits.signInsPerSecond = 1
        limits.signInBurstPerUser = 3
        limits.signInsPerUserPerSecond = 0.1
        return limits
    }

    @Test func oneAddressSpendingItsShareLeavesOthersTheirs() async {
        let limiter = SignInLimiter(limits: Self.limits)
        var refused = 0
        for index in 0..<10_000 where await limiter.take(user: "eve-\(index % 100)", address: "10.0.0.1", at: now) != nil {
            refused += 1
        }
        #expect(refused == 10_000 - 5)
        for victim in 0..<3 { #expect(await limiter.take(user: "ada", address: "10.0.0.\(victim + 2)", at: now) == nil) }
    }

    @Test func oneUserFromManyAddressesIsRationedToo() async {
        let limiter = SignInLimiter(limits: Self.limits)
        for address in 0..<3 { #expect(await limiter.take(user: "ada", address: "10.0.1.\(address)", at: now) == nil) }
        #expect(await limiter.take(user: "ada", address: "10.0.1.9", at: now) == 10)
        #expect(await limiter.take(user: "bo", address: "10.0.1.9", at: now) == nil)
    }

    /// The route keys the limiter on the connection's address (in router mode every request
    /// is one client, so only a live server shows it): 127.0.0.1 spending its share leaves
    /// 127.0.0.2 its own.
    @Test func theRouteCountsEachConnectionsAddress() async throws {
        let configuration = testConfiguration {
            $0.limits.signInBurst = 2
            $0.limits.signInsPerSecond = 0.001
        }
        try await withRunningServer(configuration) { port throws in
            let signIn = { @Sendable (user: String, source: String) async throws -> Int? in
                let connection = try await RawConnection.open(port: port, from: source)
                let status = try await connection.status(of: .signed(.signIn(user)))
                await connection.close()
                return status
            }
            #expect(try await signIn("ada", "127.0.0.1") == 200)
            #expect(try await signIn("bo", "127.0.0.1") == 200)
            #expect(try await signIn("cy", "127.0.0.1") == 429)
            #expect(try await signIn("cy", "127.0.0.2") == 200)
        }
    }
}
