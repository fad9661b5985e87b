/// How the sections of two snapshots pair, and the section-level changes: sections are
/// paired like the elements of a flat list.
///
/// Kept out of line: a snapshot has few sections, and the item-level diff that follows,
/// inlined into the caller with its closures, is the part that has to be fast.
@usableFromInline
struct SectionPairing {
    @usableFromInline var changes: ChangeSet<Int>
    /// For each new section, the old section it comes from, or -1 if it is inserted.
    @usableFromInline var sources: [Int]
    /// For each old section, whether a new section comes from it.
    @usableFromInline var oldSurvives: [Bool]

    @inlinable @inline(never)
    init<Section, ID: Hashable>(
        old: [Section],
        new: [Section],
        id: (Section) -> ID,
        isContentEqual: (Section, Section) -> Bool
    ) {
        var matching = IdentityMatching<ID>(oldCount: old.count)
        for position in old.indices.reversed() {
            matching.add(id(old[position]), at: position)
        }
        var builder = ChangeSetBuilder(oldCount: old.count, newCount: new.count)
        sources = [Int](repeating: -1, count: new.count)
        for position in new.indices {
            guard let source = matching.pair(id(new[position])) else {
                builder.insert(at: position)
                continue
            }
            sources[position] = source
            builder.pair(old: source, new: position, isUpdated: !isContentEqual(old[source], new[position]))
        }
        oldSurvives = old.indices.map { matching.paired.contains($0) }
        changes = builder.changeSet(oldPaired: matching.paired)
    }
}
