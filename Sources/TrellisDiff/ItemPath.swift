/// The position of an item in a sectioned list: a section and an item within it.
///
/// Trellis's own type rather than Foundation's `IndexPath`, so the diff stays in the
/// standard library and a position is two plain integers. Hosts convert at their edge.
/// Ordered section first, then item.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
