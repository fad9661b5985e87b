import TrellisViews

/// The app's layers: the overlays stacked above the root, bottom first (the top one's
/// focus is the focus engine's innermost scope).
@MainActor
package struct HostLayers {
    /// The overlays shown, bottom first.
    package var overlays: [PresentedOverlay] = []
    /// Holds the root and the overlays while any shows.
    package var container: OverlayContainer?
    package var onBack: (@MainActor () -> Bool)?
    /// The text last copied, and why the last copy was refused.
    package var lastCopiedText: String?
    package var lastClipboardRefusal: String?

    /// The top overlay.
    package var overlay: View? { overlays.last?.view }

    package init() {}
}

/// An overlay on the screen: the view, where it sits, and the blank backdrop under it.
@MainActor
package struct PresentedOverlay {
    package let view: View
    package var placement: OverlayPlacement
    package let backdrop: View
}

/// The root and, above it, each overlay on a blank backdrop.
package final class OverlayContainer: View {
    /// A blank backdrop for one overlay, so nothing below shows through it.
    package func makeBackdrop() -> View {
        let backdrop = View()
        backdrop.isOpaque = true
        backdrop.key = "overlay"
        addSubview(backdrop)
        return backdrop
    }
}

/// The view that took a drag's press, and where the drag began and last was on the screen.
@MainActor
package struct DragCapture {
    package weak var view: View?
    package var start: Point
    package var last: Point
}
