/// How well a query matches a text, as a command palette ranks its entries (Sublime Text's
/// Goto Anything, VS Code's quick open): the query's characters must appear in the text in
/// order, case-insensitively; a match that starts the text beats one that starts a word,
/// which beats one on the words' initials, a contiguous one and then a scattered one; among
/// those, fewer characters skipped, then an earlier start.
///
/// ```swift
/// FuzzyMatch(query: "fav", in: "Favorites  cats://favorites")?.kind   // .prefix
/// FuzzyMatch(query: "ab", in: "American Bobtail")?.kind                // .initials
/// FuzzyMatch.filter(items, by: "ab") { $0.title }                     // best first, stable
/// ```
struct FuzzyMatch: Comparable, Sendable {
    /// What kind of match, best first.
    enum Kind: Int, Comparable, Sendable {
        /// The text starts with the query.
        case prefix
        /// A word of the text starts with the query.
        case wordStart
        /// Every character of the query starts a word, in order ("ab": American Bobtail).
        case initials
        /// The query appears whole, inside a word.
        case substring
        /// The query's characters appear in order, with others between.
        case scattered

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What kind of match.
    let kind: Kind
    /// Characters between the query's first and last in the tightest match, not in the query.
    let gaps: Int
    /// Where the tightest match starts, in characters.
    let start: Int

    /// The match of `query` in `text`, or `nil` when the query's characters are not all in
    /// the text in order. An empty query matches every text, as a prefix.
    ///
    /// - Complexity: O(*n*·*m*) for a text of *n* characters and a query of *m*.
    init?(query: String, in text: String) {
        let query = Array(query.lowercased())
        let text = Array(text.lowercased())
        guard !query.isEmpty else {
            (kind, gaps, start) = (.prefix, 0, 0)
            return
        }
        guard let (start, end) = Self.tightestSpan(of: query, in: text) else { return nil }
        self.start = start
        gaps = end - start + 1 - query.count
        let words = text.indices.filter { Self.startsWord(at: $0, in: text) }
        if text.starts(with: query) {
            kind = .prefix
        } else if words.contains(where: { text[$0...].starts(with: query) }) {
            kind = .wordStart
        } else if Self.isSubsequence(query, of: words.map { text[$0] }) {
            kind = .initials
        } else {
            kind = gaps == 0 ? .substring : .scattered
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.kind, lhs.gaps, lhs.start) < (rhs.kind, rhs.gaps, rhs.start) }

    /// The items whose `text` matches `query`, best match first; items that match equally
    /// well keep their order (the sort is stable).
    ///
    /// - Complexity: O(*k*·*n*·*m* + *k* log *k*) for *k* items.
    static func filter<Item>(_ items: [Item], by query: String, text: (Item) -> String) -> [Item] {
        items.enumerated()
            .compactMap { index, item in FuzzyMatch(query: query, in: text(item)).map { (match: $0, index: index, item: item) } }
            .sorted { ($0.match, $0.index) < ($1.match, $1.index) }
            .map(\.item)
    }

    /// Whether `query`'s characters appear in `text` in order.
    static func isSubsequence<Text: Collection<Character>>(_ query: [Character], of text: Text) -> Bool {
        var remaining = query[...]
        for character in text where character == remaining.first { remaining.removeFirst() }
        return remaining.isEmpty
    }

    /// The shortest stretch of `text` holding `query` in order (the earliest of equals), as
    /// the indices of its first and last characters.
    private static func tightestSpan(of query: [Character], in text: [Character]) -> (Int, Int)? {
        var best: (Int, Int)?
        for start in text.indices where text[start] == query[0] {
            // From each start, taking each next character as early as it comes ends soonest.
            var matched = 1
            var end = start
            while matched < query.count, end + 1 < text.count {
                end += 1
                if text[end] == query[matched] { matched += 1 }
            }
            guard matched == query.count else { break }  // later starts cannot match either
            if best.map({ end - start < $0.1 - $0.0 }) ?? true { best = (start, end) }
        }
        return best
    }

    /// Whether a word starts at `index`: the first letter or digit after anything else.
    private static func startsWord(at index: Int, in text: [Character]) -> Bool {
        guard text[index].isLetter || text[index].isNumber else { return false }
        return index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber)
    }
}
