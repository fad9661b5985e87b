import TrellisViews

/// The app's layers and the focus it hands over between them.
@MainActor
struct HostLayers {
    var overlay: View?
    var overlayPlacement = OverlayPlacement.insets(.zero)
    /// Holds the root and the overlay while an overlay shows.
    var container: OverlayContainer?
    /// The focused view when the overlay was presented.
    weak var focusBelowOverlay: View?
    var onBack: (@MainActor () -> Bool)?
    /// Each root's focused view when it was replaced, by the root's identity.
    private var focusByRoot: [ObjectIdentifier: WeakView] = [:]

    mutating func rememberFocus(_ focus: View?, of root: View) {
        focusByRoot = focusByRoot.filter { $0.value.view != nil }
        focusByRoot[ObjectIdentifier(root)] = WeakView(view: focus)
    }

    /// The remembered focus, if it is still inside `root` (an identifier may be reused).
    func rememberedFocus(of root: View) -> View? {
        guard let focus = focusByRoot[ObjectIdentifier(root)]?.view,
            focus === root || focus.isDescendant(of: root)
        else { return nil }
        return focus
    }
}

struct WeakView {
    weak var view: View?
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
