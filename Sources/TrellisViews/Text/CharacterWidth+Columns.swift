// From a cell to a character and back, for the views that put a caret or a selection in
// shown text (a text area, a selectable label, a Markdown view): one place that knows a
// wide character covers two cells and a combining mark none.

extension CharacterWidth {
    /// The offset in `characters` (one row, drawn from its first cell) of the character
    /// whose cells hold `column`, or `characters.count` when the row is shorter: where a
    /// caret goes for a press in that cell (before the character, a wide one's right half
    /// included). A negative column is offset 0.
    ///
    /// - Complexity: O(*n*) for the characters up to `column`.
    package static func offset(atColumn column: Int, in characters: some Collection<Character>) -> Int {
        var offset = 0
        var used = 0
        for character in characters {
            let cells = of(character)
            if used + cells > column { break }
            used += cells
            offset += 1
        }
        return offset
    }

    /// The cells the characters take.
    ///
    /// - Complexity: O(*n*).
    package static func width(of characters: some Sequence<Character>) -> Int {
        characters.reduce(0) { $0 + of($1) }
    }

    /// A coordinate as a cell: rounded down, NaN as 0, held far inside `Int` (a pointer
    /// past the screen's edge, a huge or infinite coordinate never traps).
    package static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? 1_000_000_000 : -1_000_000_000) }
        return Int(min(max(value, -1e9), 1e9).rounded(.down))
    }

    /// "1 character", "12 characters": what a copy announces.
    package static func describe(characters count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }
}
