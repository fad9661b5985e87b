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
}
