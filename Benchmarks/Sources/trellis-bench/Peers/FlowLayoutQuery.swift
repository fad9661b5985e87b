import TrellisLists
import TrellisViews

/// The viewport query a user already has: `UICollectionViewFlowLayout`'s strategy.
/// Attributes for every element are prepared up front (here: the same elements and
/// frames CollectionLayout makes, sorted by y), and `layoutAttributesForElements(in:)`
/// binary-searches the first element below the rect's top, walks down to its bottom,
/// and adds the pinned header of the section at the top (`sectionHeadersPinToVisibleBounds`).
///
/// The `layout` suite's peer for `attributes(in:)`.
///
/// - Complexity: O(log *n* + *k*) per query for *k* elements in the rect.
struct FlowLayoutQuery {
    private let all: [LayoutAttributes]
    /// For each section, the index in `all` of its header.
    private let headerIndex: [Int: Int]

    /// Prepares the attributes: every element, sorted by top edge.
    init(prepared attributes: [LayoutAttributes]) {
        all = attributes.sorted { $0.frame.minY < $1.frame.minY }
        var headers: [Int: Int] = [:]
        for (index, attribute) in all.enumerated() {
            if case let .header(section, 0) = attribute.element { headers[section] = index }
        }
        headerIndex = headers
    }

    /// The attributes of the elements in `rect`, the pinned header first.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        // The first element whose bottom is below the rect's top (every row is as tall
        // as the next here, so bottoms are sorted like tops).
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].frame.maxY <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < all.count, all[index].frame.minY < rect.maxY {
            if all[index].frame.intersects(rect) { result.append(all[index]) }
            index += 1
        }
        // The top section's header stays at the top while its section scrolls under it.
        if let first = result.first, let section = first.element.section,
            let header = headerIndex[section], first.element != all[header].element
        {
            var pinned = all[header]
            pinned.frame.origin.y = rect.minY
            pinned.isPinned = true
            result.insert(pinned, at: 0)
        }
        return result
    }
}
