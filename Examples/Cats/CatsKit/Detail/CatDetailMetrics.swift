import TrellisViews

/// How the detail screen's header is laid out, in terminal cells: a component metrics
/// struct (Facebook's `FBActionSheetButtonMetrics`), so the header has no numbers of its own.
///
/// ```swift
/// let roomy = CatDetailMetrics().with { $0.spacingAboveSegments = 2 }
/// ```
public struct CatDetailMetrics: ComponentMetrics {
    /// Space between the screen's edges and the header's content, left and right.
    public var horizontalPadding: Double = 1
    /// Space above the name.
    public var topPadding: Double = 0
    /// The least space between the name and the favorite button.
    public var nameToButtonSpacing: Double = 2
    /// Space between the name's row and the short line.
    public var spacingBelowName: Double = 0
    /// Space between the short line and the segmented control.
    public var spacingAboveSegments: Double = 1
    /// Space between the header and the list.
    public var spacingBelowHeader: Double = 0
    /// The least width at which the header takes its one-row arrangement (80 columns keep two).
    public var wideArrangementMinimumWidth: Double = 100
    /// Space between the name and the short line in the wide arrangement.
    public var nameToLineSpacing: Double = 2
    /// Space between the favorite count and the button in the wide arrangement.
    public var countToButtonSpacing: Double = 1

    public init() {}
}
