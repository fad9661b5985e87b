extension ChangeSet where Index == ItemPath {
    /// Item changes, given how the sections were paired: items are paired by identity
    /// across the whole snapshot, in new order, section by section.
    ///
    /// One pass over the new items pairs them, lists inserts and updates, and feeds each
    /// surviving section's pairs that stay in their section pair to ``PatiencePiles``; at
    /// the end of the section its moves are listed in item order. Deletes are read off
    /// the old positions never paired. Items are read where they are (no flattened copy):
    /// an old item's flat position names its section by the section's start, looked up
    /// only when the item changes section.
    @inlinable @inline(__always)
    init<Items: RandomAccessCollection, ID: Hashable>(
        old: [Items],
        new: [Items],
        sectionSources: [Int],
        oldSectionSurvives: [Bool],
        id: (Items.Element) -> ID,
        isContentEqual: (Items.Element, Items.Element) -> Bool
    ) {
        // oldStarts[s]: the flat position of old section s's first item; the last entry is
        // the number of old items.
        var oldStarts: [Int] = []
        oldStarts.reserveCapacity(old.count + 1)
        var oldCount = 0
        var newCount = 0
        var largestOldSection = 0
        var largestNewSection = 0
        for items in old {
            oldStarts.append(oldCount)
            oldCount += items.count
            largestOldSection = Swift.max(largestOldSection, items.count)
        }
        oldStarts.append(oldCount)
        for items in new {
            newCount += items.count
            largestNewSection = Swift.max(largestNewSection, items.count)
        }

        var matching = IdentityMatching<ID>(oldCount: oldCount)
        matching.add(itemsOf: old, count: oldCount, id: id)
        // Every look-up first, in a loop of its own, so that many are in flight at once.
        let heads = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(1, newCount))
        defer { heads.deallocate() }
        matching.lookUp(itemsOf: new, id: id, into: heads)
        var newFlat = 0

        var inserts: [ItemPath] = []
        var moves: [Move] = []
        var updates: [Update] = []
        var updatesAreSorted = true
        // Old items whose pair a section insert broke, in surviving old sections: deletes.
        var released: [Int] = []
        // Per item of the section at hand: the old path it comes from, or section -1.
        let origins = UnsafeMutablePointer<ItemPath>.allocate(capacity: Swift.max(1, largestNewSection))
        defer { origins.deallocate() }
        // The section's pairs that stay in their section pair, by old item.
        var piles = PatiencePiles(capacity: largestNewSection, valueLimit: largestOldSection)

        for (target, items) in new.enumerated() {
            let source = sectionSources[target]
            guard source >= 0 else {
                // An inserted section brings its items; their identities still pair, so
                // that every occurrence pairs in reading order.
                for _ in 0..<items.count {
                    if let flat = matching.pair(head: heads[newFlat]) {
                        let section = Self.section(containing: flat, starts: oldStarts)
                        if oldSectionSurvives[section] { released.append(flat) }
                    }
                    newFlat += 1
                }
                continue
            }
            let sourceItems = old[source]
            let sourceStart = oldStarts[source]
            let sourceCount = oldStarts[source + 1] - sourceStart
            piles.removeAll()
            var item = 0
            for element in items {
                defer {
                    item += 1
                    newFlat += 1
                }
                let path = ItemPath(section: target, item: item)
                origins[item] = ItemPath(section: -1, item: 0)
                guard let flat = matching.pair(head: heads[newFlat]) else {
                    inserts.append(path)
                    continue
                }
                let origin: ItemPath
                let isUnchanged: Bool
                if flat &- sourceStart < sourceCount, flat >= sourceStart {
                    origin = ItemPath(section: source, item: flat - sourceStart)
                    isUnchanged = isContentEqual(sourceItems[sourceItems.index(sourceItems.startIndex, offsetBy: origin.item)], element)
                    piles.append(origin.item, at: item)
                } else {
                    let section = Self.section(containing: flat, starts: oldStarts)
                    guard oldSectionSurvives[section] else {
                        // Its old section is deleted: what remains of the pair is an insert.
                        inserts.append(path)
                        continue
                    }
                    origin = ItemPath(section: section, item: flat - oldStarts[section])
                    let originItems = old[section]
                    isUnchanged = isContentEqual(originItems[originItems.index(originItems.startIndex, offsetBy: origin.item)], element)
                }
                origins[item] = origin
                if !isUnchanged {
                    if let last = updates.last, last.old > origin { updatesAreSorted = false }
                    updates.append(Update(old: origin, new: path))
                }
            }
            // The section's stays outside its longest increasing run move, and every pair
            // that changed section. Walking back, the run's members are the first stay met
            // on each pile, from the last pile down; the section's moves, found from its
            // end, are turned around so that moves stay sorted by target.
            var memberPile = piles.count - 1
            let sectionMovesStart = moves.count
            var back = item
            while back > 0 {
                back -= 1
                let origin = origins[back]
                guard origin.section >= 0 else { continue }
                if origin.section == source, piles.pile(at: back) == memberPile {
                    memberPile -= 1
                } else {
                    moves.append(Move(from: origin, to: ItemPath(section: target, item: back)))
                }
            }
            moves[sectionMovesStart...].reverse()
        }

        for flat in released { matching.paired.remove(flat) }
        var deletes: [ItemPath] = []
        for section in old.indices where oldSectionSurvives[section] {
            let start = oldStarts[section]
            matching.paired.forEach(in: start..<oldStarts[section + 1], isMember: false) { flat in
                deletes.append(ItemPath(section: section, item: flat - start))
            }
        }
        if !updatesAreSorted { updates.sort { $0.old < $1.old } }
        self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }

    /// The old section holding the item at flat position `flat`: the last section that
    /// starts at or before it (empty sections start where the next one does).
    @inlinable
    static func section(containing flat: Int, starts: [Int]) -> Int {
        // First start after `flat`, then one back; starts[last] is the item count, past `flat`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= flat { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
