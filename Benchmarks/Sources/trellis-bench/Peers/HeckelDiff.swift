/// The diff iOS lists reach for: Paul Heckel's O(n) algorithm ("A technique for
/// isolating differences between files", CACM 1978) as IGListKit's `IGListDiff`
/// runs it (IGListDiff.mm), transcribed to Swift for the `diff` suite's `heckel` peer.
///
/// The transcription keeps IGListKit's structure and costs: a hash table from identity
/// to an entry with old and new occurrence counters, a stack of old indexes and an
/// `updated` flag; one record per old and per new element pointing at its entry; then
/// the passes:
///
/// 1. every new element: count it, push "not found" on its entry's stack;
/// 2. every old element, last to first: count it, push its index;
/// 3. every new element: pop an old index; compare contents when there is one (the
///    update flag); link the two records when the element is in both arrays;
/// 4. old records without a link are deletes (running delete offsets);
/// 5. new records without a link are inserts (running insert offsets); linked ones are
///    updates when flagged, and moves when `old - deleteOffset + insertOffset != new`.
///
/// Like IGListKit it reports every element whose offset-adjusted position changed as a
/// move, which is not a minimal set. It leaves out what IGListKit builds only for later
/// look-ups (the identity → index maps of its result), so the peer is, if anything,
/// faster than the original.
///
/// - Complexity: O(*n* + *m*) expected hash operations.
struct HeckelDiff {
    var inserts: [Int] = []
    var deletes: [Int] = []
    /// Old indexes of elements whose content changed (IGListKit reports the old index).
    var updates: [Int] = []
    var moves: [(from: Int, to: Int)] = []

    /// `NSNotFound` is `NSIntegerMax`, and pass 3's `originalIndex < oldCount` relies on it.
    private static let notFound = Int.max

    private struct Entry {
        var oldCounter = 0
        var newCounter = 0
        /// The stack of old indexes (`std::stack<NSInteger>` in IGListKit).
        var oldIndexes: [Int] = []
        var updated = false
    }

    init<Element: Identifiable & Equatable>(old oldArray: [Element], new newArray: [Element]) {
        let newCount = newArray.count
        let oldCount = oldArray.count
        // The two shortcuts: everything deleted, or everything inserted.
        if newCount == 0 {
            deletes = Array(0..<oldCount)
            return
        }
        if oldCount == 0 {
            inserts = Array(0..<newCount)
            return
        }

        var table: [Element.ID: Int] = [:]  // identity → entry (the entries live in `entries`)
        var entries: [Entry] = []
        func entryIndex(for key: Element.ID) -> Int {
            if let index = table[key] { return index }
            entries.append(Entry())
            table[key] = entries.count - 1
            return entries.count - 1
        }

        // Pass 1: an entry for every new element; count it; push "not found".
        var newEntry = [Int](repeating: 0, count: newCount)
        var newIndex = [Int](repeating: Self.notFound, count: newCount)
        for i in 0..<newCount {
            let entry = entryIndex(for: newArray[i].id)
            entries[entry].newCounter += 1
            entries[entry].oldIndexes.append(Self.notFound)
            newEntry[i] = entry
        }

        // Pass 2: every old element, in descending order so the stack pops ascending.
        // (IGListKit also stores each old record's entry, which it never reads again.)
        var oldIndex = [Int](repeating: Self.notFound, count: oldCount)
        for i in stride(from: oldCount - 1, through: 0, by: -1) {
            let entry = entryIndex(for: oldArray[i].id)
            entries[entry].oldCounter += 1
            entries[entry].oldIndexes.append(i)
        }

        // Pass 3: elements in both arrays; the update flag from comparing contents.
        for i in 0..<newCount {
            let entry = newEntry[i]
            let originalIndex = entries[entry].oldIndexes.removeLast()
            if originalIndex < oldCount, newArray[i] != oldArray[originalIndex] {
                entries[entry].updated = true
            }
            if originalIndex != Self.notFound, entries[entry].newCounter > 0, entries[entry].oldCounter > 0 {
                newIndex[i] = originalIndex
                oldIndex[originalIndex] = i
            }
        }

        // Pass 4: deletes, tracking how many precede each old index.
        var deleteOffsets = [Int](repeating: 0, count: oldCount)
        var runningOffset = 0
        for i in 0..<oldCount {
            deleteOffsets[i] = runningOffset
            if oldIndex[i] == Self.notFound {
                deletes.append(i)
                runningOffset += 1
            }
        }

        // Pass 5: inserts, updates and moves, tracking how many inserts precede each new index.
        var insertOffsets = [Int](repeating: 0, count: newCount)
        runningOffset = 0
        for i in 0..<newCount {
            insertOffsets[i] = runningOffset
            let old = newIndex[i]
            if old == Self.notFound {
                inserts.append(i)
                runningOffset += 1
            } else {
                if entries[newEntry[i]].updated { updates.append(old) }
                if old - deleteOffsets[old] + insertOffsets[i] != i { moves.append((from: old, to: i)) }
            }
        }
        precondition(
            oldCount + inserts.count - deletes.count == newCount,
            "Heckel sanity check: \(inserts.count) inserts and \(deletes.count) deletes do not turn \(oldCount) into \(newCount)")
    }
}
