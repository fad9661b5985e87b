import TrellisViews

/// A multi-line text area (TrellisViews' `TextArea`: UIKit's `UITextView`, Textual's
/// `TextArea`, Bubble Tea's textarea bubble) holding a few lines of sample text, wide
/// characters among them, soft-wrapped to the page's width, with its "Ln, Col" indicator
/// on. A caption under it names its keys; what changed last is said on the row below.
///
/// Everything typed goes to the area (letters are text, never shortcuts); Tab leaves it.
@MainActor
public final class TextAreaPage: View, GalleryPageView {
    /// The sample text: plain words, CJK and emoji (two cells each), a long line to wrap.
    public static let sampleText = """
        Notes on cats
        猫 (neko) is Japanese for cat; 고양이 is Korean. 🐈 takes two cells, like each of them.
        A long line wraps at a space when it can, and a wide character at the edge moves whole to the next row.
        Select with Shift or the mouse; Ctrl-Z undoes a word at a time.
        """

    /// The text area.
    public let textArea: TextArea
    /// Names the area's keys.
    public let keysLabel: Label
    /// What the area reported last: its length after each edit.
    public let statusLabel: Label

    /// The page, styled by `context`'s theme.
    public init(context: GalleryContext) {
        textArea = context.theme.textArea(text: Self.sampleText, placeholder: "Write a note")
        keysLabel = context.theme.label(
            .caption,
            text: "Arrows, Home/End, Ctrl-Home/End, PgUp/PgDn, Alt-←/→ words · Shift selects · Alt-A all · "
                + "Ctrl-C/X copy, cut · Ctrl-Z/Y undo, redo · Tab leaves")
        statusLabel = context.theme.label(.caption, text: "Not edited yet.")
        super.init()
        key = "textArea"
        textArea.key = "note"
        textArea.accessibilityLabel = "Note"
        textArea.showsPositionIndicator = true
        keysLabel.lineLimit = 0
        for view in [textArea, keysLabel, statusLabel] { addSubview(view) }
        // The area says what changed, not its whole text: its counts cost nothing to ask.
        textArea.onChange = { [weak self] _ in
            guard let self else { return }
            statusLabel.text = "Edited: \(textArea.characterCount) characters, \(textArea.lineCount) lines."
        }
    }

    /// Keys go to the text area.
    public var preferredFocus: View? { textArea }

    /// The area fills the page but for the caption's two rows and the status row.
    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        let areaHeight = max(1, bounds.height - 4)
        textArea.frame = Rect(x: 1, y: 0, width: width, height: areaHeight)
        keysLabel.frame = Rect(x: 1, y: areaHeight, width: width, height: 2)
        statusLabel.frame = Rect(x: 1, y: areaHeight + 2, width: width, height: 1)
    }
}
