/// Several lines of editable text, soft-wrapped to the view's width and scrolled so the
/// cursor shows: UIKit's `UITextView`, Textual's `TextArea`, Bubble Tea's textarea bubble,
/// for a host that draws in cells.
///
/// The text is kept as lines of grapheme clusters, each line's wrap cached, so typing into
/// a long text costs the length of one line, and drawing costs the rows that show. The
/// area moves by character, word, row, page and to either end, selects with Shift and the
/// mouse, undoes typing a word at a time, copies and cuts to the host's clipboard, and
/// takes a paste of any size: one up to ``maximumPasteBytes`` as one undo step, a bigger
/// one not at all, with a ``TextAreaRejection`` saying why (``lastRejection``).
///
/// As with ``TextField``, the app's state owns the value: ``text`` follows it one way and
/// never reports back; edits reach the reactor through ``onChange``, which says what
/// changed (a ``TextAreaChange``, as `NSTextStorage` does) rather than handing over the
/// whole text, so a key costs the line it touched whatever the text's length. A consumer
/// that wants the whole text asks ``text``, built once per edit on the first ask.
///
/// ```swift
/// let note = theme.textArea(placeholder: "Notes about this cat")
/// note.showsPositionIndicator = true
/// note.onChange = { [unowned note] _ in reactor.send(.setNote(note.text)) }
/// reactor.state.map(\.note).subscribe { note.text = $0 }
/// ```
///
/// Its keys are declared under the `textarea` keymap scope (``keyBindings``); Tab is left
/// to move focus, so the area never traps the keyboard.
public final class TextArea: View {
    var storage = TextStorage()
    var wrap = TextWrap(lines: [[]], width: Int.max)
    /// Where typing goes; the moving end of the selection.
    var cursor = TextLocation.start
    /// The fixed end of the selection while there is one (Shift-moves, a drag).
    var anchor: TextLocation?
    /// The column Up and Down keep to, in cells from the row's start.
    var goalColumn: Int?
    var history = TextAreaHistory()
    /// The clock that says when typing paused (a new undo step); tests set their own.
    var now: @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// The first row shown: the vertical scroll, in rows of wrapped text.
    public internal(set) var scrollOffset = 0

    /// Called after each edit by the user (typing, deleting, pasting, cutting, undo and
    /// redo) with what it replaced and by what, never after setting ``text``. The area has
    /// its new text, cursor and undo step when it is called.
    ///
    /// It is not handed the whole text: building that costs O(*n*) for *n* characters,
    /// a millisecond a key at 10,000 lines. Ask ``text`` when you need it (the first ask
    /// after an edit builds it, the next ones cost nothing), ``characterCount`` or
    /// ``lineCount`` when you count.
    ///
    /// - Complexity: O(*m*) for the *m* characters the edit inserted, to make
    ///   ``TextAreaChange/replacement``; nothing when `nil`.
    public var onChange: (@MainActor (TextAreaChange) -> Void)?

    /// The most bytes (UTF-8) a paste may have; a bigger paste inserts nothing and sets
    /// ``lastRejection``. 1 MiB by default.
    public var maximumPasteBytes = 1 << 20

    /// The most characters the text may hold (a line break counts one), or `nil` for no
    /// limit. An edit that would pass it inserts nothing and sets ``lastRejection``.
    public var maximumLength: Int?

    /// Why the last edit the user asked for was refused, until the next edit succeeds.
    public internal(set) var lastRejection: TextAreaRejection?

    /// A text area showing `text` (cursor at its start) and `placeholder` while empty.
    public init(text: String = "", placeholder: String = "") {
        self.placeholder = placeholder
        super.init()
        replaceAll(with: text)
        declareKeys()
    }

    /// The text, lines joined by `\n`. Setting it (the app's state flowing in) keeps the
    /// cursor's line and column where they still exist, clears the selection and the undo
    /// history, and does not call ``onChange``. Line breaks of any kind become `\n`, a tab
    /// four spaces, other control characters are dropped.
    ///
    /// - Complexity: O(*n*) for *n* characters the first time it is read after an edit,
    ///   O(1) after that (the same string, so comparing it with what it was is quick).
    public var text: String {
        get { storage.text() }
        set {
            guard newValue != storage.text() else { return }
            replaceAll(with: newValue)
        }
    }

    /// Shown, in ``placeholderStyle``, while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }

    /// Whether the user may change the text. A read-only area still moves, selects and
    /// copies; typing and pastes go on up the responder chain.
    public var isEditable = true { didSet { if isEditable != oldValue { setNeedsDisplay() } } }

    /// Whether "Ln 3, Col 7" shows in the bottom-right corner (on a row of its own, when
    /// the area is at least two rows tall).
    public var showsPositionIndicator = false {
        didSet {
            guard showsPositionIndicator != oldValue else { return }
            scrollToCursor()
            setNeedsDisplay()
        }
    }

    /// How the placeholder looks: dim by default (a theme's `.textPlaceholder`).
    public var placeholderStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// How selected text looks: reversed by default (a theme's `.textSelection`).
    public var selectionStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// How the position indicator looks: dim by default (a theme's `.caption`).
    public var indicatorStyle = Style(dim: true) { didSet { setNeedsDisplay() } }

    /// The number of lines (at least one).
    public var lineCount: Int { storage.lineCount }

    /// The number of characters (grapheme clusters) in the text, a line break counting
    /// one: what ``maximumLength`` limits.
    ///
    /// - Complexity: O(1).
    public var characterCount: Int { storage.characterCount }

    /// Text areas take focus: the focused one gets typed keys and pastes first.
    public override var canBecomeFocused: Bool { true }

    /// Lays the text out again when the width changed, and keeps the cursor in view.
    public override func layoutSubviews() {
        let width = bounds.width.isFinite && bounds.width >= 1 ? Int(min(bounds.width, 1e6)) : Int.max
        if width != wrap.width { wrap = TextWrap(lines: storage.lines, width: width) }
        scrollToCursor()
    }

    // MARK: - The view's hooks (each done in the file of its concern)

    /// Inserts a typed character (with or without Shift) over the selection; returns
    /// whether the area took the key. An editable area takes every character typed, so a
    /// letter never reaches a screen's shortcuts; a read-only one passes them on. Its
    /// other keys are its declared bindings (``keyBindings``, `TextArea+Keys.swift`).
    public override func handleKey(_ event: KeyEvent) -> Bool { type(event) }

    /// Inserts pasted text over the selection as one undo step, line breaks of any kind as
    /// new lines; returns whether the area took it (a read-only area passes it on).
    ///
    /// A paste of more than ``maximumPasteBytes`` bytes, or one that would pass
    /// ``maximumLength``, inserts nothing: ``lastRejection`` says why and the area
    /// announces it. An empty paste (or one of control characters only) does nothing.
    ///
    /// - Complexity: O(*m*) for the *m* bytes pasted, plus what an edit costs.
    public override func handlePaste(_ text: String) -> Bool { paste(text) }

    /// A click puts the cursor where it lands (on the row the click is on, before the
    /// character in its cell; past a row's end, at the end). A click outside the area's
    /// rows lands on the nearest row.
    public override func handleClick(at point: Point) -> Bool { click(at: point) }

    /// A drag selects: from where the button went down to the pointer, wherever it goes
    /// (above or below the area, the text scrolls).
    public override func handleDrag(_ drag: DragEvent) -> Bool { self.drag(drag) }

    /// Draws the rows in view, the selection over them, or the placeholder; then the
    /// position indicator when it shows.
    ///
    /// - Complexity: O(*h* · *w* + log *L*) for the *h* rows in view, *w* cells wide, in a
    ///   text of *L* lines: lines out of view cost nothing.
    public override func draw(_ context: inout DrawingContext) { drawText(in: &context) }

    /// The cursor: where a host puts its own while the area has focus and can be edited;
    /// `nil` while it is scrolled out of view or the area is read-only.
    public override var textInsertionPoint: Point? { isEditable ? cursorCell : nil }

    /// The cursor, where a host's accessible mode puts the terminal's cursor (read-only too).
    public override var accessibilityCursorPoint: Point? { cursorCell ?? Point(x: 0, y: 0) }

    /// "Note, text area, line 3 of 10, column 7": its ``View/accessibilityLabel`` (else
    /// its placeholder), "read only" when it is, then where the cursor is; "empty" for
    /// no text.
    public override var accessibilityFocusDescription: String? { textAreaDescription }

    /// `lines=3 cursor=2:7` (and the selection's anchor).
    public override var debugDetails: String? {
        "lines=\(storage.lineCount) cursor=\(cursor)" + (anchor.map { " anchor=\($0)" } ?? "")
    }

    func replaceAll(with text: String) {
        storage = TextStorage(text)
        wrap = TextWrap(lines: storage.lines, width: wrap.width)
        cursor = storage.clamped(cursor)
        anchor = nil
        goalColumn = nil
        history = TextAreaHistory()
        scrollToCursor()
        setNeedsDisplay()
    }
}
