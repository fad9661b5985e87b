/// One line of editable text and its insertion point, counted in grapheme clusters
/// (Swift `Character`s): the model behind ``TextField``, as `NSTextStorage` plus the
/// selected range are behind `UITextField`, and readline's line buffer is behind a shell.
///
/// Every operation keeps the insertion point on a character boundary, so a combining
/// accent or an emoji with modifiers moves and deletes as one unit. Line breaks never
/// enter the text: ``insert(_:)`` drops them (a single-line field pastes a multi-line
/// clipboard as one line).
///
/// ```swift
/// var editing = TextEditing("Maine Coon")
/// editing.moveWordBackward()   // before "Coon"
/// editing.deleteToStart()      // "Coon", Ctrl-U
/// editing.insert("Norwegian ") // "Norwegian Coon"
/// ```
public struct TextEditing: Hashable, Sendable {
    /// The characters, kept as an array so moves and edits index in O(1).
    private var _characters: [Character]

    /// Where the next character goes: 0 is before the first, ``count`` after the last.
    public private(set) var insertionPoint: Int

    /// Text `text` (line breaks dropped) with the insertion point at its end.
    public init(_ text: String = "") {
        _characters = TextEditing.singleLine(text)
        insertionPoint = _characters.count
    }

    /// The text.
    public var text: String {
        get { String(_characters) }
        set {
            _characters = TextEditing.singleLine(newValue)
            insertionPoint = _characters.count
        }
    }

    /// The number of characters (grapheme clusters).
    public var count: Int { _characters.count }

    /// The characters, for drawing a window of them.
    public var characters: [Character] { _characters }

    /// Puts the insertion point at `index`, clamped to `0...count`.
    public mutating func moveInsertionPoint(to index: Int) {
        insertionPoint = min(max(0, index), _characters.count)
    }

    // MARK: - Editing

    /// Inserts `text` at the insertion point, line breaks dropped, and moves past it.
    ///
    /// - Complexity: O(*n* + *m*) for *n* characters and *m* inserted.
    public mutating func insert(_ text: String) {
        let inserted = TextEditing.singleLine(text)
        _characters.insert(contentsOf: inserted, at: insertionPoint)
        insertionPoint += inserted.count
    }

    /// Inserts as much of `text` (line breaks dropped) as keeps the text within
    /// `maximumCount` characters, from its start, and moves past it: a single-line
    /// field's `maxlength`, as a browser applies it to a paste.
    ///
    /// ```swift
    /// var editing = TextEditing("ab")
    /// editing.insert("cdef", maximumCount: 4)   // 2: "abcd"
    /// ```
    ///
    /// - Returns: How many characters were left out (0 when all fitted).
    /// - Complexity: O(*n* + *m*) for *n* characters and *m* in `text`.
    @discardableResult
    public mutating func insert(_ text: String, maximumCount: Int) -> Int {
        let inserted = TextEditing.singleLine(text)
        let room = max(0, maximumCount - _characters.count)
        let kept = inserted.prefix(room)
        _characters.insert(contentsOf: kept, at: insertionPoint)
        insertionPoint += kept.count
        return inserted.count - kept.count
    }

    /// Backspace: removes the character before the insertion point; nothing at the start.
    public mutating func deleteBackward() {
        guard insertionPoint > 0 else { return }
        _characters.remove(at: insertionPoint - 1)
        insertionPoint -= 1
    }

    /// Delete: removes the character after the insertion point; nothing at the end.
    public mutating func deleteForward() {
        guard insertionPoint < _characters.count else { return }
        _characters.remove(at: insertionPoint)
    }

    /// Ctrl-U: removes everything before the insertion point.
    public mutating func deleteToStart() {
        _characters.removeSubrange(0..<insertionPoint)
        insertionPoint = 0
    }

    /// Ctrl-K: removes everything after the insertion point.
    public mutating func deleteToEnd() {
        _characters.removeSubrange(insertionPoint...)
    }

    /// Ctrl-W: removes the word before the insertion point and the spaces after it.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: insertionPoint)
        _characters.removeSubrange(start..<insertionPoint)
        insertionPoint = start
    }

    /// The characters of `text` that belong on one line: line breaks (`\n`, `\r`,
    /// `\r\n`, U+2028...) and other control characters dropped, a tab made a space.
    static func singleLine(_ text: String) -> [Character] {
        var characters: [Character] = []
        for character in text where !character.isNewline {
            if character == "\t" {
                characters.append(" ")
            } else if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F {
                continue
            } else {
                characters.append(character)
            }
        }
        return characters
    }
}
