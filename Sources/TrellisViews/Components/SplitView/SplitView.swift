/// Two or three panes side by side (or stacked), with a divider between each pair that the
/// mouse drags and the keyboard moves: AppKit's `NSSplitView`, the master–detail split of
/// an iPad's `UISplitViewController`.
///
/// The split view owns the panes' frames: each pane gets its share of the length along
/// ``axis`` by the ``layout`` (fractions, or cells, per pane), at least its minimum
/// (``minimumLengths``), and 0 while collapsed (``setCollapsed(_:_:)``). A window that
/// grows or shrinks keeps the fractions; a window too small for the minimums shares what
/// there is in proportion to them. Each change the user makes (a divider dragged or moved
/// by key, a pane collapsed) is reported through ``onLayoutChange``, so an app keeps it.
///
/// ```swift
/// let split = theme.splitView(panes: [list, detail])
/// split.paneNames = ["list", "detail"]
/// split.layout = storedLayout ?? SplitLayout(fractions: [0.4, 0.6])
/// split.onLayoutChange = { storedLayout = $0 }
/// ```
public final class SplitView: View {
    /// The panes, first (left or top) first.
    public let panes: [View]

    /// Which way the panes go: `.horizontal` puts them side by side with upright
    /// dividers, `.vertical` stacks them.
    public var axis: Axis { didSet { if axis != oldValue { layoutDidChange() } } }

    /// How the length is shared. Setting it (preferences flowing in) lays the panes out
    /// again and does not call ``onLayoutChange``; a layout of another pane count is cut or
    /// padded to fit.
    public var layout: SplitLayout {
        get { storedLayout }
        set {
            storedLayout = newValue.fitted(to: panes.count)
            applyCollapsed()
            layoutDidChange()
        }
    }

    /// Called with the new ``layout`` after a change the user made: a divider dragged (when
    /// the drag ends), moved by key, or a pane collapsed or expanded.
    public var onLayoutChange: (@MainActor (SplitLayout) -> Void)?

    /// Each pane's least length in cells while it shows (1 by default); missing entries are 0.
    public var minimumLengths: [Int] { didSet { layoutDidChange() } }

    /// The panes the user may collapse (by key, or by dragging a divider past half the
    /// pane's minimum): the first by default, as a sidebar is.
    public var collapsiblePanes: Set<Int> = [0]

    /// What a screen reader calls each pane ("list", "detail"); a pane without one is
    /// called by its ``View/accessibilityLabel``, else its ``View/key``, else "pane 2".
    public var paneNames: [String] = []

    /// How the dividers look (a theme's ``Theme/StyleName/splitDivider``).
    public var dividerStyle = Theme.standard[.splitDivider] { didSet { setNeedsDisplay() } }

    var storedLayout: SplitLayout
    /// The divider being dragged, and the pane lengths and the layout when the drag began.
    var dividerDrag: (index: Int, startLengths: [Int], startLayout: SplitLayout)?

    /// A split view of `panes` along `axis`, sharing the length equally.
    ///
    /// - Precondition: There are two or three panes.
    public init(panes: [View], axis: Axis = .horizontal, file: StaticString = #fileID, line: UInt = #line) {
        precondition((2...3).contains(panes.count), "a SplitView has two or three panes, not \(panes.count) (\(file):\(line))")
        self.panes = panes
        self.axis = axis
        minimumLengths = Array(repeating: 1, count: panes.count)
        storedLayout = .equal(panes.count)
        super.init()
        for pane in panes { addSubview(pane) }
        declareKeys()
    }

    /// Whether pane `index` is collapsed; `false` for an index that is not a pane.
    public func isCollapsed(_ index: Int) -> Bool {
        storedLayout.isCollapsed(index)
    }

    /// The split view's length along ``axis`` less its dividers, in cells.
    var availableLength: Int {
        let length = ScrollGeometry.sane(axis == .horizontal ? bounds.width : bounds.height)
        return max(0, length - (panes.count - 1))
    }

    /// Each pane's length along the axis now, in cells (0 for a collapsed pane).
    public var paneLengths: [Int] {
        storedLayout.resolve(available: availableLength, minimums: minimumLengths)
    }

    /// The index of the pane holding the keyboard focus, or `nil` when the focus is outside
    /// the split view (what a master–detail navigator asks before Esc moves the focus back
    /// to the list).
    ///
    /// - Complexity: O(*n*) for the *n* views in the panes.
    public var focusedPane: Int? {
        panes.firstIndex { pane in
            var found = false
            pane.forEachInSubtree { view in found = found || view.hasFocus }
            return found
        }
    }

    /// Where each divider is along the axis, in cells: just after its pane.
    var dividerPositions: [Int] {
        var position = 0
        return paneLengths.dropLast().map { length in
            position += length
            defer { position += 1 }
            return position
        }
    }

    // MARK: - Overrides (each forwards to the file of its concern)

    /// Puts each pane in its share, collapsed panes hidden.
    public override func layoutSubviews() {
        let lengths = paneLengths
        let cross = Double(ScrollGeometry.sane(axis == .horizontal ? bounds.height : bounds.width))
        var position = 0.0
        for (pane, length) in zip(panes, lengths) {
            let length = Double(length)
            pane.frame =
                axis == .horizontal
                ? Rect(x: position, y: 0, width: length, height: cross) : Rect(x: 0, y: position, width: cross, height: length)
            position += length + 1
        }
    }

    /// Draws the dividers.
    public override func draw(_ context: inout DrawingContext) { drawDividers(&context) }

    /// Takes a drag that begins on a divider and moves it (see `SplitView+Dividers.swift`).
    public override func handleDrag(_ drag: DragEvent) -> Bool { dragDivider(drag) }

    /// "split view, list 40%, detail 60%": each pane's name and share of the length, or
    /// "collapsed".
    public override var accessibilityFocusDescription: String? { layoutDescription }

    /// `[40%, 60%] horizontal`.
    public override var debugDetails: String? { "\(storedLayout) \(axis)" }

    func layoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Hides collapsed panes and shows the others.
    func applyCollapsed() {
        for (index, pane) in panes.enumerated() { pane.isHidden = isCollapsed(index) }
    }
}
