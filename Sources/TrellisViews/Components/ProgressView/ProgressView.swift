/// How far a task has got: UIKit's `UIProgressView` when the amount is known, its
/// `UIActivityIndicatorView` when it is not (ratatui's `Gauge`). It draws itself as a bar,
/// `██████░░░░  60%`, or, with no ``progress``, a band sliding along the track.
///
/// The band moves with the host's animation steps (``View/isAnimating``,
/// ``DrawingContext/animationStep``), as a list's loading spinner does; in a host's
/// reduced-motion mode (its accessible mode, where ``DrawingContext/animates`` is off)
/// nothing moves and the track is drawn still. Progress is announced at each quarter
/// crossed, never at every update, so a screen reader is not flooded.
///
/// ```swift
/// let download = theme.progressView(progress: 0)
/// download.accessibilityLabel = "Downloading catalog"
/// reactor.state.map(\.downloaded).subscribe { download.progress = $0 }   // 0...1, or nil
/// ```
public final class ProgressView: View {
    /// How much is done, 0 to 1, or `nil` when nobody knows (the band slides). Values
    /// past the ends are clamped; NaN counts as 0.
    public var progress: Double? {
        didSet {
            if let value = progress, !(0...1).contains(value) { progress = Self.clamped(value) }
            guard progress != oldValue else { return }
            setNeedsDisplay()
            announceQuarter()
        }
    }

    /// Whether the percentage is drawn after the bar.
    public var showsPercentage = true { didSet { if showsPercentage != oldValue { setNeedsDisplay() } } }

    /// The done part and the band (a theme's `.progressFill`).
    public var fillStyle = Style(bold: true) { didSet { setNeedsDisplay() } }
    /// The rest of the track (a theme's `.progressTrack`).
    public var trackStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// The percentage (a theme's `.body`).
    public var percentageStyle = Style() { didSet { setNeedsDisplay() } }

    /// The last quarter announced (0 to 4), or `nil` while indeterminate.
    private var announcedQuarter: Int?

    /// Columns the sliding band takes.
    static let bandWidth = 3

    /// A progress view at `progress` (`nil`, the default, for an indeterminate one).
    public init(progress: Double? = nil) {
        self.progress = progress.map(Self.clamped)
        super.init()
        announcedQuarter = self.progress.map(Self.quarter(of:))
    }

    /// The whole percentage shown, or `nil` while indeterminate.
    public var percentage: Int? { progress.map { Int(($0 * 100).rounded(.down)) } }

    /// An indeterminate view animates its band while it shows.
    public override var isAnimating: Bool { progress == nil }

    /// As wide as layout makes it; one row.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// "Downloading catalog, 40%" (or "in progress").
    public override var accessibilityFocusDescription: String? {
        [accessibilityLabel, percentage.map { "\($0)%" } ?? "in progress"].compactMap { $0 }.joined(separator: ", ")
    }

    /// Draws the bar and its percentage, or the track with its band.
    public override func draw(_ context: inout DrawingContext) {
        let width = context.bounds.width
        guard let progress else {
            context.fill(CellRect(x: 0, y: 0, width: width, height: 1), with: "░", style: trackStyle)
            guard context.animates else { return }
            let start = Self.bandStart(step: context.animationStep, width: width)
            context.fill(CellRect(x: start, y: 0, width: Self.bandWidth, height: 1), with: "█", style: fillStyle)
            return
        }
        let label = showsPercentage ? "\(Int((progress * 100).rounded(.down)))%" : ""
        let barWidth = max(0, width - (showsPercentage ? 5 : 0))
        let filled = Int((progress * Double(barWidth)).rounded())
        context.fill(CellRect(x: 0, y: 0, width: filled, height: 1), with: "█", style: fillStyle)
        context.fill(CellRect(x: filled, y: 0, width: barWidth - filled, height: 1), with: "░", style: trackStyle)
        context.draw(label, x: width - CharacterWidth.of(label), y: 0, style: percentageStyle)
    }

    /// `progress=40%` or `indeterminate`.
    public override var debugDetails: String? { percentage.map { "progress=\($0)%" } ?? "indeterminate" }

    /// Where the band starts at animation step `step` on a track `width` wide: it goes to
    /// the end and back.
    static func bandStart(step: Int, width: Int) -> Int {
        let travel = max(0, width - bandWidth)
        guard travel > 0 else { return 0 }
        let position = ((step % (2 * travel)) + 2 * travel) % (2 * travel)
        return position <= travel ? position : 2 * travel - position
    }

    /// `value` in 0...1; NaN as 0.
    static func clamped(_ value: Double) -> Double { value.isNaN ? 0 : max(0, min(1, value)) }

    /// The quarter `progress` has reached: 0 below 25%, 4 at 100%.
    static func quarter(of progress: Double) -> Int { Int((progress * 4).rounded(.down)) }

    private func announceQuarter() {
        guard let progress else {
            announcedQuarter = nil
            return
        }
        let quarter = Self.quarter(of: progress)
        guard quarter != announcedQuarter else { return }
        announcedQuarter = quarter
        announce(accessibilityFocusDescription ?? "")
    }
}
