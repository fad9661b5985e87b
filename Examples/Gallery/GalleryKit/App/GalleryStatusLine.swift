import TrellisViews

/// The line at the bottom of every screen: the screen's keys ("Enter open  ? help  q
/// quit"), as many whole hints as fit, or a message when a page has one to say.
///
/// ```swift
/// statusLine.hints = bindings.hints      // generated from the keys in effect
/// statusLine.message = "copied"     // shown instead of the hints until set to nil
/// ```
@MainActor
public final class GalleryStatusLine: View {
    /// What the line shows.
    public let label = Label()
    /// The screen's own keys, shown while there is no message.
    public var hints: [KeyHelp] = [] { didSet { if hints != oldValue { refresh() } } }
    /// The keys every screen has (back, help, quit), shown after the screen's own.
    public var sharedHints: [KeyHelp] = [] { didSet { if sharedHints != oldValue { refresh() } } }
    /// A message shown instead of the hints.
    public var message: String? { didSet { if message != oldValue { refresh() } } }
    /// Between one hint and the next.
    public static let separator = "  "

    /// An empty status line styled by `theme`.
    public init(theme: Theme = .standard) {
        super.init()
        key = "statusLine"
        label.key = "hints"
        label.style = theme[.caption]
        addSubview(label)
    }

    /// The hints that fit in `width` cells, whole, in order: the screen's own that fit
    /// (one that does not is left out whole), then every shared one, since help leads to
    /// all the others (`KeyHelp`'s `fitting(width:separator:keeping:)`).
    public func hintText(fitting width: Double) -> String {
        let shared = Set(sharedHints)
        return (hints + sharedHints).fitting(width: width, separator: Self.separator, keeping: shared.contains)
            .line(separator: Self.separator)
    }

    private func refresh() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The text, one cell in from the left.
    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        label.frame = Rect(x: 1, y: 0, width: width, height: min(1, bounds.height))
        label.text = message ?? hintText(fitting: width)
    }
}
