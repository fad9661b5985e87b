/// The list a ``Select`` pops up to choose from (AppKit's `NSPopUpButton` menu, huh's
/// select with its `/` filter), a view of its own so it can be shown and tested alone.
///
/// The highlighted row follows ↑/↓, Home/End and Page Up/Down; typed characters filter
/// the options (case-insensitively, best match first, as TrellisViews' fuzzy match ranks them),
/// Backspace edits the filter; Enter or a click on a row chooses it (``onChoose``), Esc
/// gives up (``onCancel``). The list never dismisses itself: whoever presented it does.
///
/// ```swift
/// let list = SelectList(options: themes, selection: .dark)
/// list.onChoose = { value in apply(value); host.dismissOverlay(list) }
/// list.onCancel = { host.dismissOverlay(list) }
/// ```
public final class SelectList<Value: Hashable & Sendable>: View {
    /// Every option, in the order given.
    public let options: [ChoiceOption<Value>]
    /// The value chosen before the list opened, marked `✓`.
    public let selection: Value?

    /// What has been typed to filter the options; empty shows them all.
    public private(set) var filter = ""
    /// The options that match ``filter``, best first (all of them, in order, when it is empty).
    public private(set) var shownOptions: [ChoiceOption<Value>]
    /// The highlighted row of ``shownOptions``, or `nil` when none match.
    public private(set) var highlightedIndex: Int?

    /// Called with the option's value when the user chooses one (Enter, a click).
    public var onChoose: (@MainActor (Value) -> Void)?
    /// Called when the user gives up (Esc).
    public var onCancel: (@MainActor () -> Void)?

    /// The rows (a theme's `.body`).
    public var rowStyle = Style() { didSet { setNeedsDisplay() } }
    /// The highlighted row (a theme's `.focused`).
    public var highlightStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// The filter line and "No matches" (a theme's `.controlOff`).
    public var filterStyle = Style(dim: true) { didSet { setNeedsDisplay() } }

    /// A list of `options` with `selection` marked and highlighted.
    public init(options: [ChoiceOption<Value>], selection: Value? = nil) {
        self.options = options
        self.selection = selection
        shownOptions = options
        highlightedIndex = options.firstIndex(of: selection) ?? (options.isEmpty ? nil : 0)
        super.init()
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            perform(command)
            return true
        }
    }

    /// The value of the highlighted row, or `nil` when none match.
    public var highlightedValue: Value? { highlightedIndex.map { shownOptions[$0].value } }

    /// Sets the filter as typing does: the matching options are shown, the best one
    /// highlighted (the chosen one again when the filter is emptied).
    ///
    /// - Complexity: O(*n*·*m*·log *n*) for *n* options of *m* characters.
    public func setFilter(_ text: String) {
        guard text != filter else { return }
        filter = text
        shownOptions = text.isEmpty ? options : FuzzyMatch.filter(options, by: text, text: \.title)
        highlightedIndex = shownOptions.isEmpty ? nil : text.isEmpty ? (shownOptions.firstIndex(of: selection) ?? 0) : 0
        announce(shownOptions.isEmpty ? "no matches" : "\(shownOptions.count) match\(shownOptions.count == 1 ? "" : "es")")
        setNeedsDisplay()
    }

    /// Highlights row `index` of ``shownOptions``, clamped to them, and announces it.
    public func highlight(_ index: Int) {
        guard !shownOptions.isEmpty else { return }
        let clamped = max(0, min(shownOptions.count - 1, index))
        guard clamped != highlightedIndex else { return }
        highlightedIndex = clamped
        announce("\(shownOptions[clamped].title), \(clamped + 1) of \(shownOptions.count)")
        setNeedsDisplay()
    }

    /// Chooses the highlighted option: calls ``onChoose`` with it. Nothing when none match.
    public func chooseHighlighted() {
        guard let value = highlightedValue else { return }
        onChoose?(value)
    }

    /// The list takes focus (it is presented with focus on it).
    public override var canBecomeFocused: Bool { true }

    /// Typed characters (with or without Shift, Space too) go to the filter.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isText, case .character(let character) = event.key else { return false }
        setFilter(filter + String(character))
        return true
    }

    /// A click on a row chooses it; a click on the filter line or past the rows does nothing.
    public override func handleClick(at point: Point) -> Bool {
        if let index = rowIndex(at: point) {
            highlightedIndex = index
            chooseHighlighted()
        }
        return true
    }

    /// "Theme, list, Dark, 2 of 3" (or "no matches").
    public override var accessibilityFocusDescription: String? {
        let row = highlightedIndex.map { "\(shownOptions[$0].title), \($0 + 1) of \(shownOptions.count)" } ?? "no matches"
        return [accessibilityLabel, "list", row].compactMap { $0 }.joined(separator: ", ")
    }

    /// The highlighted row, where a host's accessible mode puts the cursor.
    public override var accessibilityCursorPoint: Point? {
        Point(x: 0, y: Double(listTop + (highlightedIndex ?? 0) - firstVisibleRow(rows: visibleRows)))
    }

    /// Draws the filter line while filtering, then the rows in view, the highlighted one
    /// in ``highlightStyle`` and the chosen one marked `✓`.
    public override func draw(_ context: inout DrawingContext) {
        drawRows(&context)
    }

    /// `filter="da" 2/3`.
    public override var debugDetails: String? {
        "filter=\"\(filter)\" \(highlightedIndex.map { "\($0 + 1)" } ?? "none")/\(shownOptions.count)"
    }
}
