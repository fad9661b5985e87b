extension ChangeSet where Index == Int {
    /// Computes the batch that turns `old` into `new`, for elements with an identity
    /// and content equality given as closures.
    ///
    /// ```swift
    /// let changes = ChangeSet(from: old, to: new, id: { $0.name }, isContentEqual: { $0.age == $1.age })
    /// ```
    ///
    /// Elements are paired by identity; duplicate identities are paired in order and the
    /// extras become deletes and inserts, so any input gives a valid batch. Paired elements
    /// whose content differs are updates. The moves are **minimal**: every paired element
    /// outside one longest increasing subsequence of old positions (read in new order)
    /// moves, and no other.
    ///
    /// - Parameters:
    ///   - old: The snapshot the list shows now.
    ///   - new: The snapshot it should show.
    ///   - id: An element's identity.
    ///   - isContentEqual: Whether two elements with the same identity look the same.
    /// - Complexity: O(*n* + *m* + *k* log *k*) expected, for *n* old and *m* new
    ///   elements of which *k* are paired; O(*n* + *m*) when the paired elements kept their
    ///   order. Hashing is one insert per old element and one look-up per new element.
    @inlinable @inline(__always)
    public init<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        id: (C.Element) -> ID,
        isContentEqual: (C.Element, C.Element) -> Bool
    ) {
        let oldCount = old.count
        let newCount = new.count
        let oldStart = old.startIndex
        let newStart = new.startIndex
        let matching = IdentityMatching(
            oldCount: oldCount,
            newCount: newCount,
            oldID: { id(old[old.index(oldStart, offsetBy: $0)]) },
            newID: { id(new[new.index(newStart, offsetBy: $0)]) }
        )
        self.init(matching: matching) { oldIndex, newIndex in
            isContentEqual(old[old.index(oldStart, offsetBy: oldIndex)], new[new.index(newStart, offsetBy: newIndex)])
        }
    }

    /// Computes the batch that turns `old` into `new`, identifying elements by `id` and
    /// comparing their content with `==`.
    ///
    /// ```swift
    /// let changes = ChangeSet(from: oldBreeds, to: newBreeds, id: \.name)
    /// ```
    ///
    /// - Complexity: As ``init(from:to:id:isContentEqual:)``.
    @inlinable
    public init<C: RandomAccessCollection, ID: Hashable>(from old: C, to new: C, id: KeyPath<C.Element, ID>)
    where C.Element: Equatable {
        self.init(from: old, to: new, id: { $0[keyPath: id] }, isContentEqual: ==)
    }

    /// Computes the batch that turns `old` into `new` for `Identifiable` elements whose
    /// content is compared with `==`.
    ///
    /// ```swift
    /// let changes = ChangeSet(from: oldCats, to: newCats)
    /// ```
    ///
    /// - Complexity: As ``init(from:to:id:isContentEqual:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C)
    where C.Element: Identifiable & Equatable {
        self.init(from: old, to: new, id: { $0.id }, isContentEqual: ==)
    }

    /// Builds the change set from a pairing: unpaired old are deletes, unpaired new are
    /// inserts, paired outside a longest increasing run are moves, changed content are updates.
    ///
    /// Two passes: one in old order finds the deletes and the updates (already sorted by
    /// old position, as a batch wants them), one in new order the inserts and the moves.
    /// Always inlined, so that `isContentEqual` is a known function rather than a call per pair.
    @inlinable @inline(__always)
    init(matching: IdentityMatching, isContentEqual: (Int, Int) -> Bool) {
        let oldToNew = matching.oldToNew
        let newToOld = matching.newToOld
        let oldCount = oldToNew.count
        let newCount = newToOld.count

        // Exactly the unpaired are deleted and inserted: both lists are written in place.
        var updates: [Update] = []
        let deletes = indexList(count: oldCount - matching.pairCount) { deletes, written in
            for i in 0..<oldCount {
                let j = oldToNew[i]
                if j < 0 {
                    deletes[written] = i
                    written += 1
                } else if !isContentEqual(i, j) {
                    updates.append(Update(old: i, new: j))
                }
            }
        }

        // Unpaired new positions hold -1, which the subsequence skips.
        let stays = longestIncreasingSubsequence(newToOld)
        var moves: [Move] = []
        let inserts = indexList(count: newCount - matching.pairCount) { inserts, written in
            for j in 0..<newCount {
                let i = newToOld[j]
                if i < 0 {
                    inserts[written] = j
                    written += 1
                } else if !stays[j] {
                    moves.append(Move(from: i, to: j))
                }
            }
        }
        self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }
}

/// An array of `count` indices written in place by `fill`, which runs even when `count` is 0
/// (the passes above compute the updates and moves in the same loop).
///
/// `Array(unsafeUninitializedCapacity: 0)` stores its count into the runtime's one shared
/// empty-array storage, so two threads diffing at once write the same global. The store is
/// of the same zero and harmless, but ThreadSanitizer reports it as a data race, so a zero
/// count never reaches that initializer.
@usableFromInline @inline(__always)
func indexList(
    count: Int,
    fill: (inout UnsafeMutableBufferPointer<Int>, inout Int) -> Void
) -> [Int] {
    guard count > 0 else {
        var nothing = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
        var written = 0
        fill(&nothing, &written)
        return []
    }
    return [Int](unsafeUninitializedCapacity: count, initializingWith: fill)
}
