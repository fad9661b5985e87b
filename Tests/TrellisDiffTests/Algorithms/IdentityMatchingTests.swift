import Testing

@testable import TrellisDiff

@Suite struct IdentityMatchingTests {
    /// Pairs `new` against `old` in new order: each new element's partner, and which old
    /// elements were paired.
    private func match(_ old: String, _ new: String) -> (partners: [Int?], paired: [Bool]) {
        let old = Array(old)
        var matching = IdentityMatching<Character>(oldCount: old.count)
        for position in old.indices.reversed() { matching.add(old[position], at: position) }
        var partners: [Int?] = []
        for id in new { partners.append(matching.pair(id)) }
        var paired: [Bool] = []
        for position in old.indices { paired.append(matching.paired.contains(position)) }
        return (partners, paired)
    }

    @Test func pairsUniqueIdentities() {
        let matching = match("abc", "cab")
        #expect(matching.partners == [2, 0, 1])
        #expect(matching.paired == [true, true, true])
    }

    @Test func duplicatesPairInOrderAndExtrasStayUnpaired() {
        // given three a's before and two after
        let matching = match("aaba", "baa")
        // then the first two a's pair with the two new a's, the third is left over
        #expect(matching.partners == [2, 0, 1])
        #expect(matching.paired == [true, true, true, false])
    }

    @Test func moreDuplicatesInNewThanOld() {
        let matching = match("a", "aaa")
        #expect(matching.partners == [0, nil, nil])
        #expect(matching.paired == [true])
    }

    @Test func disjointAndEmptySnapshots() {
        #expect(match("", "").partners == [])
        #expect(match("abc", "").paired == [false, false, false])
        #expect(match("", "xy").partners == [nil, nil])
        #expect(match("abc", "xyz").partners == [nil, nil, nil])
    }

    @Test func agreesWithBruteForcePairingOnRandomInput() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<1_000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            var matching = IdentityMatching<Int>(oldCount: old.count)
            for position in old.indices.reversed() { matching.add(old[position], at: position) }
            var partners: [Int?] = []
            for id in new { partners.append(matching.pair(id)) }
            let expected = bruteForcePairing(old: old, new: new)
            #expect(partners == expected, "\(old) → \(new)")
            for position in old.indices {
                #expect(matching.paired.contains(position) == expected.contains(position))
            }
        }
    }

    /// Pairs `new` against `old` with a matching of narrow or wide slots.
    private func partners<ID: Hashable>(_ old: [ID], _ new: [ID], wideSlots: Bool) -> (partners: [Int?], paired: [Bool]) {
        var matching = IdentityMatching<ID>(oldCount: old.count, wideSlots: wideSlots)
        for position in old.indices.reversed() { matching.add(old[position], at: position) }
        let partners = new.map { matching.pair($0) }
        return (partners, old.indices.map { matching.paired.contains($0) })
    }

    @Test(arguments: [false, true])
    func identitiesWhoseHashesCollideStillPairByEquality(wideSlots: Bool) {
        // Every identity hashes alike: one bucket, one tag; only == tells them apart, and
        // the probe walks past the others (wrapping at the table's end).
        var random = SeededGenerator(seed: 11)
        for round in 0..<100 {
            let old = (0..<Int.random(in: 0...40, using: &random)).map { _ in SameHash(Int.random(in: 0..<25, using: &random)) }
            let new = (0..<Int.random(in: 0...40, using: &random)).map { _ in SameHash(Int.random(in: 0..<25, using: &random)) }
            let result = partners(old, new, wideSlots: wideSlots)
            let expected = bruteForcePairing(old: old, new: new)
            #expect(result.partners == expected, "round \(round) (seed 11): \(old) → \(new)")
            #expect(result.paired == old.indices.map { expected.contains($0) }, "round \(round) (seed 11)")
        }
    }

    @Test(arguments: [false, true])
    func agreesWithBruteForceOnLargerSnapshots(wideSlots: Bool) {
        // Tables of up to 2,048 slots, a few hundred distinct identities: every bucket
        // and tag path, long probes included.
        var random = SeededGenerator(seed: 12)
        for round in 0..<40 {
            let distinct = Int.random(in: 1...600, using: &random)
            let old = (0..<Int.random(in: 0...500, using: &random)).map { _ in Int.random(in: 0..<distinct, using: &random) }
            let new = (0..<Int.random(in: 0...500, using: &random)).map { _ in Int.random(in: 0..<distinct, using: &random) }
            let result = partners(old, new, wideSlots: wideSlots)
            let expected = bruteForcePairing(old: old, new: new)
            #expect(result.partners == expected, "round \(round) (seed 12)")
            #expect(result.paired == old.indices.map { expected.contains($0) }, "round \(round) (seed 12)")
        }
    }

    @Test func everyIdentityItKeepsIsReleasedWithIt() {
        // The matching copies the old identities; a class identity shows each copy freed.
        let counter = LifetimeCounter()
        do {
            let old = (0..<50).map { TrackedID($0 % 30, counter: counter) }
            let new = (0..<50).map { TrackedID(($0 * 7) % 40, counter: counter) }
            let result = partners(old, new, wideSlots: false)
            #expect(result.partners == bruteForcePairing(old: old, new: new))
            #expect(counter.alive == 100)
        }
        #expect(counter.alive == 0)
    }
}

/// An identity whose every value has the same hash.
private struct SameHash: Hashable, CustomStringConvertible {
    var value: Int
    init(_ value: Int) { self.value = value }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "\(value)" }
}

/// Counts the ``TrackedID``s alive.
private final class LifetimeCounter: @unchecked Sendable {
    var alive = 0
}

/// A class identity that counts its instances.
private final class TrackedID: Hashable {
    let value: Int
    let counter: LifetimeCounter
    init(_ value: Int, counter: LifetimeCounter) {
        self.value = value
        self.counter = counter
        counter.alive += 1
    }
    deinit { counter.alive -= 1 }
    static func == (lhs: TrackedID, rhs: TrackedID) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
