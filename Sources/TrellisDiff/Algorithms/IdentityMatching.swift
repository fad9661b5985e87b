/// Pairs the elements of two snapshots by identity, one new element at a time.
///
/// Duplicates never trap: the *k*-th occurrence of an identity in the old snapshot is
/// paired with its *k*-th occurrence in the new one, and the extras on either side stay
/// unpaired (they become deletes or inserts). This is the crash class of IGListKit,
/// RxDataSources and `NSDiffableDataSourceSnapshot`, closed by construction.
///
/// One dictionary write per old element and one read per new element — the same hashing
/// as the cheapest possible index, `[ID: Int]` plus a look-up per new element. Duplicates
/// are chained through an array rather than stored in the dictionary, so the dictionary
/// never holds arrays and is never written while pairing. Which old positions are taken is
/// a ``PositionSet``: a look-up checks a bit, not an array as large as the snapshot.
///
/// ```swift
/// var matching = IdentityMatching<Int>(oldCount: old.count)
/// for i in old.indices.reversed() { matching.add(old[i].id, at: i) }
/// let partner = matching.pair(new[0].id)   // an old position, or nil
/// ```
@usableFromInline
struct IdentityMatching<ID: Hashable>: ~Copyable {
    /// For each identity, its first old position.
    @usableFromInline var first: [ID: Int]
    /// next[i]: the next old position with the same identity as i, or -1. Once the first
    /// occurrence of an identity is paired, next[first] is where the unpaired rest of its
    /// chain starts: pairing an occurrence unlinks it. Allocated at the first duplicate:
    /// without duplicates it is never read.
    @usableFromInline var next: [Int] = []
    /// The old positions paired so far.
    @usableFromInline let paired: PositionSet
    /// The number of old positions.
    @usableFromInline let oldCount: Int

    /// A matching with room for `oldCount` old elements; ``add(_:at:)`` gives their identities.
    @inlinable @inline(__always)
    init(oldCount: Int) {
        first = [ID: Int](minimumCapacity: oldCount)
        paired = PositionSet(count: oldCount)
        self.oldCount = oldCount
    }

    /// Adds the identity of the old element at `position`. Call it for every old element,
    /// from the last position down to 0, before pairing: walking backwards leaves the first
    /// occurrence in the dictionary and chains each occurrence to the one after it.
    @inlinable @inline(__always)
    mutating func add(_ id: ID, at position: Int) {
        if let later = first.updateValue(position, forKey: id) {
            if next.isEmpty { next = [Int](repeating: -1, count: oldCount) }
            next[position] = later
        }
    }

    /// The first old position of `id`, or -1: the look-up half of pairing, which needs
    /// no state, so a diff can make every look-up in a tight loop of its own, many of
    /// them in flight at once, and pair afterwards.
    @inlinable @inline(__always)
    func firstPosition(of id: ID) -> Int {
        first[id] ?? -1
    }

    /// Pairs a new element, read in new order, with the first old occurrence of its
    /// identity not yet paired.
    ///
    /// - Parameter head: The element's ``firstPosition(of:)``.
    /// - Returns: That occurrence's old position, or `nil` if there is none left.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func pair(head: Int) -> Int? {
        guard head >= 0 else { return nil }
        let candidate: Int
        if !paired.contains(head) {
            candidate = head
        } else {
            guard !next.isEmpty else { return nil }
            candidate = next[head]
            guard candidate >= 0 else { return nil }
            next[head] = next[candidate]
        }
        paired.insert(candidate)
        return candidate
    }

    /// Pairs a new element, read in new order, with the first old occurrence of its
    /// identity not yet paired.
    ///
    /// - Returns: That occurrence's old position, or `nil` if there is none left.
    /// - Complexity: O(1) expected (one hash).
    @inlinable @inline(__always)
    mutating func pair(_ id: ID) -> Int? {
        pair(head: firstPosition(of: id))
    }
}
