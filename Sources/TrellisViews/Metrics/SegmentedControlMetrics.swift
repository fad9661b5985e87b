/// How a ``SegmentedControl`` is laid out, in points (terminal cells).
public struct SegmentedControlMetrics: ComponentMetrics {
    /// The control's height.
    public var height: Double = 1
    /// Space inside each segment, left and right of its title.
    public var segmentPadding: Double = 1
    /// Space between segments.
    public var segmentSpacing: Double = 1
    /// The narrowest a segment may be.
    public var minimumSegmentWidth: Double = 4

    public init() {}
}
