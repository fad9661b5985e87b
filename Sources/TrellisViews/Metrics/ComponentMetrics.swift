/// Numbers that configure a component, as a value: Facebook's
/// `FBActionSheetButtonMetrics` habit. Every field has a default; a caller changes
/// only what it needs, field by field.
///
/// ```swift
/// let tall = NavigationBarMetrics().with { $0.height = 3 }
/// let bar = NavigationBar(title: "Cats", metrics: tall)
/// ```
public protocol ComponentMetrics: Sendable, Hashable {
    /// The metrics with every default.
    init()
}

extension ComponentMetrics {
    /// A copy changed by `changes`.
    public func with(_ changes: (inout Self) -> Void) -> Self {
        var copy = self
        changes(&copy)
        return copy
    }
}

/// The metrics of every component a ``Theme`` builds.
public struct ComponentMetricsSet: Sendable, Hashable {
    /// For ``Theme/navigationBar(title:)``.
    public var navigationBar: NavigationBarMetrics
    /// For ``Theme/segmentedControl(titles:selectedIndex:)``.
    public var segmentedControl: SegmentedControlMetrics

    /// Every component's metrics, defaults unless given.

    public init(
        navigationBar: NavigationBarMetrics = NavigationBarMetrics(),
        segmentedControl: SegmentedControlMetrics = SegmentedControlMetrics()
    ) {
        self.navigationBar = navigationBar
        self.segmentedControl = segmentedControl
    }
}
