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
        let oldStart = old.startIndex
        var matching = IdentityMatching<ID>(oldCount: oldCount)
        var oldPosition = oldCount
        var oldIndex = old.endIndex
        while oldPosition > 0 {
            old.formIndex(before: &oldIndex)
            oldPosition -= 1
            matching.add(id(old[oldIndex]), at: oldPosition)
        }
        // Every look-up first, in a loop of its own: with nothing waiting on their answers,
        // many are in flight at once, as in the bare index. Each answer waits in the slot
        // its pair will take.
        var builder = ChangeSetBuilder(oldCount: oldCount, newCount: new.count)
        var newPosition = 0
        for element in new {
            builder.sources[newPosition] = matching.firstPosition(of: id(element))
            newPosition += 1
        }
        // Then one pass in new order does the rest: pairing, updates, the longest run.
        newPosition = 0
        for element in new {
            if let partner = matching.pair(head: builder.sources[newPosition]) {
                let isUpdated = !isContentEqual(old[old.index(oldStart, offsetBy: partner)], element)
                builder.pair(old: partner, new: newPosition, isUpdated: isUpdated)
            } else {
                builder.insert(at: newPosition)
            }
            newPosition += 1
        }
        self = builder.changeSet(oldPaired: matching.paired)
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
}
