/// Marks a longest strictly increasing subsequence of distinct integers.
///
/// The elements of the new snapshot that keep their relative order are exactly an
/// increasing subsequence of their old positions read in new order; a longest one
/// leaves the fewest elements to move. This is what makes Trellis's moves minimal,
/// where Heckel's "offset rule" (IGListKit, DifferenceKit) reports an element as moved
/// whenever its offset changed and turns a few thousand real moves into tens of thousands.
///
/// Patience sorting with predecessor links. Real updates are mostly in order, so the
/// common step is an append to the end of the piles, checked before any binary search.
///
/// Negative values are skipped (never members), so a pairing's `newToOld`, with -1 for
/// the unpaired, can be read as it is, without first gathering the paired positions.
///
/// - Parameter values: Integers, distinct among the non-negative ones.
/// - Returns: For each position of `values`, whether it belongs to the subsequence.
/// - Complexity: O(*k* log *k*) for *k* values, O(*k*) when they are already increasing.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // tails[p]: position (in `values`) of the smallest tail of an increasing run of length p + 1.
    // previous[k]: the position before k in its run, written for every non-negative value
    // before it is read. Scratch buffers of the worst-case size: no growth, no checks.
    let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { tails.deallocate() }
    let previous = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { previous.deallocate() }
    var piles = 0
    values.withUnsafeBufferPointer { values in
        // The pile the last value went to. A value that stays in order after an element
        // moved far ahead lands on the pile after it: checked before searching.
        var hint = 0
        for k in 0..<count {
            let value = values[k]
            if value < 0 { continue }
            var pile: Int
            if piles == 0 || values[tails[piles - 1]] < value {
                pile = piles
                piles += 1
            } else if hint + 1 < piles, values[tails[hint]] < value, values[tails[hint + 1]] >= value {
                pile = hint + 1
            } else {
                // First pile whose tail is not below `value`.
                pile = 0
                var high = piles - 1
                while pile < high {
                    let middle = (pile + high) / 2
                    if values[tails[middle]] < value { pile = middle + 1 } else { high = middle }
                }
            }
            tails[pile] = k
            previous[k] = pile > 0 ? tails[pile - 1] : -1
            hint = pile
        }
    }
    guard piles > 0 else { return member }
    member.withUnsafeMutableBufferPointer { member in
        var k = tails[piles - 1]
        while k >= 0 {
            member[k] = true
            k = previous[k]
        }
    }
    return member
}
