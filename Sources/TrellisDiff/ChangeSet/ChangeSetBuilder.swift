/// Builds the batch of a flat list while its elements are paired, in new order.
///
/// Each new position is either inserted or paired with an old one. A pair feeds the
/// ``PatiencePiles`` at once and its update, if any, is listed; the deletes (old positions
/// never paired) and the moves (pairs outside the longest increasing run) are read off at
/// the end. No pass over either snapshot follows the pairing.
///
/// ```swift
/// var builder = ChangeSetBuilder(oldCount: 1, newCount: 2)
/// builder.insert(at: 0)
/// builder.pair(old: 0, new: 1, isUpdated: false)
/// let changes = builder.changeSet(oldPaired: matching.paired)
/// ```
@usableFromInline
struct ChangeSetBuilder: ~Copyable {
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var updates: [ChangeSet<Int>.Update] = []
    /// Whether ``updates`` is ascending by old position so far (it is listed in new order).
    @usableFromInline var updatesAreSorted = true
    /// sources[new]: the old position paired with new position `new`, or -1 if inserted.
    /// Writable before pairing: a diff may keep each new position's look-up in its slot.
    @usableFromInline let sources: UnsafeMutablePointer<Int>
    @usableFromInline var pairCount = 0
    @usableFromInline var piles: PatiencePiles
    @usableFromInline let oldCount: Int
    @usableFromInline let newCount: Int

    /// A builder for old and new snapshots of `oldCount` and `newCount` elements.
    @inlinable @inline(__always)
    init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
        sources = .allocate(capacity: Swift.max(1, newCount))
        piles = PatiencePiles(capacity: newCount, valueLimit: oldCount)
    }

    @inlinable
    deinit { sources.deallocate() }

    /// The element at new position `new` has no partner.
    @inlinable @inline(__always)
    mutating func insert(at new: Int) {
        sources[new] = -1
        inserts.append(new)
    }

    /// The element at new position `new` is paired with the one at old position `old`.
    /// Called in increasing `new`.
    @inlinable @inline(__always)
    mutating func pair(old: Int, new: Int, isUpdated: Bool) {
        sources[new] = old
        pairCount += 1
        piles.append(old, at: new)
        if isUpdated {
            if let last = updates.last, last.old > old { updatesAreSorted = false }
            updates.append(ChangeSet<Int>.Update(old: old, new: new))
        }
    }

    /// The change set, once every new position is inserted or paired; `oldPaired` holds
    /// the old positions that were paired.
    ///
    /// - Complexity: O(*n* + *m*), and O(*u* log *u*) for *u* updates if some of them
    ///   moved back.
    @inlinable @inline(__always)
    consuming func changeSet(oldPaired: borrowing PositionSet) -> ChangeSet<Int> {
        var deletes: [Int] = []
        deletes.reserveCapacity(oldCount - pairCount)
        oldPaired.forEach(in: 0..<oldCount, isMember: false) { deletes.append($0) }
        // The pairs of the longest increasing run stay; the rest move. Walking back, the
        // run's members are the first pair met on each pile, from the last pile down.
        var moves: [ChangeSet<Int>.Move] = []
        moves.reserveCapacity(pairCount - piles.count)
        var memberPile = piles.count - 1
        var new = newCount
        while new > 0 {
            new -= 1
            let old = sources[new]
            guard old >= 0 else { continue }
            if piles.pile(at: new) == memberPile {
                memberPile -= 1
            } else {
                moves.append(ChangeSet<Int>.Move(from: old, to: new))
            }
        }
        moves.reverse()
        if !updatesAreSorted { updates.sort { $0.old < $1.old } }
        return ChangeSet(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }
}
