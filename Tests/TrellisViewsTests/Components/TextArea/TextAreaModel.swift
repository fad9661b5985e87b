@testable import TrellisViews

/// The simplest text editor that could work, for the property test to hold a text area
/// to: the text as one array of characters, the cursor and the selection's anchor as
/// offsets into it, and undo as snapshots. No wrap (the test's area is wide enough).
struct TextAreaModel {
    struct Snapshot: Equatable {
        var characters: [Character]
        var cursor: Int
        var anchor: Int?
    }

    enum Kind { case typing, deletion, forwardDeletion, other }

    var characters: [Character] = []
    var cursor = 0
    var anchor: Int?
    var goal: Int?
    private var undoSteps: [(before: Snapshot, after: Snapshot)] = []
    private var redoSteps: [(before: Snapshot, after: Snapshot)] = []
    private var isSealed = true
    private var lastKind = Kind.other
    private var lastTyped: Character?

    var text: String { String(characters) }
    var snapshot: Snapshot { Snapshot(characters: characters, cursor: cursor, anchor: anchor) }
    var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The cursor as line and index in its line.
    var location: TextLocation {
        let before = characters[..<cursor]
        let line = before.filter { $0 == "\n" }.count
        return TextLocation(line: line, index: cursor - lineStart(cursor))
    }

    func lineStart(_ offset: Int) -> Int { (characters[..<offset].lastIndex(of: "\n") ?? -1) + 1 }
    func lineEnd(_ offset: Int) -> Int { characters[offset...].firstIndex(of: "\n") ?? characters.count }

    // MARK: - Edits

    mutating func type(_ character: Character) {
        let continues = !isSealed && lastKind == .typing && !(lastTyped?.isWhitespace == true && !character.isWhitespace)
        edit(.typing, continues: continues) { model in
            let range = model.selection ?? model.cursor..<model.cursor
            model.characters.replaceSubrange(range, with: [character])
            model.cursor = range.lowerBound + 1
        }
        lastTyped = character
    }

    mutating func newLine() {
        isSealed = true
        type("\n")
        isSealed = true
    }

    mutating func paste(_ text: String) {
        var inserted: [Character] = []
        for character in text {
            if character.isNewline {
                inserted.append("\n")
            } else if character == "\t" {
                inserted += "    "
            } else if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F {
                continue
            } else {
                inserted.append(character)
            }
        }
        guard !inserted.isEmpty else { return }
        edit(.other, continues: false) { model in
            let range = model.selection ?? model.cursor..<model.cursor
            model.characters.replaceSubrange(range, with: inserted)
            model.cursor = range.lowerBound + inserted.count
        }
        isSealed = true
    }

    mutating func backspace() {
        let range = selection ?? max(0, cursor - 1)..<cursor
        guard !range.isEmpty else { return }
        edit(.deletion, continues: !isSealed && lastKind == .deletion) { model in
            model.characters.removeSubrange(range)
            model.cursor = range.lowerBound
        }
    }

    mutating func deleteForward() {
        let range = selection ?? cursor..<min(characters.count, cursor + 1)
        guard !range.isEmpty else { return }
        edit(.forwardDeletion, continues: !isSealed && lastKind == .forwardDeletion) { model in
            model.characters.removeSubrange(range)
            model.cursor = range.lowerBound
        }
    }

    private mutating func edit(_ kind: Kind, continues: Bool, _ change: (inout TextAreaModel) -> Void) {
        let before = snapshot
        change(&self)
        anchor = nil
        goal = nil
        redoSteps.removeAll()
        if continues, !undoSteps.isEmpty {
            undoSteps[undoSteps.count - 1].after = snapshot
        } else {
            undoSteps.append((before, snapshot))
        }
        isSealed = false
        lastKind = kind
    }

    mutating func undo() {
        isSealed = true
        guard let step = undoSteps.popLast() else { return }
        redoSteps.append(step)
        restore(step.before)
    }

    mutating func redo() {
        isSealed = true
        guard let step = redoSteps.popLast() else { return }
        undoSteps.append(step)
        restore(step.after)
    }

    private mutating func restore(_ snapshot: Snapshot) {
        characters = snapshot.characters
        cursor = snapshot.cursor
        anchor = snapshot.anchor
        goal = nil
    }

    // MARK: - Moves

    mutating func selectAll() {
        isSealed = true
        anchor = 0
        cursor = characters.count
        goal = nil
    }

    mutating func move(_ motion: TextArea.Motion, extending: Bool) {
        isSealed = true
        if !extending, let range = selection, motion == .left || motion == .right {
            anchor = nil
            cursor = motion == .left ? range.lowerBound : range.upperBound
            goal = nil
            return
        }
        anchor = extending ? (anchor ?? cursor) : nil
        if motion == .up || motion == .down {
            moveVertically(motion == .up ? -1 : 1)
            return
        }
        goal = nil
        switch motion {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .rowStart: cursor = lineStart(cursor)
        case .rowEnd: cursor = lineEnd(cursor)
        case .documentStart: cursor = 0
        case .documentEnd: cursor = characters.count
        case .wordBackward:
            if cursor > 0 && characters[cursor - 1] == "\n" {
                cursor -= 1
            } else {
                let start = lineStart(cursor)
                while cursor > start && characters[cursor - 1].isWhitespace { cursor -= 1 }
                while cursor > start && !characters[cursor - 1].isWhitespace { cursor -= 1 }
            }
        case .wordForward:
            if cursor < characters.count && characters[cursor] == "\n" {
                cursor += 1
            } else {
                let end = lineEnd(cursor)
                while cursor < end && characters[cursor].isWhitespace { cursor += 1 }
                while cursor < end && !characters[cursor].isWhitespace { cursor += 1 }
            }
        default: break
        }
    }

    private mutating func moveVertically(_ step: Int) {
        let start = lineStart(cursor)
        let column = goal ?? characters[start..<cursor].reduce(0) { $0 + CharacterWidth.of($1) }
        if step < 0 {
            guard start > 0 else {
                cursor = 0
                goal = nil
                return
            }
            cursor = position(inLineStartingAt: lineStart(start - 1), column: column)
        } else {
            let end = lineEnd(cursor)
            guard end < characters.count else {
                cursor = characters.count
                goal = nil
                return
            }
            cursor = position(inLineStartingAt: end + 1, column: column)
        }
        goal = column
    }

    private func position(inLineStartingAt start: Int, column: Int) -> Int {
        var offset = start
        var used = 0
        let end = lineEnd(start)
        while offset < end && used + CharacterWidth.of(characters[offset]) <= column {
            used += CharacterWidth.of(characters[offset])
            offset += 1
        }
        return offset
    }
}
