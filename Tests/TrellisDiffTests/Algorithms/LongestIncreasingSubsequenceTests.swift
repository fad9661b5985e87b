import Testing

@testable import TrellisDiff

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func emptyAndSingle() {
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([7]) == [true])
    }

    @Test func sortedInputIsKeptWhole() {
        #expect(longestIncreasingSubsequence([0, 1, 5, 9]) == [true, true, true, true])
    }

    @Test func reversedInputKeepsOne() {
        #expect(longestIncreasingSubsequence([4, 3, 2, 1, 0]).filter { $0 }.count == 1)
    }

    @Test func marksAnIncreasingSubsequenceOfMaximumLength_everyPermutationUpTo7() {
        for length in 0...7 {
            var permutation = Array(0..<length)
            repeat {
                let member = longestIncreasingSubsequence(permutation)
                let chosen = zip(permutation, member).filter(\.1).map(\.0)
                #expect(chosen == chosen.sorted(), "\(permutation)")
                #expect(chosen.count == bruteForceLISLength(permutation), "\(permutation)")
            } while nextPermutation(&permutation)
        }
    }

    @Test func randomDistinctValuesAgainstBruteForce() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let values = Array(Array(0..<200).shuffled(using: &random).prefix(Int.random(in: 0...60, using: &random)))
            let member = longestIncreasingSubsequence(values)
            let chosen = zip(values, member).filter(\.1).map(\.0)
            #expect(chosen == chosen.sorted())
            #expect(chosen.count == bruteForceLISLength(values))
        }
    }

    @Test func nearlySortedRunsWithMovedValuesAgainstBruteForce() {
        // What a real update feeds: mostly in order, a few values moved far ahead or back,
        // the value after each landing on the moved one's pile or the next (the hints).
        var random = SeededGenerator(seed: 13)
        for _ in 0..<300 {
            var values = Array(0..<Int.random(in: 0...120, using: &random))
            for _ in 0..<Int.random(in: 0...6, using: &random) where !values.isEmpty {
                let moved = values.remove(at: Int.random(in: values.indices, using: &random))
                values.insert(moved, at: Int.random(in: 0...values.count, using: &random))
            }
            let member = longestIncreasingSubsequence(values)
            let chosen = zip(values, member).filter(\.1).map(\.0)
            #expect(chosen == chosen.sorted(), "\(values)")
            #expect(chosen.count == bruteForceLISLength(values), "\(values)")
        }
    }

    @Test func negativeValuesAreSkipped_asUnpairedPositionsAre() {
        #expect(longestIncreasingSubsequence([-1, -1]) == [false, false])
        #expect(longestIncreasingSubsequence([-1, 3, -1, 1, 2, -1]) == [false, false, false, true, true, false])
        var random = SeededGenerator(seed: 12)
        for _ in 0..<500 {
            let distinct = Array(Array(0..<200).shuffled(using: &random).prefix(Int.random(in: 0...40, using: &random)))
            var values = distinct
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                values.insert(-1, at: Int.random(in: 0...values.count, using: &random))
            }
            let member = longestIncreasingSubsequence(values)
            #expect(!zip(values, member).contains { $0 < 0 && $1 }, "\(values)")
            let chosen = zip(values, member).filter(\.1).map(\.0)
            #expect(chosen == chosen.sorted())
            #expect(chosen.count == bruteForceLISLength(distinct), "\(values)")
        }
    }
}

/// Advances to the next lexicographic permutation; false after the last one.
private func nextPermutation(_ values: inout [Int]) -> Bool {
    guard values.count > 1 else { return false }
    var i = values.count - 2
    while i >= 0, values[i] >= values[i + 1] { i -= 1 }
    guard i >= 0 else { return false }
    var j = values.count - 1
    while values[j] <= values[i] { j -= 1 }
    values.swapAt(i, j)
    values[(i + 1)...].reverse()
    return true
}
