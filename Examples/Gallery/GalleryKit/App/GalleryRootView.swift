import Trellis
import TrellisViews

/// The whole terminal: the navigator's screen above, the status line at the bottom.
///
/// Trellis's `NavigationRootView`, as Cats's root view is, with one addition:
/// layout conflicts anywhere in the tree go to ``onLayoutConflict`` rather than to
/// standard error, which would draw over the screen.
@MainActor
public final class GalleryRootView: NavigationRootView<StatusBar> {
    /// Called with the constraints a layout pass could not satisfy.
    public var onLayoutConflict: @MainActor (LayoutError) -> Void = { _ in }

    /// A root with `statusLine` at the bottom.
    public override init(statusLine: StatusBar) {
        super.init(statusLine: statusLine)
        layoutConflictHandler = { [weak self] error in self?.onLayoutConflict(error) }
    }
}
