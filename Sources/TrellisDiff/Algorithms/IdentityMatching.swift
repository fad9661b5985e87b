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

    /// A pairing given directly. `pairCount` must be the number of non-negative entries of
    /// each array: ``ChangeSet`` writes exactly that many fewer deletes and inserts in place.
    @usableFromInline
    init(oldToNew: [Int], newToOld: [Int], pairCount: Int) {
        assert(
            oldToNew.count(where: { $0 >= 0 }) == pairCount && newToOld.count(where: { $0 >= 0 }) == pairCount,
            "IdentityMatching: pairCount \(pairCount) does not match the pairing")
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.pairCount = pairCount
    }

    /// Always inlined: only inside its caller are `oldID` and `newID` known, and a call per
    /// element through a closure costs about a third of a hash.
    ///
    /// - Complexity: O(*n* + *m*) expected (hashing).
    @inlinable @inline(__always)
    init<ID: Hashable>(oldCount: Int, newCount: Int, oldID: (Int) -> ID, newID: (Int) -> ID) {
        var firstOccurrence = [ID: Int](minimumCapacity: oldCount)
        // next[i]: the next old position with the same identity as i, or -1. Once the
        // first occurrence of an identity is paired, next[first] is where the unpaired
        // rest of its chain starts: pairing an occurrence unlinks it. No other state is
        // needed, and with no duplicates every chain is one element long.
        // Allocated at the first duplicate: without duplicates it is never read.
        var next: [Int] = []
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        var pairCount = 0

        // Walking backwards leaves the first occurrence in the dictionary and chains
        // each occurrence to the one after it. Plain loops, no buffer closures: the
        // identity closures then inline into them once specialized.
        var i = oldCount - 1
        while i >= 0 {
            if let later = firstOccurrence.updateValue(i, forKey: oldID(i)) {
                if next.isEmpty { next = [Int](repeating: -1, count: oldCount) }
                next[i] = later
            }
            i -= 1
        }
        for j in 0..<newCount {
            guard let first = firstOccurrence[newID(j)] else { continue }
            let candidate: Int
            if oldToNew[first] < 0 {
                candidate = first
            } else {
                guard !next.isEmpty else { continue }
                candidate = next[first]
                guard candidate >= 0 else { continue }
                next[first] = next[candidate]
            }
            oldToNew[candidate] = j
            newToOld[j] = candidate
            pairCount += 1
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.pairCount = pairCount
    }
}
