// The horizontal scroll: which characters fit the field's width around the insertion
// point, and in which column the point sits.

extension TextField {
    /// The insertion point's column from the field's left edge (0 when the text is
    /// empty), where a host puts its cursor.
    public var insertionColumn: Int {
        columns(of: displayedCharacters[firstVisibleIndex..<editing.insertionPoint])
    }

    /// What each character shows as: itself, or `•` when secure.
    var displayedCharacters: [Character] {
        isSecure ? Array(repeating: "•", count: editing.count) : editing.characters
    }

    /// Scrolls so the insertion point and the cell after it show, then sets the label.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    func updateWindow() {
        let characters = displayedCharacters
        let width = max(1, Int(bounds.width.rounded(.down)))
        let point = editing.insertionPoint
        var first = min(firstVisibleIndex, point)
        // The point's cell must show: scroll right until it does.
        var used = columns(of: characters[first..<point])
        while first < point && used + 1 > width {
            used -= CharacterWidth.of(characters[first])
            first += 1
        }
        // Nothing hidden on the left while the rest fits: scroll back after deletions.
        var tail = columns(of: characters[first...])
        while first > 0 && tail + CharacterWidth.of(characters[first - 1]) + 1 <= width {
            first -= 1
            tail += CharacterWidth.of(characters[first])
        }
        firstVisibleIndex = first
        if characters.isEmpty {
            textLabel.text = placeholder
            textLabel.style = placeholderStyle
            return
        }
        var shown = ""
        var column = 0
        for character in characters[first...] {
            let next = column + CharacterWidth.of(character)
            if next > width { break }
            shown.append(character)
            column = next
        }
        textLabel.text = shown
        textLabel.style = Style()
    }

    func columns(of characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + CharacterWidth.of($1) }
    }
}
