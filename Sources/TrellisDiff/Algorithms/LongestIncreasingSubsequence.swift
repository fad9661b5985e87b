/// Marks a longest strictly increasing subsequence of distinct integers (see
/// ``PatiencePiles``, which the diffs feed directly as they pair elements).
///
/// Negative values are skipped (never members), so a pairing with -1 for the unpaired
/// can be read as it is, without first gathering the paired positions.
///
/// - Parameter values: Integers, distinct among the non-negative ones.
/// - Returns: For each position of `values`, whether it belongs to the subsequence.
/// - Complexity: O(*k* log *k*) for *k* values, O(*k*) when they are already increasing.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var piles = PatiencePiles(capacity: values.count, valueLimit: (values.max() ?? 0) + 1)
    for (position, value) in values.enumerated() where value >= 0 {
        piles.append(value, at: position)
    }
    var member = [Bool](repeating: false, count: values.count)
    var pile = piles.count - 1
    for position in values.indices.reversed() where pile >= 0 && values[position] >= 0 && piles.pile(at: position) == pile {
        member[position] = true
        pile -= 1
    }
    return member
}
