/// One edit by the user, as a text area reports it to ``TextArea/onChange``: the range of
/// the text before the edit that was replaced, and the text put in its place, as
/// `NSTextStorage`'s `processEditing` (its `editedRange`) and `UITextViewDelegate`'s
/// `textView(_:shouldChangeTextIn:replacementText:)` describe an edit.
///
/// Describing the edit, not the whole text, keeps a key's cost to the line it touched: a
/// consumer that needs the whole text asks the area's ``TextArea/text`` (built once per
/// edit, on the first ask), one that counts (``TextArea/characterCount``,
/// ``TextArea/lineCount``), marks a document modified or keeps a copy of its own (apply
/// ``replacedRange`` and ``replacement``, as ``applied(to:)`` does) pays nothing for the
/// rest of the text.
///
/// ```swift
/// note.onChange = { [weak reactor, unowned note] _ in reactor?.send(.setNote(note.text)) }
/// editor.onChange = { [weak document] change in document?.isModified = true }
/// ```
public struct TextAreaChange: Hashable, Sendable, CustomStringConvertible {
    /// What the user did: typing, a deletion, a paste, a cut, an undo or a redo.
    public enum Cause: String, Hashable, Sendable {
        /// Characters typed (or Enter, a new line).
        case typing
        /// Backspace, Delete or a word deletion.
        case deletion
        /// Text pasted (bounded, see ``TextAreaRejection``).
        case paste
        /// The selection cut to the clipboard.
        case cut
        /// An undo of the last step.
        case undo
        /// A redo of the step undone.
        case redo
    }

    /// What the user did.
    public var cause: Cause
    /// The part of the text before the edit that was replaced: empty for an insertion.
    public var replacedRange: Range<TextLocation>
    /// What replaced it, lines joined by `\n` (as the area keeps it: tabs as spaces, no
    /// control characters): empty for a deletion.
    public var replacement: String

    /// An edit that replaced `replacedRange` with `replacement`.
    public init(cause: Cause, replacedRange: Range<TextLocation>, replacement: String) {
        self.cause = cause
        self.replacedRange = replacedRange
        self.replacement = replacement
    }

    /// Where the replacement ends in the text after the edit.
    public var replacementEnd: TextLocation {
        var end = replacedRange.lowerBound
        for character in replacement {
            if character == "\n" {
                end = TextLocation(line: end.line + 1, index: 0)
            } else {
                end.index += 1
            }
        }
        return end
    }

    /// `text` (the text before the edit, lines joined by `\n`) with the edit made: what a
    /// consumer keeping its own copy does, and what tests check the report with.
    ///
    /// - Complexity: O(*n*) for the *n* characters of `text`: a copy's keeper on a long
    ///   text wants its own line storage rather than one `String`.
    public func applied(to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let start = replacedRange.lowerBound
        let end = replacedRange.upperBound
        guard start.line < lines.count, end.line < lines.count, start.index <= lines[start.line].count,
            end.index <= lines[end.line].count
        else { return text }
        let head = lines[start.line][..<start.index]
        let tail = lines[end.line][end.index...]
        var inserted = replacement.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        inserted[0] = Array(head) + inserted[0]
        inserted[inserted.count - 1] += tail
        lines.replaceSubrange(start.line...end.line, with: inserted)
        return lines.map { String($0) }.joined(separator: "\n")
    }

    /// `typing 2:7..<2:7 "x"`, for test failures and logs.
    public var description: String { "\(cause) \(replacedRange) \(replacement.debugDescription)" }
}
