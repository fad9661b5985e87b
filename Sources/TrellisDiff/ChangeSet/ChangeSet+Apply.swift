extension ChangeSet where Index == Int {
    /// Checks that the change set is a batch a list of `oldCount` elements can apply to
    /// become a list of `newCount` elements.
    ///
    /// - Throws: ``ChangeSetError`` naming the first position that is out of range or
    ///   used twice, counts that don't add up, or an update that names two elements.
    /// - Complexity: O(*n* + *m*) for snapshots of *n* and *m* elements.
    public func validate(oldCount: Int, newCount: Int) throws(ChangeSetError<Int>) {
        _ = try sources(oldCount: oldCount, newCount: newCount)
    }

    /// For every position of the new snapshot, the old position its element comes from,
    /// or `nil` where the batch inserts it. This is what a list does when it applies a batch:
    /// inserted and moved elements take their new positions, and the elements nobody
    /// touched fill the remaining positions in their old order.
    ///
    /// - Throws: ``ChangeSetError`` when the batch is not valid for these counts.
    /// - Complexity: O(*n* + *m*).
    public func sources(oldCount: Int, newCount: Int) throws(ChangeSetError<Int>) -> [Int?] {
        var oldTaken = [Bool](repeating: false, count: oldCount)
        var slots = [Int?](repeating: nil, count: newCount)
        var newTaken = [Bool](repeating: false, count: newCount)

        func takeOld(_ index: Int) throws(ChangeSetError<Int>) {
            guard index >= 0, index < oldCount else { throw .outOfRange(index, in: .old, count: oldCount) }
            guard !oldTaken[index] else { throw .duplicate(index, in: .old) }
            oldTaken[index] = true
        }
        func takeNew(_ index: Int) throws(ChangeSetError<Int>) {
            guard index >= 0, index < newCount else { throw .outOfRange(index, in: .new, count: newCount) }
            guard !newTaken[index] else { throw .duplicate(index, in: .new) }
            newTaken[index] = true
        }

        for index in deletes { try takeOld(index) }
        for index in inserts { try takeNew(index) }
        for move in moves {
            try takeOld(move.from)
            try takeNew(move.to)
            slots[move.to] = move.from
        }
        guard oldCount - deletes.count == newCount - inserts.count else {
            throw .countMismatch(old: oldCount, deletes: deletes.count, inserts: inserts.count, new: newCount)
        }
        // Untouched elements keep their relative order in the free slots.
        var next = 0
        for slot in 0..<newCount where !newTaken[slot] {
            while oldTaken[next] { next += 1 }
            slots[slot] = next
            next += 1
        }
        for update in updates {
            guard update.new >= 0, update.new < newCount else {
                throw .outOfRange(update.new, in: .new, count: newCount)
            }
            guard update.old >= 0, update.old < oldCount else {
                throw .outOfRange(update.old, in: .old, count: oldCount)
            }
            guard slots[update.new] == update.old else { throw .updateMismatch(old: update.old, new: update.new) }
        }
        return slots
    }

    /// Applies the batch to `old` the way a list would, and returns the result.
    ///
    /// Elements that stay or move keep their **old** value; only inserted and updated
    /// positions take their value from `new`. So the result equals `new` exactly when
    /// the change set is right: a missed update, a wrong index or a lost element all
    /// show. This is the oracle the tests use to prove every change set correct.
    ///
    /// ```swift
    /// let changes = ChangeSet(from: old, to: new)
    /// #expect(try changes.apply(to: old, taking: new) == new)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The snapshot the change set was computed from.
    ///   - new: The snapshot it leads to; only its inserted and updated elements are read.
    /// - Returns: `old` with the batch applied.
    /// - Throws: ``ChangeSetError`` when the batch is not valid for these snapshots.
    /// - Complexity: O(*n* + *m*).
    public func apply<Element>(to old: [Element], taking new: [Element]) throws(ChangeSetError<Int>) -> [Element] {
        let slots = try sources(oldCount: old.count, newCount: new.count)
        var result: [Element] = []
        result.reserveCapacity(new.count)
        for (position, source) in slots.enumerated() {
            result.append(source.map { old[$0] } ?? new[position])
        }
        for update in updates {
            result[update.new] = new[update.new]
        }
        return result
    }
}
