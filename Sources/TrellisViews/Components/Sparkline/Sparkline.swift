/// A series of numbers drawn as a line of blocks, `▁▂▄▇█▅`: ratatui's `Sparkline`. The
/// most recent values that fit the width are drawn, scaled from the smallest to the
/// largest of them; NaN and infinity are drawn as gaps; no values draw nothing.
///
/// ```swift
/// let requests = theme.sparkline(values: [3, 8, 12, 40, 22])
/// requests.accessibilityLabel = "Requests"
/// ```
public final class Sparkline: View {
    /// The values, oldest first.
    public var values: [Double] { didSet { setNeedsDisplay() } }

    /// The blocks (a theme's `.chart`).
    public var chartStyle = Style() { didSet { setNeedsDisplay() } }

    /// The eight levels, lowest first.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A sparkline of `values`, oldest first.
    public init(values: [Double] = []) {
        self.values = values
        super.init()
    }

    /// A column per value, one row.
    public override var intrinsicContentSize: Size { Size(width: Double(values.count), height: 1) }

    /// "Requests, sparkline, 24 values, last 12, range 3 to 40" (or "no values").
    public override var accessibilityFocusDescription: String? {
        let summary: String
        if let scale = ChartScale(values) {
            let last = values.last { $0.isFinite }.map(SteppedRange.plainText) ?? "none"
            let range = "range \(SteppedRange.plainText(scale.minimum)) to \(SteppedRange.plainText(scale.maximum))"
            summary = "\(values.count) value\(values.count == 1 ? "" : "s"), last \(last), \(range)"
        } else {
            summary = "no values"
        }
        return [accessibilityLabel, "sparkline", summary].compactMap { $0 }.joined(separator: ", ")
    }

    /// Draws the most recent values that fit, a block each, on the bottom row.
    ///
    /// - Complexity: O(*w*) for a width of *w*.
    public override func draw(_ context: inout DrawingContext) {
        let shown = values.suffix(max(0, context.bounds.width))
        guard let scale = ChartScale(shown) else { return }
        let row = max(0, context.bounds.height - 1)
        for (column, value) in shown.enumerated() {
            guard let level = scale.level(of: value, levels: Self.blocks.count) else { continue }
            context.put(Self.blocks[level], x: column, y: row, style: chartStyle)
        }
    }

    /// `values=24`.
    public override var debugDetails: String? { "values=\(values.count)" }
}
