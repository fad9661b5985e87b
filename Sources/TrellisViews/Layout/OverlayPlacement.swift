/// Where an overlay sits on the screen (``View/presentOverlay(_:placement:focus:)``, a
/// host's own overlays), worked out again for the screen's size at every layout, so a
/// centred dialog stays centred when the screen is resized.
///
/// ```swift
/// .insets(EdgeInsets(top: 1, left: 4, bottom: 1, right: 4))       // a palette
/// .centered { screen in Size(width: 40, height: 7) }             // a dialog
/// .anchored(to: select.frameInRoot) { _ in Size(width: 20, height: 6) }   // a popover
/// ```
public enum OverlayPlacement {
    /// Inset from the screen's edges; all of it when the screen is too small for the insets.
    case insets(EdgeInsets)
    /// Centred, at the size `size` answers for the screen's size (clipped to the screen).
    case centered(size: @MainActor (Size) -> Size)
    /// Next to `anchor` (a rectangle in screen coordinates, such as a control's
    /// `frameInRoot`), at the size `size` answers for the screen's size: below it where
    /// there is room, else above it where there is more room, its left edge on the
    /// anchor's and moved left as far as needed to stay on the screen (a popover, a menu).
    case anchored(to: Rect, size: @MainActor (Size) -> Size)

    /// The overlay's frame on a screen of `screen`.
    @MainActor
    public func frame(in screen: Rect) -> Rect {
        switch self {
        case .insets(let insets):
            let area = Rect(
                x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                height: screen.height - insets.top - insets.bottom)
            return area.width < 1 || area.height < 1 ? screen : area
        case .centered(let size):
            let (width, height) = Self.clamped(size(screen.size), to: screen)
            return Rect(
                x: ((screen.width - width) / 2).rounded(.down), y: ((screen.height - height) / 2).rounded(.down),
                width: width, height: height)
        case .anchored(let anchor, let size):
            let (width, height) = Self.clamped(size(screen.size), to: screen)
            let roomBelow = screen.maxY - anchor.maxY
            let roomAbove = anchor.minY - screen.minY
            let y: Double
            if height <= roomBelow || roomBelow >= roomAbove {
                y = min(anchor.maxY, screen.maxY - height)
            } else {
                y = max(screen.minY, anchor.minY - height)
            }
            let x = max(screen.minX, min(anchor.minX, screen.maxX - width))
            return Rect(x: x.rounded(.down), y: max(screen.minY, y).rounded(.down), width: width, height: height)
        }
    }

    /// `wanted`, in whole cells, no bigger than `screen` and never negative.
    private static func clamped(_ wanted: Size, to screen: Rect) -> (Double, Double) {
        let width = wanted.width.isFinite ? max(0, min(screen.width, wanted.width.rounded(.down))) : screen.width
        let height = wanted.height.isFinite ? max(0, min(screen.height, wanted.height.rounded(.down))) : screen.height
        return (width, height)
    }
}
