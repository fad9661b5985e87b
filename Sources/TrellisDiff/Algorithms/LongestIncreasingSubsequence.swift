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
/// - Parameter values: Distinct integers.
/// - Returns: For each position of `values`, whether it belongs to the subsequence.
/// - Complexity: O(*k* log *k*) for *k* values, O(*k*) when they are already increasing.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // tails[p]: position (in `values`) of the smallest tail of an increasing run of length p + 1.
    var tails = [Int]()
    tails.reserveCapacity(64)
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        previous.withUnsafeMutableBufferPointer { previous in
            for k in 0..<count {
                let value = values[k]
                if let last = tails.last {
                    if values[last] < value {
                        previous[k] = last
                        tails.append(k)
                        continue
                    }
                } else {
                    tails.append(k)
                    continue
                }
                // First pile whose tail is not below `value`.
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                tails[low] = k
                previous[k] = low > 0 ? tails[low - 1] : -1
            }
        }
    }
    var k = tails[tails.count - 1]
    while k >= 0 {
        member[k] = true
        k = previous[k]
    }
    return member
}
