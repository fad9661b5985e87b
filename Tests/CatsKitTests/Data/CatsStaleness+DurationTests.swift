import CatsKit
import Foundation
import Testing

/// `cats --stale-after`: seconds, minutes, hours, or a plain number of minutes; anything
/// else is a typed error naming the text.
@Suite struct CatsStalenessDurationTests {
    @Test(arguments: [
        ("90s", Duration.seconds(90)), ("10m", .seconds(600)), ("2h", .seconds(7_200)), ("15", .seconds(900)),
        ("0", .seconds(0)), (" 5m ", .seconds(300)), ("24000h", .seconds(86_400_000)),
    ])
    func aDurationParses(text: String, expected: Duration) throws {
        #expect(try CatsStaleness.timeToLive(parsing: text) == expected)
    }

    @Test(arguments: ["-3", "abc", "", "m", "1.5m", "3x", "10 m", "+5", "10d", "24001h", "99999999999", "5mm"])
    func anythingElseIsRefusedByName(text: String) {
        #expect(throws: StaleAfterError.notADuration(text)) { try CatsStaleness.timeToLive(parsing: text) }
    }

    @Test func theErrorNamesTheValueAndTheFlag() {
        let words = StaleAfterError.notADuration("-3").description
        #expect(words.contains("'-3'") && words.contains("--stale-after") && words.contains("90s, 10m, 2h"))
    }

    @Test func aListIsStaleOnceThePolicyPassesOrWhenItNeverSynced() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let staleness = CatsStaleness(policy: .ttl(.seconds(600)), now: { start.addingTimeInterval(599) })
        #expect(staleness.cachePolicy(lastSynced: start) == .cacheOnly)
        #expect(staleness.cachePolicy(lastSynced: start.addingTimeInterval(-1)) == .cacheThenNetwork)
        #expect(staleness.cachePolicy(lastSynced: nil) == .cacheThenNetwork)
    }
}
