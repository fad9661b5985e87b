// Moving the cursor: by character, by word (the rule a text field's Alt-←/→ uses), by
// row on screen keeping the column Up and Down started from, by page, to a row's ends and
// the text's. With Shift each move extends the selection.

extension TextArea {
    /// Where a move takes the cursor.
    public enum Motion: Hashable, Sendable, CaseIterable {
        /// A character back (or to the selection's start); from a line's start, the end of the line before.
        case left
        /// A character on (or to the selection's end); from a line's end, the start of the next.
        case right
        /// A row up on screen, at the column Up and Down started from; from the first row, the text's start.
        case up
        /// A row down on screen, at that column; from the last row, the text's end.
        case down
        /// The start of the row on screen (Home).
        case rowStart
        /// The end of the row on screen (End): before the space a wrapped row broke at.
        case rowEnd
        /// The start of this word or the one before; from a line's start, the end of the line before.
        case wordBackward
        /// The end of this word or the next; from a line's end, the start of the next.
        case wordForward
        /// The text's start.
        case documentStart
        /// The text's end.
        case documentEnd
        /// A page of rows up; the text scrolls with it.
        case pageUp
        /// A page of rows down.
        case pageDown
    }

    /// Moves the cursor as `motion` says; with `extendingSelection` (Shift) the selection
    /// grows or shrinks from its fixed end, else it is cleared.
    ///
    /// ```swift
    /// area.move(.wordForward, extendingSelection: true)   // Shift-Alt-→
    /// ```
    ///
    /// - Complexity: O(*w*) for the width of the rows passed, O(log *L*) to find a row.
    public func move(_ motion: Motion, extendingSelection: Bool = false) {
        history.seal()
        if !extendingSelection, let range = selectedRange, motion == .left || motion == .right {
            anchor = nil
            setCursor(motion == .left ? range.lowerBound : range.upperBound)
            return
        }
        if extendingSelection { anchor = anchor ?? cursor } else { anchor = nil }
        switch motion {
        case .up, .down, .pageUp, .pageDown:
            moveVertically(motion)
        default:
            setCursor(target(of: motion))
        }
    }

    /// Where a move that is not vertical takes the cursor.
    func target(of motion: Motion) -> TextLocation {
        let line = storage.lines[cursor.line]
        let isFirstLine = cursor.line == 0
        let isLastLine = cursor.line == storage.lineCount - 1
        switch motion {
        case .left, .wordBackward:
            if cursor.index == 0 {
                return isFirstLine ? cursor : TextLocation(line: cursor.line - 1, index: storage.lines[cursor.line - 1].count)
            }
            let index = motion == .left ? cursor.index - 1 : TextEditing.wordStart(in: line, before: cursor.index)
            return TextLocation(line: cursor.line, index: index)
        case .right, .wordForward:
            if cursor.index == line.count { return isLastLine ? cursor : TextLocation(line: cursor.line + 1, index: 0) }
            let index = motion == .right ? cursor.index + 1 : TextEditing.wordEnd(in: line, after: cursor.index)
            return TextLocation(line: cursor.line, index: index)
        case .rowStart, .rowEnd:
            let range = wrap.cursorRange(ofRow: wrap.rowInLine(of: cursor), inLine: cursor.line, length: line.count)
            return TextLocation(line: cursor.line, index: motion == .rowStart ? range.lowerBound : range.upperBound)
        case .documentStart: return .start
        case .documentEnd: return storage.end
        case .up, .down, .pageUp, .pageDown: return cursor
        }
    }

    /// Up, Down, Page Up, Page Down: rows away on screen at the goal column; past the
    /// first or last row, to the text's start or end. A page also scrolls the view a page.
    private func moveVertically(_ motion: Motion) {
        let page = max(1, viewportHeight - 1)
        let step: Int
        switch motion {
        case .up: step = -1
        case .down: step = 1
        case .pageUp: step = -page
        default: step = page
        }
        let goal = goalColumn ?? column(of: cursor)
        let target = wrap.row(of: cursor) + step
        if motion == .pageUp || motion == .pageDown { scroll(by: step) }
        guard target >= 0 else { return setCursor(.start) }
        guard target < wrap.rowCount else { return setCursor(storage.end) }
        let (line, row) = wrap.lineAndRow(atRow: target)
        setCursor(location(inRow: row, ofLine: line, atColumn: goal), keepingGoal: true)
        goalColumn = goal
    }
}
