import Foundation
import Testing
import TrellisData

/// Facebook's `isDataStale`: a list is stale once its time to live has passed since its
/// last sync, or when it never synced; a stale one is shown from the store and then the server.
@Suite struct StalenessTests {
    @Test func aListIsStaleOnceThePolicyPassesOrWhenItNeverSynced() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let staleness = Staleness(policy: .ttl(.seconds(600)), now: { start.addingTimeInterval(599) })
        #expect(staleness.cachePolicy(lastSynced: start) == .cacheOnly)
        #expect(staleness.cachePolicy(lastSynced: start.addingTimeInterval(-1)) == .cacheThenNetwork)
        #expect(staleness.cachePolicy(lastSynced: nil) == .cacheThenNetwork)
        #expect(!staleness.isStale(lastSynced: start) && staleness.isStale(lastSynced: nil))
    }

    @Test func theDefaultIsTenMinutes() {
        #expect(Staleness().policy == .ttl(.seconds(600)))
    }

    /// A setting the user changes while the app runs: every copy reads it at each use,
    /// until a copy's policy is set, which fixes that copy alone.
    @Test func aPolicyReadAtEachUseIsSeenByEveryCopy() {
        final class Setting: @unchecked Sendable {  // @unchecked: the test changes it on one thread only.
            var policy = StalenessPolicy.ttl(.seconds(600))
        }
        let setting = Setting()
        let start = Date(timeIntervalSince1970: 1_000_000)
        let staleness = Staleness(reading: { setting.policy }, now: { start.addingTimeInterval(120) })
        var copy = staleness
        #expect(copy.cachePolicy(lastSynced: start) == .cacheOnly)
        setting.policy = .ttl(.seconds(60))
        #expect(staleness.cachePolicy(lastSynced: start) == .cacheThenNetwork)
        #expect(copy.cachePolicy(lastSynced: start) == .cacheThenNetwork)
        copy.policy = .never
        setting.policy = .ttl(.seconds(0))
        #expect(copy.cachePolicy(lastSynced: start) == .cacheOnly && staleness.isStale(lastSynced: start))
    }
}

/// A time to live as text (`cats --stale-after`): seconds, minutes, hours, or a plain
/// number of minutes; anything else is a typed error naming the text.
@Suite struct StalenessParsingTests {
    @Test(arguments: [
        ("90s", Duration.seconds(90)), ("10m", .seconds(600)), ("2h", .seconds(7_200)), ("15", .seconds(900)),
        ("0", .seconds(0)), (" 5m ", .seconds(300)), ("24000h", .seconds(86_400_000)),
    ])
    func aDurationParses(text: String, expected: Duration) throws {
        #expect(try Staleness.timeToLive(parsing: text) == expected)
    }

    @Test(arguments: ["-3", "abc", "", "m", "1.5m", "3x", "10 m", "+5", "10d", "24001h", "99999999999", "5mm"])
    func anythingElseIsRefusedByName(text: String) {
        #expect(throws: TimeToLiveError.notADuration(text)) { try Staleness.timeToLive(parsing: text) }
    }

    @Test func theErrorNamesTheValueAndTheForms() {
        let words = TimeToLiveError.notADuration("-3").description
        #expect(words.contains("(got '-3')") && words.contains("90s, 10m, 2h") && words.contains("1000 days"))
    }
}
