/// An open-addressing map from object identities to small integers.
///
/// The solver finds a ``Variable``'s symbol and a ``Constraint``'s slot through this
/// table. Keys are object addresses (the solver keeps every key object alive while it
/// is in the table, so an address is never reused under it); hashing is one multiply,
/// with no `Hasher` and no reference counting.
///
/// - Complexity: lookup, insertion and removal are O(1) expected; the load factor stays
///   at most one half.
@usableFromInline
struct IdentityTable {
    @usableFromInline var keys: UnmanagedBuffer<UInt>
    @usableFromInline var values: UnmanagedBuffer<Int32>
    @usableFromInline var count = 0
    @usableFromInline var shift = 61

    init() {
        keys = UnmanagedBuffer(repeating: 0, count: 8)
        values = UnmanagedBuffer(repeating: -1, count: 8)
    }

    @inlinable
    static func key(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    @inlinable
    func home(_ key: UInt) -> Int {
        // Fibonacci hashing: the high bits of the product are well mixed.
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The value for `key`, or -1.
    @inlinable
    func value(for key: UInt) -> Int32 {
        let mask = keys.count - 1
        var slot = home(key)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return -1 }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ value: Int32, for key: UInt) {
        precondition(key != 0, "IdentityTable keys are object addresses and never zero")
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    /// Removes `key`, shifting later entries of its probe run back (no tombstones).
    mutating func remove(_ key: UInt) {
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != key {
            if keys[slot] == 0 { return }
            slot = (slot + 1) & mask
        }
        count -= 1
        var hole = slot
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next])
            // Move the entry back if the hole lies cyclically between its home and it.
            let distanceToHole = (hole - wanted) & mask
            let distanceToNext = (next - wanted) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = -1
    }

    /// Makes room for `minimumCount` entries (load at most one half) in one rehash.
    mutating func reserve(_ minimumCount: Int) {
        var capacity = keys.count
        while minimumCount * 2 > capacity { capacity *= 2 }
        if capacity > keys.count { rehash(capacity: capacity) }
    }

    private mutating func grow() {
        rehash(capacity: keys.count * 2)
    }

    private mutating func rehash(capacity: Int) {
        var oldKeys = keys
        var oldValues = values
        keys = UnmanagedBuffer(repeating: 0, count: capacity)
        values = UnmanagedBuffer(repeating: -1, count: capacity)
        shift = Int.bitWidth - capacity.trailingZeroBitCount
        count = 0
        for slot in 0..<oldKeys.count where oldKeys[slot] != 0 {
            insert(oldValues[slot], for: oldKeys[slot])
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }

    func copy() -> IdentityTable {
        var result = self
        result.keys = keys.copy()
        result.values = values.copy()
        return result
    }

    mutating func deallocate() {
        keys.deallocate()
        values.deallocate()
    }
}
