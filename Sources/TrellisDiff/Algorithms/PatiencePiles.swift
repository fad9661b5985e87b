/// The piles of patience sorting, fed one value at a time, from which a longest strictly
/// increasing subsequence of the values fed is read at the end.
///
/// The elements of the new snapshot that keep their relative order are exactly an
/// increasing subsequence of their old positions read in new order; a longest one leaves
/// the fewest elements to move. This is what makes Trellis's moves minimal, where Heckel's
/// "offset rule" (IGListKit, DifferenceKit) reports an element as moved whenever its
/// offset changed and turns a few thousand real moves into tens of thousands.
///
/// Fed while the diff pairs elements, so the pairing is not read a second time. Real
/// updates are mostly in order, so the common step is an append to the last pile, or a
/// value placed on the pile the previous one went to or the one after it (the value after
/// an element that moved far ahead, or back); only the rest search.
///
/// The subsequence is read backwards, with no links to follow: walking back from the last
/// position fed, the first value met on the last pile is a member, then the first met on
/// the pile below, and so on. (Each is the top its pile had when the member above it was
/// fed, the predecessor a link would name.) Noncopyable: it owns its buffers, of the
/// worst-case size (no growth, no checks), and frees them when it ends.
///
/// ```swift
/// var piles = PatiencePiles(capacity: values.count, valueLimit: 10)
/// for (position, value) in values.enumerated() { piles.append(value, at: position) }
/// var pile = piles.count - 1   // walking back: position p is a member if pile(at: p) == pile
/// ```
@usableFromInline
struct PatiencePiles: ~Copyable {
    /// tails[p]: the value on top of pile p, the smallest value that ends an increasing
    /// run of length p + 1.
    @usableFromInline let tails: UnsafeMutablePointer<Int>
    /// piles[position]: the pile the value fed at `position` went to.
    @usableFromInline let piles: UnsafeMutablePointer<Int>
    /// How many piles there are: the length of a longest increasing run so far.
    @usableFromInline var count = 0
    /// The pile the last value went to.
    @usableFromInline var hint = 0

    /// Piles for values in `0..<valueLimit` fed at positions in `0..<capacity`.
    @inlinable
    init(capacity: Int, valueLimit: Int) {
        tails = .allocate(capacity: Swift.max(1, Swift.min(capacity, valueLimit)))
        piles = .allocate(capacity: Swift.max(1, capacity))
    }

    @inlinable
    deinit {
        tails.deallocate()
        piles.deallocate()
    }

    /// Starts again with no piles, keeping the buffers.
    @inlinable @inline(__always)
    mutating func removeAll() {
        count = 0
        hint = 0
    }

    /// Feeds `value` at `position`. Values are distinct and positions increase, since the
    /// piles were made or emptied.
    ///
    /// - Complexity: O(1) for a value in order or next to the previous one's pile,
    ///   O(log *d*) otherwise, *d* piles away from where an even spread puts it.
    @inlinable @inline(__always)
    mutating func append(_ value: Int, at position: Int) {
        let pile: Int
        if count == 0 || tails[count - 1] < value {
            pile = count
            count += 1
        } else if tails[hint] >= value, hint == 0 || tails[hint - 1] < value {
            pile = hint
        } else if hint + 1 < count, tails[hint] < value, tails[hint + 1] >= value {
            pile = hint + 1
        } else {
            pile = firstPile(notBelow: value)
        }
        tails[pile] = value
        piles[position] = pile
        hint = pile
    }

    /// The pile the value fed at `position` went to.
    @inlinable @inline(__always)
    func pile(at position: Int) -> Int { piles[position] }

    /// The first pile whose top is not below `value`; the last one's is not.
    ///
    /// Tops are increasing integers, so pile p's top is at least p, and at most the last
    /// top less the piles after p: the answer lies in a window no wider than the values
    /// missing below the last top. Real updates spread those evenly, so the search starts
    /// where an even spread puts `value` and widens its step until the answer is
    /// bracketed: a few probes near one place instead of a halving over every pile.
    @usableFromInline
    func firstPile(notBelow value: Int) -> Int {
        let last = count - 1
        var low = Swift.max(0, value - (tails[last] - last))
        var high = Swift.min(last, value)
        guard low < high else { return low }
        // tails[last] >= value > 0 here: the window is not empty.
        let evenlySpread = Int(Double(value) * Double(last) / Double(tails[last]))
        let guess = Swift.min(Swift.max(evenlySpread, low), high)
        if tails[guess] >= value {
            high = guess
            var step = 1
            while high - step >= low {
                let probe = high - step
                if tails[probe] < value {
                    low = probe + 1
                    break
                }
                high = probe
                step <<= 1
            }
        } else {
            low = guess + 1
            var step = 1
            while low < high {
                let probe = Swift.min(low + step - 1, high)
                if tails[probe] >= value {
                    high = probe
                    break
                }
                low = probe + 1
                step <<= 1
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
