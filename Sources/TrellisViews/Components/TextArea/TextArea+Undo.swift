// Undo and redo as the user asks for them: each replays one step of the history (see
// `TextArea+History.swift`) and says which ("Undid typing"), as UIKit's shake-to-undo
// alert names the action.

extension TextArea {
    /// Whether there is a step to undo.
    public var canUndo: Bool { !history.undoStack.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// Undoes the last step (a word of typing, a run of deletions, a paste, a cut): the
    /// text, cursor and selection return to what they were before it. Announces
    /// "Undid typing" (or "Nothing to undo") and calls ``onChange``.
    ///
    /// - Returns: Whether there was a step to undo.
    @discardableResult
    public func undo() -> Bool {
        guard isEditable, let edit = history.popUndo() else {
            announce("Nothing to undo")
            return false
        }
        apply(edit.start..<edit.insertedEnd, with: edit.removed)
        anchor = edit.anchorBefore.map(storage.clamped)
        setCursor(edit.cursorBefore)
        lastRejection = nil
        announce("Undid \(edit.kind.name)")
        report(.undo, edit.start..<edit.insertedEnd, with: edit.removed)
        return true
    }

    /// Redoes the last undone step; the cursor goes to the end of what it inserted.
    /// Announces "Redid typing" (or "Nothing to redo") and calls ``onChange``.
    ///
    /// - Returns: Whether there was a step to redo.
    @discardableResult
    public func redo() -> Bool {
        guard isEditable, let edit = history.popRedo() else {
            announce("Nothing to redo")
            return false
        }
        apply(edit.start..<edit.removedEnd, with: edit.inserted)
        anchor = nil
        setCursor(edit.insertedEnd)
        lastRejection = nil
        announce("Redid \(edit.kind.name)")
        report(.redo, edit.start..<edit.removedEnd, with: edit.inserted)
        return true
    }
}
