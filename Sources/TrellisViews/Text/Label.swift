/// A view that shows text: one line by default, or wrapped to a line limit, cut with
/// an ellipsis when it does not fit, aligned left, centre or right.
///
/// A label's intrinsic content size is its text's size as its ``measurer`` sees it
/// (wrapped at ``preferredMaxLayoutWidth`` when set), so constraints can size it by
/// content; it hugs its text a little harder than a plain view (251), as UIKit's does.
/// It draws ``textLayout``, the lines fitted to the label's current bounds (``draw(_:)``).
///
/// ```swift
/// let title = Label("阅读源码的乐趣")
/// title.intrinsicContentSize   // 14×1
/// title.style = theme[.title]
/// ```
///
/// Prefer ``Theme/label(_:text:)`` in screens: it applies a named style.
public final class Label: View {
    // What a host reads for every label of every frame skips Swift's dynamic exclusivity
    // checks, as `View`'s storage does and for the same reason: main-actor accesses
    // that never last across a call out.

    /// The text; newlines start new lines. Setting text other than
    /// ``attributedText``'s drops the attributed text, as UIKit's `UILabel` does.
    @exclusivity(unchecked) public var text: String {
        didSet {
            guard text != oldValue else { return }
            if let attributedText, attributedText.string != text { self.attributedText = nil }
            contentDidChange()
        }
    }

    /// The text in styled runs (UIKit's `attributedText`), drawn each run in its style
    /// over the label's and wrapped as ``text`` is; its links reach the drawn cells.
    /// Setting it sets ``text`` to its characters; `nil` (the default) draws ``text``.
    ///
    /// ```swift
    /// label.attributedText = StyledText("Error: ", style: theme[.error]) + "the server said no"
    /// ```
    @exclusivity(unchecked) public var attributedText: StyledText? {
        didSet {
            guard attributedText != oldValue else { return }
            if let attributedText, attributedText.string != text { text = attributedText.string }
            setNeedsDisplay()
        }
    }

    /// Where lines sit across the label's width.
    @exclusivity(unchecked) public var alignment: TextAlignment = .left {
        didSet { if alignment != oldValue { layoutDidChange() } }
    }

    /// How text that does not fit is cut.
    public var truncation: Truncation = .tail {
        didSet { if truncation != oldValue { layoutDidChange() } }
    }

    /// The most lines to show; 0 for as many as the text needs. 1 by default.
    @exclusivity(unchecked) public var lineLimit: Int = 1 {
        didSet { if lineLimit != oldValue { contentDidChange() } }
    }

    /// The width at which the intrinsic size wraps multi-line text; `nil` wraps only at
    /// newlines.
    public var preferredMaxLayoutWidth: Double? {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// Measures the text; the terminal's monospace cells by default.
    @exclusivity(unchecked) public var measurer: any TextMeasurer = MonospaceTextMeasurer() {
        didSet {
            measuresCells = type(of: measurer) == MonospaceTextMeasurer.self
            contentDidChange()
        }
    }

    /// Whether the label's text can be selected and copied (AppKit's
    /// `NSTextField.isSelectable`): a drag selects it, Shift with the arrows extends the
    /// selection, Alt-A selects all, Ctrl-C copies (``TextSelectionCommand``, declared
    /// under its keymap scope, `selection`), as every ``SelectableTextView`` does; the
    /// selection stays on the same text when the label is resized, and a copy yields the
    /// text, not its wrapped rows. A selectable label can take focus, so its keys reach it.
    /// Off by default, as a label's is.
    ///
    /// ```swift
    /// let message = Label("Error 42: the server said no")
    /// message.isSelectable = true
    /// ```
    public var isSelectable = false {
        didSet { if isSelectable != oldValue { selectabilityDidChange() } }
    }

    /// How selected text looks: its style over the text's (reversed by default; a theme's
    /// `.textSelection` in ``Theme/selectableLabel(_:text:)``).
    public var selectionStyle = Style(reverse: true) {
        didSet { if selectionStyle != oldValue, hasSelection { setNeedsDisplay() } }
    }

    /// What is selected, as offsets into ``text`` (see `Label+Selection.swift`).
    @exclusivity(unchecked) package var selection = ShownTextSelection()

    /// Whether ``measurer`` is the terminal's monospace cells, kept so that drawing a
    /// label does not copy the measurer out to ask.
    @exclusivity(unchecked) private var measuresCells = true

    /// Creates a label with `text`.
    public init(_ text: String = "", frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        _huggingPriorities = (LayoutPriority(251), LayoutPriority(251))
    }

    /// The text's size: the widest line by the number of lines (within ``lineLimit``).
    public override var intrinsicContentSize: Size {
        if let cachedIntrinsicSize { return cachedIntrinsicSize }
        if lineLimit == 1 && !text.utf8.contains(0x0A) {
            // One line, the common case: its width, without laying anything out.
            let size = text.isEmpty ? Size.zero : Size(width: measurer.width(of: text[...]), height: measurer.lineHeight)
            cachedIntrinsicSize = size
            return size
        }
        let layout = TextLayout(
            text: text, measurer: measurer, width: preferredMaxLayoutWidth,
            lineLimit: lineLimit, truncation: truncation, alignment: alignment)
        let size = Size(width: layout.width, height: layout.height)
        cachedIntrinsicSize = size
        return size
    }

    /// Measuring is the costly part of a label; it changes only with the content.
    private var cachedIntrinsicSize: Size?

    /// The first line's baseline: the bottom of the first text row.
    public override var firstBaselineOffsetFromTop: Double? { measurer.lineHeight }

    /// The lines as drawn in the current bounds: wrapped to the width, cut to the line
    /// limit and to the height, aligned.
    ///
    /// Kept until the content or the bounds' width or line count change: the label draws
    /// it every frame it is painted.
    public var textLayout: TextLayout {
        let heightLimit = Int((bounds.height / measurer.lineHeight).rounded(.down))
        var limit = lineLimit
        if heightLimit > 0 && (limit == 0 || heightLimit < limit) { limit = heightLimit }
        let width = bounds.width
        if let cached = cachedTextLayout, cached.width == width, cached.lineLimit == limit { return cached.layout }
        let layout = TextLayout(
            text: text, measurer: measurer, width: width, lineLimit: limit,
            truncation: truncation, alignment: alignment)
        cachedTextLayout = (width, limit, layout)
        return layout
    }

    /// ``textLayout`` for a width and line limit; dropped when the content, the
    /// alignment or the truncation change.
    private var cachedTextLayout: (width: Double, lineLimit: Int, layout: TextLayout)?

    /// How the text goes into cells at the label's size (`Label+Drawing.swift`), kept for
    /// the size it was worked out at; dropped when the content, the alignment or the
    /// truncation change. Drawing reads it on every frame; scanning the text again each
    /// time was a tenth of a Cats frame.
    @exclusivity(unchecked) private var cachedLinePlan: (size: Size, plan: LinePlan)?

    /// ``cachedLinePlan``, worked out again when the size changed or it was dropped.
    var linePlan: LinePlan {
        let size = bounds.size
        if let cached = cachedLinePlan, cached.size == size { return cached.plan }
        let plan = Label.linePlan(of: drawingFacts)
        cachedLinePlan = (size, plan)
        return plan
    }

    /// What drawing the label reads, in one call (see `Label+Drawing.swift`).
    package var drawingFacts: DrawingFacts {
        DrawingFacts(
            text: text, isMonospace: measuresCells, lineLimit: lineLimit,
            alignment: alignment, bounds: bounds)
    }

    /// ``drawingFacts``: the text and what decides where its lines go.
    package struct DrawingFacts {
        package var text: String
        /// Whether the measurer is the terminal's monospace cells.
        package var isMonospace: Bool
        package var lineLimit: Int
        package var alignment: TextAlignment
        package var bounds: Rect
    }

    /// Draws ``textLayout`` in the context's style (one line that fits, the common case,
    /// straight from the text: see `Label+Drawing.swift`).
    public override func draw(_ context: inout DrawingContext) {
        if let attributedText {
            drawAttributedText(attributedText, in: &context)
        } else {
            drawText(&context)
        }
        drawSelection(in: &context)
    }

    /// A drag selects the text of a selectable label (see ``isSelectable``).
    public override func handleDrag(_ drag: DragEvent) -> Bool {
        dragSelection(drag)
    }

    /// A selectable label takes focus, so that its keys (Ctrl-C) reach it.
    public override var canBecomeFocused: Bool { isSelectable }

    /// A heading label is listed by its text, unless it has an ``View/accessibilityLabel``.
    public override var accessibilityHeading: String? {
        isAccessibilityHeader ? accessibilityLabel ?? text : nil
    }

    /// A selectable label: its text, "selectable text", and how much is selected.
    public override var accessibilityFocusDescription: String? {
        guard isSelectable else { return super.accessibilityFocusDescription }
        return "\(accessibilityLabel ?? text), selectable text\(selectionDescription)"
    }

    /// `text="阅读源码的乐趣"`.
    public override var debugDetails: String? {
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "text=\"\(shown)\""
    }

    private func contentDidChange() {
        selection.clear()
        cachedIntrinsicSize = nil
        cachedTextLayout = nil
        cachedLinePlan = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The lines move or cut differently; the size stays.
    private func layoutDidChange() {
        cachedTextLayout = nil
        cachedLinePlan = nil
        setNeedsDisplay()
    }
}
