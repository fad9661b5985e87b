import TrellisHost
import TrellisViews

/// The app's layers: the overlay above the root (its focus is the focus engine's scope).
@MainActor
struct HostLayers {
    var overlay: View?
    var overlayPlacement = OverlayPlacement.insets(.zero)
    /// Holds the root and the overlay while an overlay shows.
    var container: OverlayContainer?
    var onBack: (@MainActor () -> Bool)?
}

/// The root and, above it, the overlay on a blank backdrop.
final class OverlayContainer: View {
    let backdrop = View()

    init() {
        super.init()
        backdrop.style.background = .hostDefault
        backdrop.key = "overlay"
    }
}
