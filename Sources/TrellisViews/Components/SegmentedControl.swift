/// A row of titled segments, one selected, laid out by ``SegmentedControlMetrics``
/// (the Cats screen's All / Favorites switch).
///
/// Selecting a segment (``select(_:)``, or a click on it) sends
/// ``ResponderAction/Name/segmentSelected`` up the responder chain with the new index, so
/// the screen that owns the data source handles it:
///
/// ```swift
/// let control = SegmentedControl(titles: ["All", "Favorites"])
/// control.select(1)   // sends .segmentSelected with 1
/// screen.onAction(.segmentSelected) { (index: Int) -> Bool in
///     showSegment(index)
///     return true
/// }
/// ```
public final class SegmentedControl: View {
    /// One label per segment.
    public private(set) var segmentLabels: [Label] = []
    /// The selected segment's index. Setting it shows the selection and sends nothing
    /// (UIKit's `selectedSegmentIndex`): how a control follows a reactor's state one way.
    ///
    /// - Precondition: The index is one of the segments.
    public var selectedIndex: Int {
        didSet {
            precondition(segmentLabels.indices.contains(selectedIndex), "segment \(selectedIndex) is outside 0..<\(segmentLabels.count)")
            if selectedIndex != oldValue { applyStyles() }
        }
    }
    /// The layout numbers.
    public var metrics: SegmentedControlMetrics {
        didSet {
            if metrics != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }
    /// The selected segment's style.
    public var selectedStyle = Style(reverse: true) { didSet { applyStyles() } }
    /// The other segments' style.
    public var normalStyle = Style() { didSet { applyStyles() } }
    /// The selected segment's style while the control has focus (a theme's `.focused`),
    /// over ``selectedStyle``.
    public var focusedStyle = Style(underline: true) { didSet { applyStyles() } }

    /// Creates a control with one segment per title.
    ///
    /// - Precondition: `selectedIndex` is one of the segments (when there are any).
    public init(titles: [String], selectedIndex: Int = 0, metrics: SegmentedControlMetrics = SegmentedControlMetrics()) {
        precondition(
            titles.indices.contains(selectedIndex) || titles.isEmpty,
            "selectedIndex \(selectedIndex) is outside the \(titles.count) segments")
        self.selectedIndex = selectedIndex
        self.metrics = metrics
        super.init()
        for (index, title) in titles.enumerated() {
            let label = Label(title)
            label.alignment = .center
            label.key = "segment\(index)"
            segmentLabels.append(label)
            addSubview(label)
        }
        applyStyles()
    }

    /// Selects the segment at `index` and sends `.segmentSelected` with it.
    ///
    /// - Returns: What happened to the action.
    @discardableResult
    public func select(_ index: Int) -> ActionDelivery {
        precondition(segmentLabels.indices.contains(index), "segment \(index) is outside 0..<\(segmentLabels.count)")
        selectedIndex = index
        applyStyles()
        return send(.segmentSelected, index)
    }

    /// Runs the control's own action handlers, then takes a click on a segment: it selects
    /// that segment (``select(_:)``, which sends `.segmentSelected`), as a tap on a
    /// `UISegmentedControl` does. A handler on a segment's label runs first and may take
    /// the click itself; a click beside the segments goes on up the responder chain. (The
    /// segment is found from the click's sender, the label clicked.)
    public override func respond(to action: ResponderAction) -> Bool {
        if super.respond(to: action) { return true }
        guard action.payload(for: .click) != nil, let sender = action.sender,
            let index = segmentLabels.firstIndex(where: { $0 === sender || sender.isDescendant(of: $0) })
        else { return false }
        select(index)
        return true
    }

    /// Selects the segment left (←) or right (→) of the selected one, or the first (Home)
    /// or last (End), sending `.segmentSelected`; returns whether the key was one of them.
    /// At the first or last segment the arrow does nothing, and is still taken, so it
    /// never moves something behind the focused control.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.left, []): selectAdjacent(-1)
        case (.right, []): selectAdjacent(1)
        case (.home, []): selectAdjacent(-selectedIndex)
        case (.end, []): selectAdjacent(segmentLabels.count - 1 - selectedIndex)
        default: return false
        }
        return true
    }

    /// Segmented controls take focus; a focused one changes segment from the keyboard
    /// (←/→ in the terminal host, ``selectAdjacent(_:)``).
    public override var canBecomeFocused: Bool { true }

    /// Selects the segment `offset` places right (positive) or left of the selected one
    /// and sends `.segmentSelected`; at the first or last segment nothing happens.
    ///
    /// - Returns: Whether another segment was selected.
    @discardableResult
    public func selectAdjacent(_ offset: Int) -> Bool {
        let index = selectedIndex + offset
        guard index != selectedIndex, segmentLabels.indices.contains(index) else { return false }
        select(index)
        return true
    }

    /// Each segment's width: its title plus padding, at least the minimum.
    func segmentWidths() -> [Double] {
        segmentLabels.map { label in
            max(metrics.minimumSegmentWidth, label.intrinsicContentSize.width + 2 * metrics.segmentPadding)
        }
    }

    /// The segments side by side with their spacing, by the metrics' height.
    public override var intrinsicContentSize: Size {
        let widths = segmentWidths()
        let spacing = metrics.segmentSpacing * Double(max(0, widths.count - 1))
        return Size(width: widths.reduce(0, +) + spacing, height: metrics.height)
    }

    /// Places the segments left to right.
    public override func layoutSubviews() {
        var x = 0.0
        for (label, width) in zip(segmentLabels, segmentWidths()) {
            label.frame = Rect(x: x, y: 0, width: width, height: metrics.height)
            x += width + metrics.segmentSpacing
        }
    }

    /// "Favorites, tab 2 of 2": the selected segment's title and its place, after the
    /// control's ``View/accessibilityLabel`` when it has one.
    public override var accessibilityFocusDescription: String? {
        guard segmentLabels.indices.contains(selectedIndex) else { return accessibilityLabel }
        let segment = "\(segmentLabels[selectedIndex].text), tab \(selectedIndex + 1) of \(segmentLabels.count)"
        return [accessibilityLabel, segment].compactMap { $0 }.joined(separator: ", ")
    }

    /// Shows the focus on the selected segment while the control has it.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        applyStyles()
    }

    private func applyStyles() {
        let selected = hasFocus ? focusedStyle.focus(over: selectedStyle) : selectedStyle
        for (index, label) in segmentLabels.enumerated() {
            label.style = index == selectedIndex ? selected : normalStyle
        }
    }
}

extension ResponderAction.Name where Payload == Int {
    /// Sent by a ``SegmentedControl`` when a segment is selected; the payload is its index.
    public static var segmentSelected: Self { "segmentSelected" }
}
