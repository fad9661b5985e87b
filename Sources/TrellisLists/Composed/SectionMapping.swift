/// Where each child's sections sit in a composed data source: prefix sums of the
/// children's section counts, in a Fenwick (binary indexed) tree.
///
/// AAPL's `AAPLComposedMapping` rebuilt local ↔ global dictionaries on every count query;
/// here a child's count changes in O(log *n*), and both directions of the mapping are
/// O(log *n*) for *n* children.
struct SectionMapping {
    /// Each child's section count.
    private(set) var counts: [Int] = []
    /// Fenwick tree over `counts`, 1-based: `tree[i]` sums `counts[i - (i & -i) ..< i]`.
    private var tree: [Int] = [0]

    init(counts: [Int] = []) {
        rebuild(counts)
    }

    /// The total number of sections.
    private(set) var total = 0

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
    /// - Complexity: O(log *n*).
    func locate(_ section: Int) -> (child: Int, local: Int)? {
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
    }
}
