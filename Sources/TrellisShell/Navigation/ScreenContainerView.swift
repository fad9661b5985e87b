import TrellisViews

/// What a ``StackNavigator`` shows for a screen: a `NavigationBar` across
/// the top (the screen's title, and `‹ Previous` when there is a screen to go back to),
/// and the screen's own view filling the rest.
@MainActor
public final class ScreenContainerView: View {
    /// The bar.
    public let navigationBar: NavigationBar
    /// The screen's root view.
    public let contentView: View

    /// A container for `content` under a bar laid out by `metrics`.
    public init(content: View, title: String, metrics: NavigationBarMetrics = NavigationBarMetrics()) {
        navigationBar = NavigationBar(title: title, metrics: metrics)
        contentView = content
        super.init()
        key = "screen"
        addSubview(navigationBar)
        addSubview(content)
    }

    /// The bar at its metrics' height on top (none while it is hidden), the content below.
    public override func layoutSubviews() {
        let barHeight = navigationBar.isHidden ? 0 : min(bounds.height, navigationBar.metrics.height)
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: barHeight, width: bounds.width, height: bounds.height - barHeight)
    }

    /// The back item for a screen above one titled `previousTitle`.
    public static func backTitle(for previousTitle: String) -> String { "‹ \(previousTitle)" }
}
