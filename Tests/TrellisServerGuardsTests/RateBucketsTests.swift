import Foundation
import Testing

import TrellisServerGuards

/// Token buckets by key, in a table that stays bounded whatever keys come.
@Suite struct RateBucketsTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func eachKeyHasItsOwnBurstAndRefills() {
        var buckets = RateBuckets(burst: 2, perSecond: 0.5, capacity: 100)
        #expect(buckets.take("a", at: start) == nil)
        #expect(buckets.take("a", at: start) == nil)
        #expect(buckets.take("a", at: start) == 2)
        #expect(buckets.take("b", at: start) == nil)
        #expect(buckets.take("a", at: start.addingTimeInterval(2)) == nil)
        buckets.refund("a")
        #expect(buckets.take("a", at: start.addingTimeInterval(2)) == nil)
    }

    /// A flood of new keys (user ids, addresses) never grows the table past its capacity:
    /// once it is full they share one overflow bucket, and the keys known keep theirs.
    @Test func theTableNeverGrowsPastItsCapacity() {
        var buckets = RateBuckets(burst: 1, perSecond: 0.1, capacity: 3)
        for key in ["a", "b", "c"] { #expect(buckets.take(key, at: start) == nil) }
        #expect(buckets.take("d", at: start) == nil)  // the overflow bucket's one
        for index in 0..<10_000 { #expect(buckets.take("new-\(index)", at: start) != nil) }
        #expect(buckets.buckets.count == 3)
        // Refilled buckets are dropped to make room (the sweep runs at most once a second).
        #expect(buckets.take("e", at: start.addingTimeInterval(11)) == nil)
        #expect(buckets.buckets.count == 1)
    }
}
