/// A view whose text can be selected and copied: a selectable ``Label``, a
/// ``MarkdownView`` (AppKit's selectable `NSTextField` and `NSTextView`, UIKit's
/// `UITextView` with `isSelectable`).
///
/// A drag selects the text in its order across wrapped rows, Shift with the arrows, Home
/// or End extends the selection, Alt-A selects all and Ctrl-C copies through the host's
/// clipboard (``TextSelectionCommand``, declared under the keymap scope `selection`); a
/// click clears it. The selection is kept in the text, not on the screen: after a resize
/// the same words stay selected, and a copy yields the text itself, a wrapped paragraph
/// whole (its rows are only where it wrapped), newlines and blank lines between
/// paragraphs as shown.
///
/// ```swift
/// func copyFocusedText(in view: View) -> Bool {
///     guard let text = view as? any SelectableTextView, text.hasSelection else { return false }
///     return text.copySelection()
/// }
/// ```
@MainActor
public protocol SelectableTextView: View {
    /// Whether a drag selects the text and the selection keys apply.
    var isSelectable: Bool { get set }

    /// How selected text looks: its style over the text's.
    var selectionStyle: Style { get set }

    /// The selected text as it is, not as the rows cut it: a wrapped paragraph whole,
    /// newlines where the text has them; "" when nothing is selected.
    var selectedText: String { get }

    /// Whether some text is selected.
    var hasSelection: Bool { get }

    /// Selects all the text (when it is selectable) and announces how much.
    func selectAll()

    /// Forgets the selection.
    func clearSelection()

    /// Puts the selected text on the host's clipboard (`HostServices.copyToClipboard(_:)`)
    /// and announces it ("Copied 4 characters").
    ///
    /// - Returns: Whether there was a selection and a host took it.
    @discardableResult
    func copySelection() -> Bool
}

/// What a view owning a selection gives: its text as shown now, and where it is scrolled.
/// Its defaults (`SelectableTextView+Defaults.swift`) do the rest; a view keeps only how
/// its rows map to its text.
@MainActor
package protocol TextSelectionOwner: SelectableTextView {
    /// What is selected, as offsets into ``shownText``'s text.
    var selection: ShownTextSelection { get set }

    /// The text and the rows it is drawn in at the view's current size.
    var shownText: ShownText { get }

    /// The row drawn at the view's top; 0 unless it scrolls.
    var firstShownRow: Int { get }

    /// Scrolls so that `row` is in view (the end of a drag past an edge, of a Shift-move);
    /// a view that does not scroll does nothing.
    func revealShownRow(_ row: Int)
}
