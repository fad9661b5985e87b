extension ChangeSet where Index == Int {
    /// Builds the minimal batch from where each new element comes from: the inverse of
    /// ``sources(oldCount:newCount:)``.
    ///
    /// Old positions no new element comes from are deletes; new positions with no source
    /// are inserts; of the rest, those outside a longest increasing run of sources move.
    ///
    /// - Parameters:
    ///   - sources: For each new position, the old position it comes from, or `nil`.
    ///     Each old position appears at most once.
    ///   - oldCount: The number of elements in the old snapshot.
    ///   - isUpdated: Whether the element now at a new position changed content.
    /// - Complexity: O(*n* + *m* + *k* log *k*).
    public init(sources: [Int?], oldCount: Int, isUpdated: (Int) -> Bool = { _ in false }) {
        let used = PositionSet(count: oldCount)
        var builder = ChangeSetBuilder(oldCount: oldCount, newCount: sources.count)
        for (new, source) in sources.enumerated() {
            guard let source else {
                builder.insert(at: new)
                continue
            }
            precondition(
                source >= 0 && source < oldCount && !used.contains(source),
                "ChangeSet(sources:): source \(source) is out of range or used twice; each old position may feed one new position")
            used.insert(source)
            builder.pair(old: source, new: new, isUpdated: isUpdated(new))
        }
        self = builder.changeSet(oldPaired: used)
    }

    /// The single batch that has the effect of applying `self`, then `next`.
    ///
    /// ```swift
    /// let both = try first.followed(by: second, oldCount: 4, middleCount: 5, newCount: 3)
    /// ```
    ///
    /// An element that one batch moves and the other moves back does not move at all;
    /// one inserted by the first and deleted by the second vanishes from both lists.
    /// Moves in the result are minimal.
    ///
    /// - Throws: ``ChangeSetError`` if either batch is not valid for its counts.
    /// - Complexity: O(*n* + *m* + *k* log *k*) over the three counts.
    public func followed(by next: ChangeSet<Int>, oldCount: Int, middleCount: Int, newCount: Int) throws(ChangeSetError<Int>) -> ChangeSet<
        Int
    > {
        let first = try sources(oldCount: oldCount, newCount: middleCount)
        let second = try next.sources(oldCount: middleCount, newCount: newCount)
        let firstUpdated = Set(updates.map(\.new))
        let secondUpdated = Set(next.updates.map(\.new))
        let composed = second.map { middle in middle.flatMap { first[$0] } }
        return ChangeSet(sources: composed, oldCount: oldCount) { new in
            guard let middle = second[new] else { return false }
            return secondUpdated.contains(new) || firstUpdated.contains(middle)
        }
    }
}
