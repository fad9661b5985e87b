/// How a ``NavigationBar`` is laid out, in points (terminal cells).
public struct NavigationBarMetrics: ComponentMetrics {
    /// The bar's height.
    public var height: Double = 1
    /// Space between the bar's edges and its items.
    public var horizontalPadding: Double = 1
    /// Space between the back item and the title.
    public var itemSpacing: Double = 2
    /// Where the title sits.
    public var titleAlignment: TextAlignment = .center

    public init() {}
}
