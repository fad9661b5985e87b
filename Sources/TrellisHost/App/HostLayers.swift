import TrellisViews

/// The app's layers: the overlay above the root (its focus is the focus engine's scope).
@MainActor
package struct HostLayers {
    package var overlay: View?
    package var overlayPlacement = OverlayPlacement.insets(.zero)
    /// Holds the root and the overlay while an overlay shows.
    package var container: OverlayContainer?
    package var onBack: (@MainActor () -> Bool)?

    package init() {}
}

/// The root and, above it, the overlay on a blank backdrop.
package final class OverlayContainer: View {
    package let backdrop = View()

    package init() {
        super.init()
        backdrop.style.background = .hostDefault
        backdrop.key = "overlay"
    }
}
