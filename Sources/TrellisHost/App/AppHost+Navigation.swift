import TrellisViews

// What a host of screens needs from the app: another root, a modal overlay above it,
// focus handed over when either changes, and Esc or Backspace as "back". A navigator
// (TrellisShell's `StackNavigator`, or any other) drives these; the app knows nothing
// of screens.

extension AppHost {
    /// Shows `newRoot` instead of the current root, sized to the screen.
    ///
    /// Focus is handed over: the old root's focused view is remembered, and keys go to
    /// `focus`, or else to the view that had focus when `newRoot` was last shown (a pop
    /// returns focus to where it was), or else to the new root. The next frame paints
    /// the whole tree, and only the cells that differ from the screen are written.
    /// An overlay stays above the new root.
    ///
    /// ```swift
    /// app.replaceRoot(with: detailScreen, focus: detailScreen.list)
    /// ```
    public func replaceRoot(with newRoot: View, focus: View? = nil) {
        precondition(
            newRoot.superview == nil,
            "replaceRoot(with:): the new root \(newRoot.debugName) is inside another view; remove it from its superview first.")
        guard newRoot !== root else {
            if let focus { focusedView = focus }
            return
        }
        let oldRoot = root
        if let container = layers.container {
            root.removeFromSuperview()
            container.insertSubview(newRoot, at: 0)
            container.hostResponder = newRoot.hostResponder
        }
        if isRunning { newRoot.announcementHandler = root.announcementHandler }
        root = newRoot
        focusEngine.root = newRoot
        focusEngine.handOver(from: oldRoot, to: newRoot, preferring: focus)
    }

    /// The view shown above the root as a modal, if any.
    public var overlay: View? { layers.overlay }

    /// Shows `overlay` above the root, inset by `insets` from the screen's edges (all
    /// of it when the screen is too small for the insets), on the host's default
    /// background so nothing below shows through.
    ///
    /// While it is shown the overlay is modal: keys and pastes go to `focus` (or the
    /// overlay) and never to views below it, Tab moves focus only among the overlay's
    /// views (it is the focus engine's presented scope), clicks outside it are ignored, and actions
    /// nobody in it handles go on to the root's host responder (as a presented screen's
    /// go on to the screen that presented it). A second call replaces the overlay.
    /// ``dismissOverlay()`` gives focus back to the view that had it.
    public func presentOverlay(
        _ overlay: View, insets: EdgeInsets = EdgeInsets(top: 1, left: 4, bottom: 1, right: 4),
        focus: View? = nil
    ) {
        presentOverlay(overlay, placement: .insets(insets), focus: focus)
    }

    /// Shows `overlay` above the root where `placement` puts it, worked out again at every
    /// layout, so a centred overlay stays centred when the screen is resized. Otherwise
    /// as ``presentOverlay(_:insets:focus:)``.
    ///
    /// ```swift
    /// app.presentOverlay(help, placement: .centered { screen in help.fittingSize(in: screen) }, focus: help)
    /// ```
    public func presentOverlay(_ overlay: View, placement: OverlayPlacement, focus: View? = nil) {
        precondition(
            overlay.superview == nil, "presentOverlay(_:): \(overlay.debugName) is inside another view; remove it from its superview first."
        )
        let replaced = layers.overlay != nil
        if !replaced {
            let container = OverlayContainer()
            container.hostResponder = root.hostResponder
            // The overlay's chain ends at the container: it reports as the root does (quietly
            // for input nobody handles, so nothing is printed over the screen).
            container.unhandledActionHandler = root.unhandledActionHandler
            container.announcementHandler = root.announcementHandler
            container.addSubview(root)
            container.addSubview(container.backdrop)
            layers.container = container
        } else {
            layers.overlay?.removeFromSuperview()
        }
        layers.overlay = overlay
        layers.overlayPlacement = placement
        layers.container?.backdrop.addSubview(overlay)
        if replaced {
            focusEngine.replacePresentedScope(with: overlay, focus: focus)
        } else {
            focusEngine.presentScope(overlay, focus: focus)
        }
    }

    /// Removes the overlay and gives focus back to the view that had it before the
    /// overlay was shown. Does nothing when no overlay is shown.
    public func dismissOverlay() {
        guard let overlay = layers.overlay else { return }
        overlay.removeFromSuperview()
        root.removeFromSuperview()
        layers.container = nil
        layers.overlay = nil
        focusEngine.dismissScope(overlay)
    }

    /// Called with Esc or Backspace that no view handled (while an overlay shows too);
    /// returns whether it went back. A navigator pops or dismisses here.
    ///
    /// ```swift
    /// app.onBack = { navigator.goBack() }
    /// ```
    public var onBack: (@MainActor () -> Bool)? {
        get { layers.onBack }
        set { layers.onBack = newValue }
    }

    /// The tree painted: the root, or the root and the overlay above it.
    package var drawnTree: View { layers.container ?? root }

    /// Sizes the drawn tree to the screen and lays it out.
    package func layOutDrawnTree() -> View {
        let screen = Rect(x: 0, y: 0, width: Double(size.columns), height: Double(size.rows))
        root.frame = screen
        if let container = layers.container {
            container.frame = screen
            let area = layers.overlayPlacement.frame(in: screen)
            container.backdrop.frame = area
            layers.overlay?.frame = Rect(x: 0, y: 0, width: area.width, height: area.height)
        }
        let tree = drawnTree
        tree.layoutIfNeeded()
        return tree
    }

    /// Where keys go while an overlay shows: the focused view if it is in the overlay.
    package var overlayKeyTarget: View? {
        guard let overlay = layers.overlay else { return nil }
        if let focusedView, focusedView === overlay || focusedView.isDescendant(of: overlay) { return focusedView }
        return overlay
    }

    /// Whether an unhandled `key` went back.
    package func goBack(for key: KeyEvent) -> Bool {
        guard key == KeyEvent(.escape) || key == KeyEvent(.backspace), let onBack = layers.onBack else { return false }
        return onBack()
    }
}

/// Where an overlay sits on the screen (``AppHost/presentOverlay(_:placement:focus:)``),
/// worked out again for the screen's size at every layout.
public enum OverlayPlacement {
    /// Inset from the screen's edges; all of it when the screen is too small for the insets.
    case insets(EdgeInsets)
    /// Centred, at the size `size` answers for the screen's size (clipped to the screen).
    case centered(size: @MainActor (Size) -> Size)

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
            let wanted = size(Size(width: screen.width, height: screen.height))
            let width = max(0, min(screen.width, wanted.width.rounded(.down)))
            let height = max(0, min(screen.height, wanted.height.rounded(.down)))
            return Rect(
                x: ((screen.width - width) / 2).rounded(.down), y: ((screen.height - height) / 2).rounded(.down),
                width: width, height: height)
        }
    }
}
