/// A set of positions in `0..<count`, one bit each.
///
/// The diff's bookkeeping: which old positions are paired, which new ones are. At a bit per
/// position the set stays in cache where an array of `Int` (or `Bool`) as long as the
/// snapshot would not, and writing through its own storage leaves no uniqueness check
/// (no copy-on-write) in the diff's loops. Noncopyable, so the storage has one owner and is
/// freed when the set ends.
@usableFromInline
struct PositionSet: ~Copyable {
    @usableFromInline let words: UnsafeMutablePointer<UInt64>

    /// An empty set of positions below `count`.
    @inlinable
    init(count: Int) {
        let wordCount = Swift.max(1, (count + 63) >> 6)
        words = .allocate(capacity: wordCount)
        words.initialize(repeating: 0, count: wordCount)
    }

    @inlinable
    deinit { words.deallocate() }

    @inlinable @inline(__always)
    func contains(_ position: Int) -> Bool {
        words[position &>> 6] & (1 &<< UInt64(position & 63)) != 0
    }

    @inlinable @inline(__always)
    func insert(_ position: Int) {
        words[position &>> 6] |= 1 &<< UInt64(position & 63)
    }

    @inlinable @inline(__always)
    func remove(_ position: Int) {
        words[position &>> 6] &= ~(1 &<< UInt64(position & 63))
    }

    /// Calls `body` with every position of `range` that is in the set (`isMember`) or is
    /// not, in ascending order: a word at a time, skipping the words with nothing to report.
    @inlinable @inline(__always)
    func forEach(in range: Range<Int>, isMember: Bool, _ body: (Int) -> Void) {
        var wordStart = range.lowerBound & ~63
        while wordStart < range.upperBound {
            var word = words[wordStart &>> 6]
            if !isMember { word = ~word }
            if wordStart < range.lowerBound { word &= UInt64.max &<< UInt64(range.lowerBound & 63) }
            if range.upperBound - wordStart < 64 { word &= (1 &<< UInt64(range.upperBound - wordStart)) &- 1 }
            while word != 0 {
                body(wordStart + word.trailingZeroBitCount)
                word &= word &- 1
            }
            wordStart += 64
        }
    }
}
