/// The batch update that turns an old sectioned snapshot into a new one: section
/// changes and item changes together, as one `performBatchUpdates` applies them.
///
/// - ``sections`` uses section indices: deletes and moves-from in the old snapshot,
///   inserts and moves-to in the new one; its updates are sections whose own model
///   changed (a header title, say).
/// - ``items`` uses ``ItemPath``s, old paths for deletes and the source of moves, new
///   paths for inserts and the target of moves. Items can move across sections.
///
/// Like a collection view, a change set never lists the items of a section it deletes
/// or inserts: they go and come with their section. An item whose old section is
/// deleted, or whose new section is inserted, is therefore not a move but an implicit
/// delete plus an insert (or implicit insert), so the batch stays one a list can apply.
///
/// ```swift
/// let changes = SectionedChangeSet(from: oldByOrigin, to: newByOrigin)
/// print(changes)
/// // SectionedChangeSet(sections(insert [2]), items(delete [[0, 1]]; move [[1, 0]→[0, 0]]))
/// ```
public struct SectionedChangeSet: Hashable, Sendable {
    /// Section-level changes, by section index.
    public var sections: ChangeSet<Int>
    /// Item-level changes, by item path.
    public var items: ChangeSet<ItemPath>

    /// Creates a change set from its section and item parts.
    @inlinable
    public init(sections: ChangeSet<Int> = ChangeSet(), items: ChangeSet<ItemPath> = ChangeSet()) {
        self.sections = sections
        self.items = items
    }

    /// Whether applying the change set changes nothing.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty }

    /// The number of section and item changes together.
    public var count: Int { sections.count + items.count }
}

extension SectionedChangeSet: CustomStringConvertible {
    /// `SectionedChangeSet(sections(…), items(…))` with the parts that have changes,
    /// or `SectionedChangeSet(no changes)`.
    public var description: String {
        func body(_ changes: String) -> String {
            // "ChangeSet(" … ")" → the inner text.
            String(changes.dropFirst("ChangeSet(".count).dropLast())
        }
        var parts: [String] = []
        if !sections.isEmpty { parts.append("sections(" + body(sections.description) + ")") }
        if !items.isEmpty { parts.append("items(" + body(items.description) + ")") }
        return "SectionedChangeSet(" + (parts.isEmpty ? "no changes" : parts.joined(separator: ", ")) + ")"
    }
}
