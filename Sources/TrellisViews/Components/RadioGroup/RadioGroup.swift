/// A group of mutually exclusive options, one chosen: AppKit's radio buttons in a group,
/// the web's `<input type="radio">` group, huh's select drawn open. It draws itself as
/// `(•) Mono` / `( ) 256 colours`, one per row or side by side (``axis``).
///
/// As in a native radio group, the arrows move the choice itself (there is no separate
/// focus within the group): ↑/↓ and ←/→ choose the previous or next option, Home/End the
/// first or last, a click chooses the option under it. Space and Enter choose the first
/// option when none is chosen. Each user's choice calls ``onChange`` and is announced.
///
/// ```swift
/// let mode = theme.radioGroup(options: [ChoiceOption(.mono, "Mono"), ChoiceOption(.full, "256 colours")], selection: .mono)
/// mode.accessibilityLabel = "Colour mode"
/// mode.onChange = { reactor.send(.setColourMode($0)) }
/// ```
///
/// A ``selection`` that is not among the options (the app's state names an option it no
/// longer offers) is not a misuse: it shows no option chosen, as an empty group does.
public final class RadioGroup<Value: Hashable & Sendable>: View {
    /// The options, in order.
    public var options: [ChoiceOption<Value>] {
        didSet { if options != oldValue { contentDidChange() } }
    }

    /// The chosen option's value; `nil`, or a value not among the options, chooses none.
    /// Setting it (the app's state flowing in) shows it and does not call ``onChange``.
    public var selection: Value? {
        didSet { if selection != oldValue { setNeedsDisplay() } }
    }

    /// Options one per row (`.vertical`, the default) or side by side (`.horizontal`).
    public var axis: Axis {
        didSet { if axis != oldValue { contentDidChange() } }
    }

    /// Called with the chosen value after the user chose an option, never after setting
    /// ``selection``.
    public var onChange: (@MainActor (Value) -> Void)?

    /// The chosen option's button (a theme's `.controlOn`).
    public var onStyle = Style(bold: true) { didSet { setNeedsDisplay() } }
    /// The other options' buttons (a theme's `.controlOff`).
    public var offStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// The titles (a theme's `.body`).
    public var titleStyle = Style() { didSet { setNeedsDisplay() } }
    /// The chosen option's title while the group has focus (a theme's `.focused`).
    public var focusedStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }

    /// Columns between two options side by side.
    static var spacing: Int { 2 }

    /// A group of `options` with `selection` chosen, laid out along `axis`.
    public init(options: [ChoiceOption<Value>], selection: Value? = nil, axis: Axis = .vertical) {
        self.options = options
        self.selection = selection
        self.axis = axis
        super.init()
        let hasOptions: @MainActor (RadioGroupCommand) -> Bool = { [unowned self] _ in !self.options.isEmpty }
        bindKeys(Self.keyBindings, scope: Self.keymapScope, when: hasOptions) { [unowned self] command, _ in
            perform(command)
            return true
        }
    }

    /// The chosen option's index, or `nil` when none is.
    public var selectedIndex: Int? { options.firstIndex(of: selection) }

    /// Chooses the option at `index` as the user does: calls ``onChange`` and announces
    /// its title and place, when it was not chosen already. An index outside the options
    /// does nothing.
    public func choose(_ index: Int) {
        guard options.indices.contains(index), index != selectedIndex else { return }
        selection = options[index].value
        announce("\(options[index].title), \(index + 1) of \(options.count)")
        onChange?(options[index].value)
    }

    /// Radio groups with options take focus.
    public override var canBecomeFocused: Bool { !options.isEmpty }

    /// "Colour mode, radio group, 256 colours, 2 of 3" (or "none chosen").
    public override var accessibilityFocusDescription: String? {
        let chosen = selectedIndex.map { "\(options[$0].title), \($0 + 1) of \(options.count)" } ?? "none chosen"
        return [accessibilityLabel, "radio group", chosen].compactMap { $0 }.joined(separator: ", ")
    }

    /// A click on an option chooses it; a click between or beside them is taken and does
    /// nothing.
    public override func handleClick(at point: Point) -> Bool {
        if let index = optionIndex(at: point) { choose(index) }
        return true
    }

    /// Shows the focus on the chosen option.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// Every option, one per row or side by side.
    public override var intrinsicContentSize: Size {
        let widths = options.map(Self.width(of:))
        switch axis {
        case .vertical: return Size(width: Double(widths.max() ?? 0), height: Double(options.count))
        case .horizontal:
            let spacing = Self.spacing * max(0, widths.count - 1)
            return Size(width: Double(widths.reduce(0, +) + spacing), height: options.isEmpty ? 0 : 1)
        }
    }

    /// Draws each option's button and title where `optionOrigins()` puts it.
    public override func draw(_ context: inout DrawingContext) {
        let chosen = selectedIndex
        for (index, origin) in optionOrigins().enumerated() {
            let isChosen = index == chosen
            context.draw(isChosen ? "(•)" : "( )", x: origin.x, y: origin.y, style: isChosen ? onStyle : offStyle)
            let title = isChosen && hasFocus ? focusedStyle.focus(over: titleStyle) : titleStyle
            context.draw(options[index].title, x: origin.x + 4, y: origin.y, style: title)
        }
    }

    /// `selection=2/3`.
    public override var debugDetails: String? {
        "selection=\(selectedIndex.map { "\($0 + 1)" } ?? "none")/\(options.count)"
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
