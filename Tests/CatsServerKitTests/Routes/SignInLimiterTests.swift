import Foundation
import Testing

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
}
