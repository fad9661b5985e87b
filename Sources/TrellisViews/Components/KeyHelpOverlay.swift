/// How the help overlay (``KeyHelpOverlay``) is sized and laid out.
public struct KeyHelpOverlayMetrics: ComponentMetrics {
    /// The least space left between the box and the screen's left and right edges.
    public var horizontalMargin: Double = 2
    /// The least space left between the box and the screen's top and bottom edges.
    public var verticalMargin: Double = 1
    /// The widest the box grows, however wide the screen.
    public var maximumWidth: Double = 72
    /// Space between the border and the text, left and right.
    public var padding: Double = 1
    /// Space between the keys' column and the summaries.
    public var columnGap: Double = 2

    public init() {}
}

/// The help overlay (Textual's keys panel, Helix's `space ?`): every key in effect in a
/// bordered box (keys in the style `keyStyle` names, the border in `.separator`), sized to
/// its content and the screen, scrolling when the keys are more than the screen's rows.
///
/// Its list is generated, never written by hand: ``View/keyBindingsInEffect``'s `help`
/// at the focused view (the screen's bindings, then the shell's). ↑ ↓, Page Up/Down, Home,
/// End and the wheel scroll; `?`, Esc, `q` and Backspace close it (``onClose``), keys it
/// declares itself (scope ``keymapScope``). TrellisHost's `AppHost.presentHelp(title:theme:keyStyle:)`
/// makes one from what is in effect and shows it centred, sized to fit.
///
/// ```swift
/// let help = KeyHelpOverlay(keys: focusedView.keyBindingsInEffect.help, title: "Cats", theme: theme)
/// app.presentOverlay(help, placement: .centered { help.fittingSize(in: $0) }, focus: help)
/// ```
@MainActor
public final class KeyHelpOverlay: View {
    /// The keys listed.
    public let keys: [KeyHelp]
    /// The box's title.
    public let title: String
    /// How the box is sized and laid out.
    public let metrics: KeyHelpOverlayMetrics
    /// The index of the first key shown.
    public internal(set) var scrollOffset = 0 { didSet { if scrollOffset != oldValue { setNeedsLayout() } } }
    /// Called by `?`, Esc, `q` and Backspace; whoever presents the overlay sets it to dismiss it.
    public var onClose: @MainActor () -> Void = {}

    let theme: Theme
    let keyStyle: Theme.StyleName
    let topBorder: Label
    let bottomBorder: Label
    let leftBorder: Label
    let rightBorder: Label
    /// One key label and one summary label per visible row, reused as the box scrolls.
    var rows: [(key: Label, summary: Label)] = []

    /// An overlay listing `keys` under `title`, styled by `theme`, the keys in its
    /// `keyStyle` (`.accent` by default).
    public init(
        keys: [KeyHelp], title: String = "Keys", theme: Theme, keyStyle: Theme.StyleName = .accent,
        metrics: KeyHelpOverlayMetrics = KeyHelpOverlayMetrics()
    ) {
        self.keys = keys
        self.title = title
        self.theme = theme
        self.keyStyle = keyStyle
        self.metrics = metrics
        topBorder = theme.label(.separator)
        bottomBorder = theme.label(.separator)
        leftBorder = theme.label(.separator)
        rightBorder = theme.label(.separator)
        super.init()
        key = "help"
        for border in [leftBorder, rightBorder] { border.lineLimit = 0 }
        for border in [topBorder, bottomBorder, leftBorder, rightBorder] { addSubview(border) }
        declareKeys()
    }

    /// The width of the keys' column: the widest key.
    public var keyColumnWidth: Double { Double(keys.map { CharacterWidth.of($0.keys) }.max() ?? 0) }

    /// The box's size on a `screen`: wide enough for the widest line and the title, tall
    /// enough for every key, within the screen's margins (or the whole screen when it is
    /// smaller than the margins) and ``KeyHelpOverlayMetrics/maximumWidth``.
    public func fittingSize(in screen: Size) -> Size {
        let summaries = Double(keys.map { CharacterWidth.of($0.summary) }.max() ?? 0)
        let content = max(keyColumnWidth + metrics.columnGap + summaries, Double(CharacterWidth.of(title)) + 4)
        let wanted = Size(width: content + 2 * metrics.padding + 2, height: Double(keys.count) + 2)
        let room = Size(
            width: min(metrics.maximumWidth, screen.width - 2 * metrics.horizontalMargin),
            height: screen.height - 2 * metrics.verticalMargin)
        let width = room.width >= 3 ? min(wanted.width, room.width) : min(wanted.width, screen.width)
        let height = room.height >= 3 ? min(wanted.height, room.height) : min(wanted.height, screen.height)
        return Size(width: max(0, width), height: max(0, height))
    }

    /// How many keys show at once: the rows inside the border.
    public var visibleRowCount: Int { max(0, Int(bounds.height) - 2) }

    /// The largest ``scrollOffset``: the last key at the bottom.
    public var maximumScrollOffset: Int { max(0, keys.count - visibleRowCount) }

    /// The border around the bounds, the visible keys inside it.
    public override func layoutSubviews() {
        let width = Int(bounds.width)
        let height = Int(bounds.height)
        scrollOffset = min(scrollOffset, maximumScrollOffset)
        let inner = max(0, width - 2)
        topBorder.text = Self.border(width: inner, left: "┌", right: "┐", caption: title)
        bottomBorder.text = Self.border(width: inner, left: "└", right: "┘", caption: scrollCaption)
        topBorder.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        bottomBorder.frame = Rect(x: 0, y: Double(max(0, height - 1)), width: bounds.width, height: height > 1 ? 1 : 0)
        let side = Array(repeating: "│", count: visibleRowCount).joined(separator: "\n")
        leftBorder.text = side
        rightBorder.text = side
        leftBorder.frame = Rect(x: 0, y: 1, width: 1, height: Double(visibleRowCount))
        rightBorder.frame = Rect(x: Double(max(0, width - 1)), y: 1, width: 1, height: Double(visibleRowCount))
        layOutRows(innerWidth: Double(inner))
    }

    /// "3–8 of 12" while some keys are hidden, else nothing.
    var scrollCaption: String {
        guard maximumScrollOffset > 0 else { return "" }
        let last = min(keys.count, scrollOffset + visibleRowCount)
        return "↑↓ \(scrollOffset + 1)–\(last) of \(keys.count)"
    }

    private func layOutRows(innerWidth: Double) {
        while rows.count < visibleRowCount {
            let row = (key: theme.label(keyStyle), summary: theme.label(.body))
            addSubview(row.key)
            addSubview(row.summary)
            rows.append(row)
        }
        while rows.count > visibleRowCount {
            let row = rows.removeLast()
            row.key.removeFromSuperview()
            row.summary.removeFromSuperview()
        }
        let text = max(0, innerWidth - 2 * metrics.padding)
        // Too narrow for both columns: keys get at most half, so summaries stay readable.
        let summaries = Double(keys.map { CharacterWidth.of($0.summary) }.max() ?? 0)
        let keyWidth =
            keyColumnWidth + metrics.columnGap + summaries <= text
            ? keyColumnWidth
            : min(keyColumnWidth, max(((text - metrics.columnGap) / 2).rounded(.down), text - metrics.columnGap - summaries), text)
        let summaryX = 1 + metrics.padding + keyWidth + metrics.columnGap
        for (index, row) in rows.enumerated() {
            let help = keys.indices.contains(scrollOffset + index) ? keys[scrollOffset + index] : nil
            row.key.text = help?.keys ?? ""
            row.summary.text = help?.summary ?? ""
            let y = Double(1 + index)
            row.key.frame = Rect(x: 1 + metrics.padding, y: y, width: keyWidth, height: 1)
            row.summary.frame = Rect(x: summaryX, y: y, width: max(0, 1 + metrics.padding + text - summaryX), height: 1)
        }
    }

    /// A horizontal border `width` cells between its corners, with `caption` after two
    /// dashes when it fits.
    static func border(width: Int, left: String, right: String, caption: String) -> String {
        guard width > 0 else { return left }
        var middle = String(repeating: "─", count: width)
        let label = caption.isEmpty ? "" : " \(caption) "
        if !label.isEmpty, CharacterWidth.of(label) + 2 <= width {
            middle = "──" + label + String(repeating: "─", count: width - 2 - CharacterWidth.of(label))
        }
        return left + middle + right
    }
}
