/// Why a sectioned change set cannot be applied to a pair of sectioned snapshots.
public enum SectionedChangeSetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section-level changes are not a valid batch for the section counts.
    case sections(ChangeSetError<Int>)
    /// An item-level position is out of range or used twice, or an update names two items.
    case items(ChangeSetError<ItemPath>)
    /// An item change names a section that does not exist in that snapshot.
    case sectionOutOfRange(ItemPath, in: ChangeSetError<Int>.Snapshot, sectionCount: Int)
    /// An item change names an old section that the batch deletes (its items go with it).
    case itemInDeletedSection(ItemPath)
    /// An item change names a new section that the batch inserts (its items come with it).
    case itemInInsertedSection(ItemPath)
    /// A surviving section's item counts do not add up.
    case itemCountMismatch(section: Int, old: Int, removed: Int, inserted: Int, new: Int)

    public var description: String {
        switch self {
        case let .sections(error):
            "sections: \(error)"
        case let .items(error):
            "items: \(error)"
        case let .sectionOutOfRange(path, snapshot, sectionCount):
            "item \(path) names a section outside the \(snapshot.rawValue) snapshot (\(sectionCount) sections)"
        case let .itemInDeletedSection(path):
            "item \(path) is in an old section that the batch deletes"
        case let .itemInInsertedSection(path):
            "item \(path) is in a new section that the batch inserts"
        case let .itemCountMismatch(section, old, removed, inserted, new):
            "section \(section): \(old) old items - \(removed) removed + \(inserted) inserted ≠ \(new) new items"
        }
    }
}
