/// Labelled values drawn as horizontal bars, `Swift  ████████ 40`: ratatui's `BarChart`
/// laid on its side. Bars are scaled to the largest value; a negative value draws no bar
/// and still shows its number; NaN or infinity shows `–` and no bar.
///
/// ```swift
/// let languages = theme.barChart(bars: [("Swift", 40), ("Rust", 25), ("Go", 12)])
/// languages.accessibilityLabel = "Languages"
/// ```
public final class BarChart: View {
    /// One labelled value.
    public struct Bar: Hashable, Sendable {
        /// What the bar stands for, drawn before it.
        public var label: String
        /// Its value, drawn after it.
        public var value: Double

        /// A bar for `value`, labelled `label`.
        public init(label: String, value: Double) {
            self.label = label
            self.value = value
        }
    }

    /// The bars, top to bottom.
    public var bars: [Bar] { didSet { setNeedsDisplay() } }

    /// The value's text; the plain number by default.
    public var format: @MainActor (Double) -> String = SteppedRange.plainText { didSet { setNeedsDisplay() } }

    /// The bars (a theme's `.chart`).
    public var chartStyle = Style() { didSet { setNeedsDisplay() } }
    /// The labels and values (a theme's `.body`).
    public var labelStyle = Style() { didSet { setNeedsDisplay() } }

    /// A chart of `bars`, each a label and a value, top to bottom.
    public init(bars: [(label: String, value: Double)]) {
        self.bars = bars.map { Bar(label: $0.label, value: $0.value) }
        super.init()
    }

    /// A row per bar; as wide as layout makes it.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Double(bars.count)) }

    /// "Languages, bar chart, 3 bars, largest Swift 40" (or "no bars").
    public override var accessibilityFocusDescription: String? {
        let largest = bars.filter { $0.value.isFinite }.max { $0.value < $1.value }
        let summary =
            bars.isEmpty
            ? "no bars"
            : "\(bars.count) bar\(bars.count == 1 ? "" : "s")" + (largest.map { ", largest \($0.label) \(format($0.value))" } ?? "")
        return [accessibilityLabel, "bar chart", summary].compactMap { $0 }.joined(separator: ", ")
    }

    /// The text drawn after a bar: its value, or `–` when it is not a number.
    func valueText(_ bar: Bar) -> String { bar.value.isFinite ? format(bar.value) : "–" }

    /// Draws each bar on its row: its label, its bar scaled to the largest value, its value.
    ///
    /// - Complexity: O(*b* + *c*) for *b* bars and the *c* cells drawn.
    public override func draw(_ context: inout DrawingContext) {
        let labelWidth = bars.map { CharacterWidth.of($0.label) }.max() ?? 0
        let valueWidth = bars.map { CharacterWidth.of(valueText($0)) }.max() ?? 0
        let barWidth = max(0, context.bounds.width - labelWidth - valueWidth - 2)
        let scale = ChartScale(minimum: 0, maximum: bars.map(\.value).filter(\.isFinite).max() ?? 0)
        for (row, bar) in bars.enumerated() {
            context.draw(bar.label, x: 0, y: row, style: labelStyle)
            let length = bar.value > 0 ? Int(((scale.fraction(of: bar.value) ?? 0) * Double(barWidth)).rounded()) : 0
            context.fill(CellRect(x: labelWidth + 1, y: row, width: length, height: 1), with: "█", style: chartStyle)
            context.draw(valueText(bar), x: labelWidth + 2 + length, y: row, style: labelStyle)
        }
    }

    /// `bars=3`.
    public override var debugDetails: String? { "bars=\(bars.count)" }
}
