/// Pairs the elements of two snapshots by identity.
///
/// Duplicates never trap: the *k*-th occurrence of an identity in the old snapshot is
/// paired with its *k*-th occurrence in the new one, and the extras on either side stay
/// unpaired (they become deletes or inserts). This is the crash class of IGListKit,
/// RxDataSources and `NSDiffableDataSourceSnapshot`, closed by construction.
///
/// One dictionary write per old element and one read per new element — the same hashing
/// as the cheapest possible index, `[ID: Int]` plus a look-up per new element. Duplicates
/// are chained through an array rather than stored in the dictionary, so the dictionary
/// never holds arrays and is never written while matching.
@usableFromInline
struct IdentityMatching {
    /// For each old position, its partner's new position, or -1.
    @usableFromInline var oldToNew: [Int]
    /// For each new position, its partner's old position, or -1.
    @usableFromInline var newToOld: [Int]
    /// How many pairs were made.
    @usableFromInline var pairCount: Int

    /// A pairing given directly.
    @usableFromInline
    init(oldToNew: [Int], newToOld: [Int], pairCount: Int) {
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.pairCount = pairCount
    }

    /// - Complexity: O(*n* + *m*) expected (hashing).
    @inlinable
    init<ID: Hashable>(oldCount: Int, newCount: Int, oldID: (Int) -> ID, newID: (Int) -> ID) {
        var firstOccurrence = [ID: Int](minimumCapacity: oldCount)
        // nextOccurrence[i]: the next old position with the same identity as i, or -1.
        var nextOccurrence = [Int](repeating: -1, count: oldCount)
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        var pairCount = 0

        nextOccurrence.withUnsafeMutableBufferPointer { next in
            // Walking backwards leaves the first occurrence in the dictionary and chains
            // each occurrence to the one after it.
            var i = oldCount - 1
            while i >= 0 {
                if let later = firstOccurrence.updateValue(i, forKey: oldID(i)) { next[i] = later }
                i -= 1
            }
        }
        // cursor[first] says where the chain that starts at `first` stands:
        // 0 = untouched (next is `first`), k > 0 = next is k - 1, -1 = every occurrence paired.
        var cursor = [Int](repeating: 0, count: oldCount)
        nextOccurrence.withUnsafeBufferPointer { next in
            cursor.withUnsafeMutableBufferPointer { cursor in
                oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                    newToOld.withUnsafeMutableBufferPointer { newToOld in
                        for j in 0..<newCount {
                            guard let first = firstOccurrence[newID(j)] else { continue }
                            let state = cursor[first]
                            guard state >= 0 else { continue }
                            let candidate = state == 0 ? first : state - 1
                            let following = next[candidate]
                            cursor[first] = following < 0 ? -1 : following + 1
                            oldToNew[candidate] = j
                            newToOld[j] = candidate
                            pairCount += 1
                        }
                    }
                }
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.pairCount = pairCount
    }
}
