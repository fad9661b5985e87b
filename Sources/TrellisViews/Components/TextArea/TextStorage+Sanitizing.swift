// What a text area keeps of text from outside (a paste, `text =`, a typed key): lines
// split at every kind of line break, tabs made spaces, control characters dropped, since a
// cell shows none of them.

extension TextStorage {
    /// What a tab becomes: four spaces (a cell grid has no tab stops to keep).
    static let tabReplacement: [Character] = Array(repeating: " ", count: 4)

    /// The lines of `text` as a text area keeps them: a break at each `\n`, `\r\n`, `\r`,
    /// U+2028 and the other newlines; a tab made ``tabReplacement``; other control
    /// characters (C0, DEL, C1) dropped.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func sanitized(_ text: String) -> [[Character]] {
        var lines: [[Character]] = [[]]
        for character in text {
            if character.isNewline {
                lines.append([])
            } else if character == "\t" {
                lines[lines.count - 1] += tabReplacement
            } else if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            {
                continue
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        return lines
    }

    /// The lines of `text` as ``sanitized(_:)`` makes them, with each line's text where it
    /// needed no change. Lines of plain text (no byte that could start a control character
    /// or a line break other than `\n`) are split off by their bytes, without asking each
    /// character what it is; from the first other byte on, the rest goes the careful way.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    static func sanitizedLines(_ text: String) -> ([[Character]], [String?]) {
        var lines: [[Character]] = []
        var texts: [String?] = []
        var rest = text.utf8[...]
        while true {
            // C0 and DEL are below 0x20 and 0x7F; C1, U+0085, U+2028 and U+2029 start with 0xC2 or 0xE2.
            let stop = rest.firstIndex { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 } ?? rest.endIndex
            guard stop == rest.endIndex || rest[stop] == 0x0A else {
                let careful = sanitized(String(Substring(rest)))
                lines += careful
                texts += repeatElement(nil, count: careful.count)
                return (lines, texts)
            }
            let line = String(Substring(rest[..<stop]))
            lines.append(Array(line))
            texts.append(line)
            guard stop != rest.endIndex else { return (lines, texts) }
            rest = rest[rest.index(after: stop)...]
        }
    }
}
