/// Pairs the elements of two snapshots by identity, one new element at a time.
///
/// Duplicates never trap: the *k*-th occurrence of an identity in the old snapshot is
/// paired with its *k*-th occurrence in the new one, and the extras on either side stay
/// unpaired (they become deletes or inserts). This is the crash class of IGListKit,
/// RxDataSources and `NSDiffableDataSourceSnapshot`, closed by construction.
///
/// The index of old identities is a hash table of its own rather than a `[ID: Int]`: one
/// hash per old element and one per new element, as the dictionary's, but a look-up
/// reads one slot at random where the dictionary reads two. The identities themselves
/// are kept in old order (``ids``) and each slot holds only an old position, with as
/// many bits of the hash as the position leaves free (the *tag*); a slot whose tag
/// differs is passed over without reading an identity, and one whose tag matches is
/// compared with the identity at its position, which a new snapshot reads almost in old
/// order. A dictionary keeps keys and values in two arrays, each as large as its table,
/// and reads both at a random bucket: for 100,000 `Int` identities, 4 MB read at random
/// against a 1 MB table of 4-byte slots (8-byte ones past 2³² old elements). The table
/// is open-addressed with linear probing and never more than half full.
///
/// Duplicates are chained through an array rather than stored in the table: the slot of
/// an identity names its first old position, and ``next`` the ones after it. Which old
/// positions are taken is a ``PositionSet``: a look-up checks a bit, not an array as
/// large as the snapshot.
///
/// ```swift
/// var matching = IdentityMatching<Int>(oldCount: old.count)
/// for i in old.indices.reversed() { matching.add(old[i].id, at: i) }
/// let partner = matching.pair(new[0].id)   // an old position, or nil
/// ```
@usableFromInline
struct IdentityMatching<ID: Hashable>: ~Copyable {
    /// The table's slots when every old position fits 32 bits with its tag, or nil.
    /// A slot is 0 when empty, else its tag (high bits) and its old position plus one
    /// (low ``positionBits`` bits).
    @usableFromInline let narrowSlots: UnsafeMutablePointer<UInt32>?
    /// The table's slots otherwise (more than 2³² - 2 old elements), or nil.
    @usableFromInline let wideSlots: UnsafeMutablePointer<UInt64>?
    /// The number of slots less one: a power of two less one, at least twice the old count.
    @usableFromInline let mask: Int
    /// How many low bits of a slot hold a position plus one.
    @usableFromInline let positionBits: Int
    /// ids[p]: the identity of the old element at position p, for positions added so far.
    @usableFromInline let ids: UnsafeMutablePointer<ID>
    /// How many old positions were added: the last `added` positions of ``ids``.
    @usableFromInline var added = 0
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
        self.init(oldCount: oldCount, wideSlots: Int.bitWidth - oldCount.leadingZeroBitCount > 32)
    }

    /// A matching with room for `oldCount` old elements, with 8-byte slots if `wideSlots`
    /// (which more than 2³² - 2 old elements need; tests choose them for small ones).
    @inlinable @inline(__always)
    init(oldCount: Int, wideSlots: Bool) {
        // Bits for a position plus one (0 marks an empty slot), and a power of two of
        // slots in (2 × oldCount, 4 × oldCount]: a table at most half full.
        let positionBits = Int.bitWidth - oldCount.leadingZeroBitCount
        precondition(wideSlots || positionBits <= 32, "IdentityMatching: \(oldCount) positions need wide slots")
        let slotCount = 1 << (Int.bitWidth - (oldCount | 1).leadingZeroBitCount + 1)
        if !wideSlots {
            let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: slotCount)
            slots.initialize(repeating: 0, count: slotCount)
            narrowSlots = slots
            self.wideSlots = nil
        } else {
            let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
            slots.initialize(repeating: 0, count: slotCount)
            narrowSlots = nil
            self.wideSlots = slots
        }
        self.positionBits = positionBits
        mask = slotCount - 1
        ids = .allocate(capacity: Swift.max(1, oldCount))
        paired = PositionSet(count: oldCount)
        self.oldCount = oldCount
    }

    @inlinable
    deinit {
        (ids + (oldCount - added)).deinitialize(count: added)
        ids.deallocate()
        narrowSlots?.deallocate()
        wideSlots?.deallocate()
    }

    /// The slot at `bucket`, widened.
    @inlinable @inline(__always)
    func slot(at bucket: Int) -> UInt64 {
        if let narrowSlots { UInt64(narrowSlots[bucket]) } else { wideSlots.unsafelyUnwrapped[bucket] }
    }

    @inlinable @inline(__always)
    func setSlot(_ slot: UInt64, at bucket: Int) {
        if let narrowSlots {
            narrowSlots[bucket] = UInt32(truncatingIfNeeded: slot)
        } else {
            wideSlots.unsafelyUnwrapped[bucket] = slot
        }
    }

    /// The tag of `hash`: its bits above the position's in a slot, as the slot holds them.
    @inlinable @inline(__always)
    func tag(of hash: Int) -> UInt64 {
        let slotBits = narrowSlots == nil ? 64 : 32
        guard positionBits < slotBits else { return 0 }
        // The hash's high bits (its low ones choose the bucket), moved above the position.
        let tagBits = slotBits - positionBits
        return (UInt64(truncatingIfNeeded: hash) &>> UInt64(64 - tagBits)) &<< UInt64(positionBits)
    }

    /// Adds the identity of the old element at `position`. Call it for every old element,
    /// from the last position down to 0, before pairing: walking backwards leaves the first
    /// occurrence in the table and chains each occurrence to the one after it.
    @inlinable @inline(__always)
    mutating func add(_ id: ID, at position: Int) {
        assert(position == oldCount - added - 1, "IdentityMatching.add: positions must be added from the last down to 0")
        let hash = id.hashValue
        let tag = tag(of: hash)
        let positionMask: UInt64 = (1 &<< UInt64(positionBits)) &- 1
        let entry = tag | UInt64(position + 1)
        (ids + position).initialize(to: id)
        added += 1
        var bucket = hash & mask
        while true {
            let slot = slot(at: bucket)
            if slot == 0 {
                setSlot(entry, at: bucket)
                return
            }
            if slot & ~positionMask == tag {
                let later = Int(truncatingIfNeeded: slot & positionMask) - 1
                if ids[later] == id {
                    if next.isEmpty { next = [Int](repeating: -1, count: oldCount) }
                    next[position] = later
                    setSlot(entry, at: bucket)
                    return
                }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The first old position of `id`, or -1: the look-up half of pairing, which needs
    /// no state, so a diff can make every look-up in a tight loop of its own, many of
    /// them in flight at once, and pair afterwards.
    @inlinable @inline(__always)
    func firstPosition(of id: ID) -> Int {
        let hash = id.hashValue
        let tag = tag(of: hash)
        let positionMask: UInt64 = (1 &<< UInt64(positionBits)) &- 1
        var bucket = hash & mask
        while true {
            let slot = slot(at: bucket)
            if slot == 0 { return -1 }
            if slot & ~positionMask == tag {
                let position = Int(truncatingIfNeeded: slot & positionMask) - 1
                if ids[position] == id { return position }
            }
            bucket = (bucket + 1) & mask
        }
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
