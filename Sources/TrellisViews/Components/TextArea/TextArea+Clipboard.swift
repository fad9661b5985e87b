// Paste, copy and cut. A paste comes whole from the host (a terminal's bracketed paste,
// a browser's paste event): one within `maximumPasteBytes` goes in as one undo step; a
// bigger one goes in not at all, so a huge clipboard can neither stall the app nor land
// half-inserted. Copy and cut hand the selection to the host's clipboard (`HostServices`).

extension TextArea {
    /// Inserts pasted text over the selection as one undo step, line breaks of any kind as
    /// new lines; returns whether the area took it (a read-only area passes it on).
    ///
    /// A paste of more than ``maximumPasteBytes`` bytes, or one that would pass
    /// ``maximumLength``, inserts nothing: ``lastRejection`` says why and the area
    /// announces it. An empty paste (or one of control characters only) does nothing.
    ///
    /// - Complexity: O(*m*) for the *m* bytes pasted, plus what an edit costs.
    func paste(_ text: String) -> Bool {
        guard isEditable else { return false }
        let bytes = text.utf8.count
        guard bytes <= maximumPasteBytes else {
            reject(.pasteTooLarge(bytes: bytes, limit: max(0, maximumPasteBytes)))
            return true
        }
        let lines = TextStorage.sanitized(text)
        guard lines != [[]] else { return true }
        history.seal()
        _ = replaceSelection(with: lines, kind: .paste)
        return true
    }

    /// Puts the selection on the host's clipboard.
    ///
    /// - Returns: Whether there was a selection and a host took it.
    @discardableResult
    public func copySelection() -> Bool {
        guard hasSelection, copyToClipboard(selectedText) else { return false }
        announce("Copied \(Self.characters(storage.count(in: selectedRange ?? cursor..<cursor)))")
        return true
    }

    /// Puts the selection on the host's clipboard and deletes it, as one undo step.
    ///
    /// - Returns: Whether there was a selection and a host took it (without a clipboard
    ///   to hold it, nothing is cut).
    @discardableResult
    public func cutSelection() -> Bool {
        guard isEditable, let range = selectedRange else { return false }
        let count = storage.count(in: range)
        guard copyToClipboard(storage.text(in: range)) else { return false }
        history.seal()
        replace(range, with: [[]], kind: .cut)
        announce("Cut \(Self.characters(count))")
        return true
    }

    static func characters(_ count: Int) -> String { CharacterWidth.describe(characters: count) }
}
