import TrellisTerminal
import TrellisViews

/// Three boxes laid out by constraints (Masonry's `MASConstraintMaker`, here
/// ``TrellisViews/ConstraintDSL``), edited live:
///
/// - `+`/`-` ``TrellisViews/ConstraintDSL/update(file:line:_:)`` box A's width constant
///   (Masonry's `mas_updateConstraints`);
/// - `r` ``TrellisViews/ConstraintDSL/remake(file:line:_:)``s every box into the other
///   arrangement, a row or a column (`mas_remakeConstraints`);
/// - `p` moves box B's preferred width between low and high priority: B and C both want
///   40 cells where there is not room for both, and the higher priority wins;
/// - `x` adds (or removes) a required width for A that contradicts the one it has: the
///   layout pass leaves it out and the page shows the conflict report, as Auto Layout logs
///   "Unable to simultaneously satisfy constraints".
@MainActor
public final class ConstraintsPage: View, GalleryPageView {
    /// The boxes' superview, laid out by frame.
    public let canvas = View()
    /// The boxes.
    public let boxA = ConstraintBox(name: "A")
    /// The second box, whose width priority `p` changes.
    public let boxB = ConstraintBox(name: "B")
    /// The third box.
    public let boxC = ConstraintBox(name: "C")
    /// The arrangement, A's width, B's priority, whether the conflict is on.
    public let infoLabel = Label()
    /// The conflict report, or that there is none.
    public let reportLabel = Label()
    /// Whether the boxes are in a row (else a column).
    public internal(set) var isRow = true
    /// A's width constant, which `+`/`-` update.
    public internal(set) var widthOfA: Double = 10
    /// B's preferred width's priority.
    public internal(set) var priorityOfB = LayoutPriority.low
    /// The contradicting width `x` added, while it is there.
    var conflict: ViewConstraint?
    /// B's preferred width, whose priority `p` changes.
    var preferredWidthOfB: ViewConstraint?
    /// What the report says when nothing conflicts.
    public static let noConflict = "No conflict: every required constraint is satisfied. x adds one."

    /// The boxes in a row.
    public init(context: GalleryContext) {
        super.init()
        key = "constraints"
        canvas.key = "canvas"
        infoLabel.key = "info"
        reportLabel.key = "report"
        reportLabel.lineLimit = 0
        reportLabel.style = context.theme[.error]
        infoLabel.style = context.theme[.caption]
        for box in [boxA, boxB, boxC] { canvas.addSubview(box) }
        addSubview(infoLabel)
        addSubview(canvas)
        addSubview(reportLabel)
        arrange()
        installKeys()
        refresh()
    }

    /// Shows the constraints a layout pass could not satisfy (the shell passes on the ones
    /// a pass it ran found, after a resize, say).
    public func show(_ error: LayoutError) {
        reportLabel.text = error.description
        setNeedsDisplay()
    }

    /// The info line, the boxes, then the report.
    public override func layoutSubviews() {
        let width = bounds.width
        infoLabel.frame = Rect(x: 1, y: 0, width: max(0, width - 2), height: min(1, bounds.height))
        let reportHeight: Double = 5
        let canvasHeight = max(0, bounds.height - 2 - reportHeight)
        canvas.frame = Rect(x: 0, y: 1, width: width, height: canvasHeight)
        reportLabel.frame = Rect(x: 1, y: 1 + canvasHeight, width: max(0, width - 2), height: max(0, bounds.height - 1 - canvasHeight))
    }

    public var preferredFocus: View? { self }
}

/// A box the constraints page lays out: its name and the size the layout gave it.
@MainActor
public final class ConstraintBox: View {
    /// "A 10×3".
    public let label = Label()

    /// A box called `name` (its key, so constraints read `A.width == 10`).
    public init(name: String) {
        super.init()
        key = name
        style = Style(reverse: true)
        label.style = Style(reverse: true)
        addSubview(label)
    }

    /// The label shows the size the layout gave the box.
    public override func layoutSubviews() {
        label.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        label.text = "\(key ?? "") \(Int(bounds.width))×\(Int(bounds.height))"
    }
}
