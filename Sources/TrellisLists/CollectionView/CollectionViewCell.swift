import TrellisViews

/// The base of cells a ``CollectionView`` shows: a `View` that is a ``ListCell``.
///
/// It has a ``textLabel`` for a registration to fill, and shows the accessory its item's
/// ``ItemActions`` call for at the trailing edge (`›` to navigate, `ⓘ` for details).
/// Subclass it, add subviews, and show items through a typed registration
/// (``CellRegistry/register(_:for:file:line:configure:)``) or by adopting ``ItemCell``;
/// override ``preferredHeight(forWidth:)`` for self-sizing rows (`.estimated` row
/// heights). A subclass that lays itself out calls `super.layoutSubviews()` to place the
/// accessory and keeps its content inside ``contentBounds``.
@MainActor
open class CollectionViewCell: View, ActionableCell {
    public let reuseIdentifier: String
    /// The cell's text: what a registration puts there, unless a subclass uses it otherwise.
    public let textLabel = Label()
    /// Shows the ``accessory`` at the trailing edge.
    public let accessoryLabel = Label()

    /// The accessory shown at the trailing edge; set by the list from its item's actions.
    public var accessory = ItemActions.Accessory.none {
        didSet {
            if accessory != oldValue {
                accessoryLabel.text = Self.glyph(for: accessory)
                setNeedsLayout()
            }
        }
    }
    /// Whether selecting the cell highlights it; set by the list from its item's actions.
    public var selectionStyle = ItemActions.SelectionStyle.highlight

    /// Whether keyboard focus is on the cell (it draws its highlight, ``focusedStyle``).
    public var isFocused = false { didSet { if isFocused != oldValue { setNeedsDisplay() } } }
    /// How the cell draws itself while it has focus, over everything in it; the list sets
    /// it from its theme's `.focused` style.
    public var focusedStyle = Style(reverse: true) { didSet { if focusedStyle != oldValue, isFocused { setNeedsDisplay() } } }
    /// Whether the cell's item is selected.
    public var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// The context the list last configured the cell with; `nil` until it has, or once its
    /// item changed (the list then configures it again).
    var configuredContext: CellContext?

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        accessoryLabel.key = "accessory"
        accessoryLabel.alignment = .right
        addSubview(textLabel)
        addSubview(accessoryLabel)
    }

    /// Clears focus and selection before the cell is reused.
    open func prepareForReuse() {
        isFocused = false
        isSelected = false
    }

    /// A class var, so subclasses can ask for the item type in their reuse identifier.
    open class var appendsItemTypeToReuseIdentifier: Bool { false }

    /// The height the cell needs at `width`, for estimated rows; `nil` keeps the estimate.
    open func preferredHeight(forWidth width: Double) -> Double? { nil }

    /// The part of the cell left to content: all of it but the accessory's column.
    public var contentBounds: Rect {
        let reserved = accessory == .none ? 0 : accessoryLabel.intrinsicContentSize.width + 1
        return Rect(x: 0, y: 0, width: max(0, bounds.width - reserved), height: bounds.height)
    }

    /// The text label in ``contentBounds``, the accessory at the trailing edge.
    open override func layoutSubviews() {
        let content = contentBounds
        textLabel.frame = content
        accessoryLabel.frame = Rect(x: content.maxX, y: 0, width: bounds.width - content.maxX, height: min(1, bounds.height))
    }

    /// A focused cell draws its highlight over its subviews.
    open override var drawsOverSubviews: Bool { isFocused }

    /// Draws the focus highlight over everything in the cell: ``focusedStyle`` on every
    /// cell of it, its nested labels' colours and dim dropped so the whole row shows one
    /// highlight (``highlight(_:focused:)``). A subclass that overrides it calls `super`.
    open override func drawOverSubviews(_ context: inout DrawingContext) {
        guard isFocused else { return }
        let focused = focusedStyle
        context.restyle(context.bounds) { style in CollectionViewCell.highlight(&style, focused: focused) }
    }

    /// A cell of a focused row: the focus style, with the row's one highlight behind every
    /// nested label (UIKit's `highlightedTextColor`). A label's colours and dim would
    /// otherwise show through (reversed, a dim "Short" sat on grey inside the highlight),
    /// and reverse video below (a selected row, a button) would invert the focus colours.
    /// Bold, italic and underline stay; they do not touch the background.
    public static func highlight(_ style: inout Style, focused: Style) {
        style = focused.merged(over: Style(bold: style.bold, italic: style.italic, underline: style.underline))
        style.reverse = focused.reverse
    }

    /// How an accessory looks in a terminal cell: UIKit's chevron and info button.
    public static func glyph(for accessory: ItemActions.Accessory) -> String {
        switch accessory {
        case .none: ""
        case .disclosureIndicator: "›"
        case .detailButton: "ⓘ"
        }
    }
}

/// What a collection view shows in place of its content: a spinner while loading, or a
/// title and a message.
@MainActor
public final class PlaceholderView: View {
    /// The placeholder's title ("No Cats", "Unable To Load Cats").
    public let titleLabel = Label()
    /// The placeholder's message, below the title.
    public let messageLabel = Label()

    /// The placeholder shown, or `nil`.
    public var placeholder: Placeholder? {
        didSet {
            guard placeholder != oldValue else { return }
            // While loading, the no-content texts would say there is nothing: say it is coming.
            titleLabel.text = placeholder?.kind == .loading ? "Loading…" : placeholder?.title ?? ""
            messageLabel.text = placeholder?.kind == .loading ? "" : placeholder?.message ?? ""
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Whether the placeholder shows a loading spinner.
    public var isLoading: Bool { placeholder?.kind == .loading }

    /// The braille spinner, one glyph per animation step.
    public static let spinnerGlyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A loading placeholder animates its spinner.
    public override var isAnimating: Bool { isLoading }

    /// A loading placeholder draws its spinner over its subviews.
    public override var drawsOverSubviews: Bool { isLoading }

    /// While loading, draws the spinner's glyph for the context's animation step on the
    /// line above the title, centred; nothing when animations are off (the host's
    /// reduced-motion mode), where the title's "Loading…" says it alone.
    public override func drawOverSubviews(_ context: inout DrawingContext) {
        guard isLoading, context.animates else { return }
        let glyph = PlaceholderView.spinnerGlyphs[((context.animationStep % 10) + 10) % 10]
        let row = max(0, Int(titleLabel.frame.minY.rounded(.down)) - 1)
        context.put(glyph, x: context.bounds.width / 2, y: row)
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        titleLabel.alignment = .center
        messageLabel.alignment = .center
        messageLabel.lineLimit = 0
        addSubview(titleLabel)
        addSubview(messageLabel)
    }

    /// Title and message centred, one above the other.
    public override func layoutSubviews() {
        let width = bounds.width
        let wrapped = TextLayout(
            text: messageLabel.text, measurer: messageLabel.measurer, width: width, lineLimit: 0,
            truncation: .tail, alignment: .center)
        let messageHeight = messageLabel.text.isEmpty ? 0 : min(max(0, bounds.height - 2), max(1, wrapped.height))
        let total = 1 + (messageHeight > 0 ? 1 + messageHeight : 0)
        // While loading, the spinner is drawn on the line above the title: keep one
        // when there is room for both.
        let top = max(isLoading && bounds.height >= 2 ? 1 : 0, ((bounds.height - total) / 2).rounded(.down))
        titleLabel.frame = Rect(x: 0, y: top, width: width, height: 1)
        messageLabel.frame = Rect(x: 0, y: top + 2, width: width, height: messageHeight)
    }
}

/// A separator line: a rule across (`─`) or down (`│`) its frame.
@MainActor
public final class SeparatorView: View {
    /// Whether the line runs down (a column separator) rather than across.
    public let isVertical: Bool

    /// Makes a separator: a column separator when `isVertical`, a row separator otherwise.
    public init(isVertical: Bool) {
        self.isVertical = isVertical
        super.init()
    }

    /// Draws the rule over every cell of the frame.
    public override func draw(_ context: inout DrawingContext) {
        context.fill(context.bounds, with: isVertical ? "│" : "─")
    }
}
