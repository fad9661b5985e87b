/// Shows a ``MarkdownDocument`` wrapped to its width, scrolled by the wheel and the keys
/// like a simple pager: Textual's `MarkdownViewer`, UIKit's `UITextView` showing
/// attributed text, read-only.
///
/// Headings are set in `.heading1`–`.heading3`, code in `.code`, links in `.link` (their
/// targets reach the drawn cells, for a host to make clickable; a click on one calls
/// ``onOpenLink``). Its intrinsic height is its lines' count at
/// ``preferredMaxLayoutWidth`` (else at its width), so a page can size it to fit.
///
/// Its text is selectable (``isSelectable``, on by default, as `UITextView`'s), as every
/// ``SelectableTextView``'s: a drag selects in the text's order across wrapped lines
/// (scrolling when the pointer leaves the top or bottom), Shift with the arrows extends
/// the selection, Alt-A selects all, and Ctrl-C copies through the host's clipboard
/// (``TextSelectionCommand``). A copy yields the text as shown without its markup or
/// indents: a paragraph whole, a blank line between blocks; a resize keeps the same text
/// selected.
///
/// ```swift
/// let viewer = theme.markdownView(markdown: "# Trellis\n\nRead **the guide** first.")
/// viewer.onOpenLink = { url in openInBrowser(url) }
/// ```
public final class MarkdownView: View {
    /// The document shown.
    public var document: MarkdownDocument {
        didSet { if document != oldValue { contentDidChange() } }
    }
    /// How each kind of text is set.
    public var styles = MarkdownStyles() {
        didSet { if styles != oldValue { contentDidChange() } }
    }
    /// The width the intrinsic height is measured at; `nil` for the view's own width.
    public var preferredMaxLayoutWidth: Double? {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The first line shown.
    public private(set) var scrollOffset = 0
    /// Called with a link's target when it is clicked.
    public var onOpenLink: (@MainActor (String) -> Void)?
    /// Whether a drag selects the text and Ctrl-C copies it (UIKit's
    /// `UITextView.isSelectable`); on by default.
    public var isSelectable = true {
        didSet { if !isSelectable { clearSelection() } }
    }
    /// How selected text looks: its style over the text's (reversed by default; the
    /// theme's `.textSelection` in ``Theme/markdownView(markdown:)``).
    public var selectionStyle = Style(reverse: true) {
        didSet { if selectionStyle != oldValue { setNeedsDisplay() } }
    }
    /// What is selected, as offsets into the document's text (see `MarkdownView+Selection.swift`).
    package var selection = ShownTextSelection()
    private var cachedLayout: (width: Int, lines: [StyledText], text: ShownText)?

    /// A view showing `document`.
    public init(document: MarkdownDocument = MarkdownDocument(blocks: [])) {
        self.document = document
        super.init()
        installKeys()
        installSelectionKeys()
        onAction(.scroll) { [unowned self] lines in scroll(by: lines) }
    }

    /// A view showing `markdown`, parsed.
    public convenience init(markdown: String) {
        self.init(document: MarkdownDocument(markdown))
    }

    /// The document's lines at `width` cells (kept until the width or the content change).
    public func lines(width: Int) -> [StyledText] {
        layout(width: width).lines
    }

    /// The lines at `width` cells and the text they show (kept until the width or the
    /// content change).
    func layout(width: Int) -> (lines: [StyledText], text: ShownText) {
        if let cachedLayout, cachedLayout.width == width { return (cachedLayout.lines, cachedLayout.text) }
        let layout = document.layout(width: width, styles: styles)
        cachedLayout = (width, layout.lines, layout.text)
        return layout
    }

    /// The lines at the current width.
    public var shownLines: [StyledText] { lines(width: Self.cells(bounds.width)) }

    /// How many rows the document takes at `width` cells.
    public func height(forWidth width: Double) -> Double {
        Double(lines(width: Self.cells(width)).count)
    }

    /// No width of its own; as high as its lines at ``preferredMaxLayoutWidth`` or its width.
    public override var intrinsicContentSize: Size {
        let width = preferredMaxLayoutWidth ?? bounds.width
        guard width.isFinite, width >= 1 else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return Size(width: View.noIntrinsicMetric, height: height(forWidth: width))
    }

    /// Scrolls by `count` lines (negative: up), kept between the top and the last page;
    /// returns whether it moved.
    @discardableResult
    public func scroll(by count: Int) -> Bool {
        let (sum, overflow) = scrollOffset.addingReportingOverflow(count)
        return scroll(to: overflow ? (count < 0 ? 0 : Int.max) : sum)
    }

    /// Scrolls so that line `line` is at the top (kept between the top and the last page);
    /// returns whether it moved.
    @discardableResult
    public func scroll(to line: Int) -> Bool {
        let maximum = max(0, shownLines.count - Self.cells(bounds.height))
        let offset = min(max(0, line), maximum)
        guard offset != scrollOffset else { return false }
        scrollOffset = offset
        setNeedsDisplay()
        return true
    }

    /// The lines from ``scrollOffset``, each run in its style, links on their cells.
    public override func draw(_ context: inout DrawingContext) {
        let lines = shownLines
        let rows = context.bounds.height
        for row in 0..<rows {
            let index = scrollOffset + row
            guard index < lines.count else { break }
            var x = 0
            for run in lines[index].runs {
                context.draw(run.text, x: x, y: row, style: run.style, link: run.link)
                x += CharacterWidth.of(run.text)
            }
        }
        drawSelection(in: &context)
    }

    /// A drag selects text (see ``isSelectable``).
    public override func handleDrag(_ drag: DragEvent) -> Bool {
        dragSelection(drag)
    }

    /// A click on a link calls ``onOpenLink`` with its target.
    public override func handleClick(at point: Point) -> Bool {
        guard let target = link(at: point) else { return false }
        onOpenLink?(target)
        return true
    }

    /// The link target drawn at `point` (in the view's coordinates), if any.
    public func link(at point: Point) -> String? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0, point.y < 1e9, point.x < 1e9 else { return nil }
        let lines = shownLines
        let index = scrollOffset + Int(point.y)
        guard index < lines.count else { return nil }
        var x = 0
        let column = Int(point.x)
        for run in lines[index].runs {
            let width = CharacterWidth.of(run.text)
            if column >= x && column < x + width { return run.link }
            x += width
        }
        return nil
    }

    /// Takes focus, to scroll by the keys.
    public override var canBecomeFocused: Bool { true }

    /// "Trellis, document, line 1 of 12": the first heading, then where it is scrolled.
    public override var accessibilityFocusDescription: String? {
        let name = accessibilityLabel ?? firstHeading ?? "Document"
        let count = shownLines.count
        return "\(name), document, line \(min(scrollOffset + 1, max(1, count))) of \(count)\(selectionDescription)"
    }

    /// The first heading's text.
    var firstHeading: String? {
        for case .heading(_, let spans) in document.blocks { return spans.map(\.text).joined() }
        return nil
    }

    /// Lines shift when the width changes: the offset is kept within the last page.
    public override func layoutSubviews() {
        scroll(to: scrollOffset)
    }

    /// `blocks=4 offset=0`.
    public override var debugDetails: String? { "blocks=\(document.blocks.count) offset=\(scrollOffset)" }

    private func contentDidChange() {
        selection.clear()
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        scroll(to: scrollOffset)
        setNeedsDisplay()
    }

    /// A length in whole cells, nonsense as 0.
    static func cells(_ length: Double) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length, 1e6).rounded(.down))
    }
}
