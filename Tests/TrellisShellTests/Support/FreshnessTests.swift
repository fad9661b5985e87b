import Foundation
import Testing
import TrellisShell

/// A footer's words at each boundary: just now, minutes, hours, days; offline.
@Suite struct FreshnessTests {
    let now = Date(timeIntervalSince1970: 2_000_000_000)

    func line(_ age: TimeInterval, offline: Bool = false) -> String {
        Freshness(lastSynced: now.addingTimeInterval(-age), isOffline: offline, checkedAt: now).line
    }

    @Test(arguments: [
        (0.0, "updated just now"), (59.9, "updated just now"), (60, "updated 1 min ago"), (179, "updated 2 min ago"),
        (180, "updated 3 min ago"), (3_599, "updated 59 min ago"), (3_600, "updated 1 h ago"), (7_200, "updated 2 h ago"),
        (86_399, "updated 23 h ago"), (86_400, "updated 1 day ago"), (172_800, "updated 2 days ago"),
        (-30, "updated just now"),
    ])
    func theAgeIsInWholeUnitsRoundedDown(age: TimeInterval, words: String) {
        #expect(line(age) == words)
    }

    @Test func offlineSaysWhereTheDataIsFrom() {
        #expect(line(2 * 86_400 + 5, offline: true) == "offline · from 2 days ago")
        #expect(line(30, offline: true) == "offline · from just now")
        #expect(Freshness(lastSynced: nil, isOffline: true, checkedAt: now).line == "offline · never updated")
        #expect(Freshness(lastSynced: nil, isOffline: false, checkedAt: now).line == "not updated yet")
    }

    /// Ages no clock gives still read as words, never trap.
    @Test func ageWithoutAMeaningfulTimeIsWordsNotATrap() {
        #expect(Freshness.age(seconds: .nan) == "just now")
        #expect(Freshness.age(seconds: -.infinity) == "just now")
        #expect(Freshness.age(seconds: .infinity) == "11574074074 days ago")
        #expect(Freshness.age(seconds: 86_400 * 365) == "365 days ago")
    }
}
