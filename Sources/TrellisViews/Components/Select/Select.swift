/// A pop-up button: shows the chosen option's title with `▾`, and opens a ``SelectList``
/// to choose another (AppKit's `NSPopUpButton`, UIKit's `UIButton` with a menu, huh's
/// select).
///
/// Enter, Space or a click opens the list in an overlay anchored under the select
/// (``View/presentOverlay(_:placement:focus:)``); choosing there calls ``onChange`` and
/// announces the new title. A select that is not hosted (no host presents overlays)
/// chooses the next option at each Enter, Space or click instead, so it still works.
///
/// ```swift
/// let theme = theme.select(options: [ChoiceOption(.light, "Light"), ChoiceOption(.dark, "Dark")], selection: .dark)
/// theme.accessibilityLabel = "Theme"
/// theme.onChange = { reactor.send(.setTheme($0)) }
/// ```
///
/// A ``selection`` not among the options shows no title (only `▾`); no options at all
/// leaves the select unfocusable. Neither traps: both can come from saved state.
public final class Select<Value: Hashable & Sendable>: View {
    /// The options, in order.
    public var options: [ChoiceOption<Value>] {
        didSet { if options != oldValue { contentDidChange() } }
    }

    /// The chosen option's value. Setting it (the app's state flowing in) shows it and
    /// does not call ``onChange``.
    public var selection: Value? {
        didSet { if selection != oldValue { contentDidChange() } }
    }

    /// Called with the chosen value after the user chose an option, never after setting
    /// ``selection``.
    public var onChange: (@MainActor (Value) -> Void)?

    /// The list while it is open, or `nil`.
    public internal(set) var openList: SelectList<Value>?

    /// The title (a theme's `.body`).
    public var titleStyle = Style() { didSet { setNeedsDisplay() } }
    /// The title while the select has focus (a theme's `.focused`).
    public var focusedStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// The `▾` (a theme's `.controlOn`).
    public var indicatorStyle = Style() { didSet { setNeedsDisplay() } }
    /// The open list's highlighted row (a theme's `.focused`); its rows take ``titleStyle``.
    public var listHighlightStyle = Style(reverse: true)
    /// The open list's filter line (a theme's `.controlOff`).
    public var listFilterStyle = Style(dim: true)

    /// A select of `options` showing `selection`.
    public init(options: [ChoiceOption<Value>], selection: Value? = nil) {
        self.options = options
        self.selection = selection
        super.init()
        let hasOptions: @MainActor (SelectCommand) -> Bool = { [unowned self] _ in !self.options.isEmpty }
        bindKeys(Self.keyBindings, scope: Self.keymapScope, when: hasOptions) { [unowned self] _, _ in
            open()
            return true
        }
    }

    /// The chosen option's index, or `nil`.
    public var selectedIndex: Int? { options.firstIndex(of: selection) }

    /// The chosen title, or nothing when none is chosen.
    var shownTitle: String { selectedIndex.map { options[$0].title } ?? "" }

    /// Selects with options take focus.
    public override var canBecomeFocused: Bool { !options.isEmpty }

    /// As wide as the widest title, a space and `▾`, so choosing never resizes it.
    public override var intrinsicContentSize: Size {
        Size(width: Double((options.map { CharacterWidth.of($0.title) }.max() ?? 0) + 2), height: 1)
    }

    /// "Theme, pop-up button, Dark" (or "none chosen").
    public override var accessibilityFocusDescription: String? {
        let value = selectedIndex == nil ? "none chosen" : shownTitle
        return [accessibilityLabel, "pop-up button", value].compactMap { $0 }.joined(separator: ", ")
    }

    /// A click opens the list (or, not hosted, chooses the next option).
    public override func handleClick(at point: Point) -> Bool {
        open()
        return true
    }

    /// Draws the chosen title and, at the right edge, `▾`.
    public override func draw(_ context: inout DrawingContext) {
        let width = context.bounds.width
        let style = hasFocus ? focusedStyle.focus(over: titleStyle) : titleStyle
        context.fill(CellRect(x: 0, y: 0, width: max(0, width - 1), height: 1), style: style)
        context.draw(shownTitle, x: 0, y: 0, style: style)
        context.put("▾", x: max(0, width - 1), y: 0, style: indicatorStyle)
    }

    /// Shows the focus on the title.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// `selection="Dark" open`.
    public override var debugDetails: String? { "selection=\"\(shownTitle)\"" + (openList == nil ? "" : " open") }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
