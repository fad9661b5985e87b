// Undo and redo (UIKit's `UndoManager` with its grouping of typing, Textual's
// `EditHistory`): every edit is kept as what it removed and what it inserted, and typing
// coalesces into one step per word, per run of deletions, until a pause, a move or
// another kind of edit closes the step.

/// What kind of edit a step of a text area's history is, as an announcement names it.
enum TextAreaEditKind: String, Sendable {
    case typing, deletion
    case forwardDeletion = "deletion after the cursor"
    case paste, cut

    /// "typing", "deletion", for "Undid typing".
    var name: String { self == .forwardDeletion ? TextAreaEditKind.deletion.rawValue : rawValue }

    /// What ``TextAreaChange`` calls it.
    var cause: TextAreaChange.Cause {
        switch self {
        case .typing: .typing
        case .deletion, .forwardDeletion: .deletion
        case .paste: .paste
        case .cut: .cut
        }
    }
}

/// One step: at `start`, `removed` was replaced by `inserted` (each one array per line).
struct TextAreaEdit: Sendable {
    var kind: TextAreaEditKind
    var start: TextLocation
    var removed: [[Character]]
    var inserted: [[Character]]
    /// The cursor and selection before the step, restored by undo.
    var cursorBefore: TextLocation
    var anchorBefore: TextLocation?
    /// When the step last grew.
    var time: ContinuousClock.Instant

    /// The end of `lines` inserted at `start`.
    static func end(of lines: [[Character]], at start: TextLocation) -> TextLocation {
        let last = lines[lines.count - 1].count
        return lines.count == 1
            ? TextLocation(line: start.line, index: start.index + last) : TextLocation(line: start.line + lines.count - 1, index: last)
    }

    var insertedEnd: TextLocation { Self.end(of: inserted, at: start) }
    var removedEnd: TextLocation { Self.end(of: removed, at: start) }
}

/// The undo and redo stacks, with the rule for coalescing.
struct TextAreaHistory: Sendable {
    private(set) var undoStack: [TextAreaEdit] = []
    private(set) var redoStack: [TextAreaEdit] = []
    /// Whether the last step is closed to more typing (a move, undo, a new line, a paste).
    private var isSealed = true

    /// Steps kept; the oldest go first.
    static let limit = 500
    /// A pause this long in typing starts a new step.
    static let pause = Duration.seconds(1)
    /// The most characters on a line, and lines, a run of Backspaces gathers into one
    /// step: each Backspace puts its character in front of the step, a copy of it, so an
    /// unbounded step would make holding Backspace quadratic.
    static let coalescingLimit = 1_000

    /// Closes the last step: the next edit starts a new one.
    mutating func seal() { isSealed = true }

    /// Adds `edit`, into the last step when it continues it: typing after typing (until a
    /// whitespace is followed by a word), deletions before deletions, deletions after
    /// deletions after, with no pause, move or other edit between.
    ///
    /// - Complexity: Amortized O(1) per typed or forward-deleted character (the step
    ///   grows in place, never copied); O(``coalescingLimit``) at most per Backspace (the
    ///   character goes in front of the step, so a step stops growing at that size).
    mutating func record(_ edit: TextAreaEdit) {
        redoStack.removeAll()
        defer { isSealed = edit.kind == .paste || edit.kind == .cut || edit.inserted.count > 1 }
        if !isSealed, let top = undoStack.indices.last, undoStack[top].kind == edit.kind,
            edit.time - undoStack[top].time < Self.pause, Self.merge(edit, into: &undoStack[top])
        {
            return
        }
        undoStack.append(edit)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
    }

    private static func merge(_ edit: TextAreaEdit, into last: inout TextAreaEdit) -> Bool {
        switch edit.kind {
        case .typing:
            let previous = last.inserted[last.inserted.count - 1].last
            let startsWord = previous?.isWhitespace == true && edit.inserted[0].first?.isWhitespace == false
            guard edit.removed == [[]], edit.inserted.count == 1, edit.start == last.insertedEnd, last.inserted.count == 1, !startsWord
            else { return false }
            last.inserted[0] += edit.inserted[0]
        case .deletion:
            guard edit.inserted == [[]], last.inserted == [[]], edit.removedEnd == last.start,
                last.removed.count < coalescingLimit, last.removed[0].count < coalescingLimit
            else { return false }
            var removed = edit.removed
            removed[removed.count - 1] += last.removed[0]
            removed += last.removed.dropFirst()
            last.removed = removed
            last.start = edit.start
        case .forwardDeletion:
            guard edit.inserted == [[]], last.inserted == [[]], edit.start == last.start else { return false }
            last.removed[last.removed.count - 1] += edit.removed[0]
            last.removed += edit.removed.dropFirst()
        case .paste, .cut:
            return false
        }
        last.time = edit.time
        return true
    }

    /// Takes the last step to undo, and keeps it for redo.
    mutating func popUndo() -> TextAreaEdit? {
        isSealed = true
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    /// Takes the last undone step to redo, and keeps it for undo.
    mutating func popRedo() -> TextAreaEdit? {
        isSealed = true
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }
}
