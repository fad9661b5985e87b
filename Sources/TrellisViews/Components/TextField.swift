/// A single line of editable text: `UITextField` for a host that draws in cells. It
/// shows the window of its text that holds the insertion point (scrolling sideways as
/// the point moves), a ``placeholder`` while empty, and `•` for each character under
/// ``isSecure``.
///
/// The field owns only what is being typed; the app's state owns the value. A reactor
/// binds it one way each: state to field through ``text``, which never reports back,
/// and edits to the reactor through ``onChange``, called after each edit that changed
/// the text.
///
/// ```swift
/// let search = TextField(placeholder: "breed, origin or coat")
/// search.onChange = { query in reactor.send(.setQuery(query)) }
/// reactor.state.map(\.query).subscribe { search.text = $0 }
/// ```
///
/// The focused field takes its keys and pastes itself (``handleKey(_:)``,
/// ``handlePaste(_:)``), and hosts put their cursor at its ``textInsertionPoint``.
public final class TextField: View {
    /// Draws the visible window of the text, or the placeholder.
    public let textLabel = Label()

    /// The text and insertion point.
    public private(set) var editing = TextEditing()

    /// The first character shown: the horizontal scroll, kept so the insertion point shows.
    public internal(set) var firstVisibleIndex = 0

    /// Called with the new text after an edit (not after setting ``text``).
    public var onChange: (@MainActor (String) -> Void)?

    /// A field showing `text` (insertion point at its end) and `placeholder` while empty.
    public init(text: String = "", placeholder: String = "") {
        self.placeholder = placeholder
        super.init()
        editing = TextEditing(text)
        textLabel.key = "text"
        textLabel.truncation = .tail
        addSubview(textLabel)
        updateWindow()
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] _, event in
            guard let change = TextField.edit(for: event) else { return false }
            edit(change)
            return true
        }
    }

    /// The text. Setting it (the app's state flowing in) moves the insertion point to the
    /// end when the text differs, and does not call ``onChange``.
    public var text: String {
        get { editing.text }
        set {
            guard newValue != editing.text else { return }
            editing.text = newValue
            textDidChange()
        }
    }

    /// Shown, in ``placeholderStyle``, while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { textDidChange() } }
    }

    /// How the placeholder looks: dim by default.
    public var placeholderStyle = Style(dim: true) {
        didSet { textDidChange() }
    }

    /// Whether each character shows as `•` (passwords, tokens); the text is unchanged.
    public var isSecure = false {
        didSet { if isSecure != oldValue { textDidChange() } }
    }

    /// Applies `change` to the text and insertion point, as a key or a paste asks, and
    /// calls ``onChange`` when the text changed.
    ///
    /// ```swift
    /// field.edit { $0.deleteWordBackward() }   // Ctrl-W
    /// ```
    public func edit(_ change: (inout TextEditing) -> Void) {
        let before = editing.text
        change(&editing)
        textDidChange()
        let after = editing.text
        if after != before { onChange?(after) }
    }

    /// Text fields take focus: the focused one gets typed keys and pastes first.
    public override var canBecomeFocused: Bool { true }

    /// One row, as wide as layout makes it.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The insertion point: where a host's accessible mode puts the terminal's cursor.
    public override var accessibilityCursorPoint: Point? { Point(x: Double(insertionColumn), y: 0) }

    /// The insertion point: where a host puts its cursor while the field has focus.
    public override var textInsertionPoint: Point? { Point(x: Double(insertionColumn), y: 0) }

    /// Inserts a typed character (with or without Shift); returns whether the field took
    /// the key. Every character typed is taken, so a letter never reaches a screen's
    /// shortcuts. The editing keys are the field's declared bindings
    /// (`TextField+Keys.swift`); Enter, Esc, Tab, ↑/↓ and chords the field has no use for
    /// go on up the responder chain.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isText, case .character(let character) = event.key else { return false }
        insert(String(character))
        return true
    }

    /// Inserts pasted text at the insertion point: all of it that fits within
    /// ``maximumLength``.
    public override func handlePaste(_ text: String) -> Bool {
        insert(text)
        return true
    }

    /// The most characters typing and pasting can make the text: 4,096 by default (a
    /// search, a name, a long URL). A paste that would pass it is cut, as a browser cuts
    /// one at an input's `maxlength`, and the field announces how much it left out; a
    /// key typed into a full field inserts nothing and says so. Setting ``text`` (the
    /// app's own state) is not limited.
    ///
    /// It also bounds the work one paste can cause: the field, and whatever its
    /// ``onChange`` drives (a filter, a "Nothing matches “…”" placeholder), never sees
    /// more than this many characters from the keyboard.
    public var maximumLength = 4_096

    /// Inserts typed or pasted text, as much as ``maximumLength`` leaves room for, and
    /// says what was left out.
    private func insert(_ text: String) {
        let before = editing.count
        var leftOut = 0
        edit { leftOut = $0.insert(text, maximumCount: maximumLength) }
        guard leftOut > 0 else { return }
        let limit = max(0, maximumLength)
        announce(
            editing.count == before
                ? "Not inserted: the field is full (\(limit) characters)"
                : "Cut: \(leftOut) characters left out, the field holds \(limit)")
    }

    /// "Name, text field, Ada": its ``View/accessibilityLabel`` (else its placeholder),
    /// then its text, which a secure field says only by its length.
    public override var accessibilityFocusDescription: String? {
        let name = accessibilityLabel ?? (placeholder.isEmpty ? nil : placeholder)
        let value =
            text.isEmpty ? "empty" : isSecure ? "secure, \(text.count) character\(text.count == 1 ? "" : "s")" : text
        return [name, "text field", value].compactMap { $0 }.joined(separator: ", ")
    }

    /// The label fills the field and shows the window for its width.
    public override func layoutSubviews() {
        textLabel.frame = bounds
        updateWindow()
    }

    /// `text="Maine" point=5` (or `secure`).
    public override var debugDetails: String? {
        let shown = isSecure ? "secure" : "text=\"\(editing.text.prefix(40))\""
        return "\(shown) point=\(editing.insertionPoint)"
    }

    private func textDidChange() {
        updateWindow()
        setNeedsDisplay()
    }
}
