/// Support for the pinned-output tests: change sets of seeded storms, compared as one
/// checksum with the ones the diff gave before its internals were last rewritten.

/// FNV-1a over the text's UTF-8: a checksum that is the same in every process, as
/// `Hasher`'s seeded values are not.
func checksum(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
}

/// Random edits of a list: deletes, inserts, moves near and far, content changes and
/// duplicates, so that longest runs tie and duplicates pair in order.
func pinnedEdit(_ old: [Row], idRange: Int, edits: Int, using random: inout SeededGenerator) -> [Row] {
    var new = old
    for _ in 0..<edits {
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !new.isEmpty:
            new.remove(at: Int.random(in: new.indices, using: &random))
        case 1:
            new.insert(Row(id: "r\(Int.random(in: 0..<idRange, using: &random))"), at: Int.random(in: 0...new.count, using: &random))
        case 2 where !new.isEmpty:
            let row = new.remove(at: Int.random(in: new.indices, using: &random))
            new.insert(row, at: Int.random(in: 0...new.count, using: &random))
        case 3 where !new.isEmpty:
            new[Int.random(in: new.indices, using: &random)].content += 1
        case 4 where !new.isEmpty:
            new.insert(new[Int.random(in: new.indices, using: &random)], at: Int.random(in: 0...new.count, using: &random))
        default:
            break
        }
    }
    return new
}
