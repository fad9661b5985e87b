/// Where each child's sections sit in a composed data source: prefix sums of the
/// children's section counts, in a Fenwick (binary indexed) tree, plus a flat table of
/// every global section's (child, local) built once lookups have paid for it.
///
/// AAPL's `AAPLComposedMapping` rebuilt local ↔ global dictionaries on every count query;
/// here a child's count changes in O(log *n*) for *n* children. A global → local lookup
/// reads the flat table in O(1) while the structure stands still; right after a change it
/// descends the tree in O(log *n*), and once those descents have cost about what building
/// the table costs (lookups × log *n* ≥ sections), the table is rebuilt. A list that reads
/// its sections over and over pays an array read per lookup; one that changes counts
/// between single lookups never pays for a table it does not use.
///
/// The table read is `@inlinable` so that ``ComposedDataSource/localSection(for:)`` costs
/// a range check and an array read at the caller: a call into the module, and the retain
/// of a child the caller may not use, cost more than the read itself.
@usableFromInline
struct SectionMapping {
    /// Each child's section count.
    private(set) var counts: [Int] = []
    /// Fenwick tree over `counts`, 1-based: `tree[i]` sums `counts[i - (i & -i) ..< i]`.
    private var tree: [Int] = [0]
    /// For each global section, its child and its index there; valid while `isTableCurrent`.
    @usableFromInline private(set) var table: [(child: Int, local: Int)] = []
    /// Whether `table` describes the current counts.
    @usableFromInline private(set) var isTableCurrent = false
    /// Tree descents made since the last change, towards paying for a table rebuild.
    private var descentsSinceChange = 0

    init(counts: [Int] = []) {
        rebuild(counts)
    }

    /// The total number of sections.
    @usableFromInline private(set) var total = 0

    /// The first global section of `child`.
    ///
    /// - Complexity: O(log *n*).
    func offset(ofChild child: Int) -> Int {
        var sum = 0
        var i = child
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The child that holds global section `section`, and the section's index in it.
    ///
    /// - Complexity: O(1) from the table; O(log *n*) while the table is out of date, and
    ///   an O(*s* + *n*) rebuild, for *s* sections, once such lookups add up to about *s*.
    @inlinable
    mutating func locate(_ section: Int) -> (child: Int, local: Int)? {
        guard section >= 0, section < total else { return nil }
        if isTableCurrent { return table[section] }
        return locateWithoutTable(section)
    }

    /// `locate(_:)` while the table is out of date: a descent, or a rebuild once descents
    /// have paid for it. `section` is in range.
    @usableFromInline
    mutating func locateWithoutTable(_ section: Int) -> (child: Int, local: Int)? {
        descentsSinceChange += 1
        if descentsSinceChange * tree.count.bitWidthUsed >= total {
            rebuildTable()
            return table[section]
        }
        return descend(section)
    }

    /// `locate(_:)` by the tree alone.
    ///
    /// - Complexity: O(log *n*).
    func descend(_ section: Int) -> (child: Int, local: Int)? {
        guard section >= 0, section < total else { return nil }
        // Descend the tree for the last position whose prefix sum is ≤ section.
        var position = 0
        var remaining = section
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` children lie wholly before the section; empty children are skipped
        // because their zero count never makes the prefix exceed `section`.
        return (position, remaining)
    }

    /// Changes one child's count.
    ///
    /// - Complexity: O(log *n*).
    mutating func setCount(_ count: Int, forChild child: Int) {
        let delta = count - counts[child]
        guard delta != 0 else { return }
        counts[child] = count
        total += delta
        var i = child + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
        invalidateTable()
    }

    /// Inserts a child. O(*n*): children come and go far less often than sections are read.
    mutating func insertChild(at index: Int, count: Int) {
        var newCounts = counts
        newCounts.insert(count, at: index)
        rebuild(newCounts)
    }

    /// Removes a child. O(*n*).
    mutating func removeChild(at index: Int) {
        var newCounts = counts
        newCounts.remove(at: index)
        rebuild(newCounts)
    }

    private mutating func rebuild(_ newCounts: [Int]) {
        counts = newCounts
        total = newCounts.reduce(0, +)
        tree = [Int](repeating: 0, count: newCounts.count + 1)
        for (index, count) in newCounts.enumerated() {
            let i = index + 1
            tree[i] += count
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
        invalidateTable()
    }

    private mutating func invalidateTable() {
        isTableCurrent = false
        descentsSinceChange = 0
    }

    private mutating func rebuildTable() {
        table.removeAll(keepingCapacity: true)
        table.reserveCapacity(total)
        for (child, count) in counts.enumerated() {
            for local in 0..<count { table.append((child, local)) }
        }
        isTableCurrent = true
    }
}

extension Int {
    /// The number of bits up to the highest set one: ⌈log₂(self + 1)⌉ for a positive value.
    fileprivate var bitWidthUsed: Int { Int.bitWidth - leadingZeroBitCount }
}
