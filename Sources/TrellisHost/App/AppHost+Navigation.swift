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
        if isRunning {
            newRoot.announcementHandler = root.announcementHandler
            newRoot.hostServices = root.hostServices
        }
        root = newRoot
        focusEngine.root = newRoot
        focusEngine.handOver(from: oldRoot, to: newRoot, preferring: focus)
    }

    /// The view shown above the root as a modal, if any: the top one when several are
    /// stacked.
    public var overlay: View? { layers.overlay }

    /// The overlays shown, bottom first.
    public var overlays: [View] { layers.overlays.map(\.view) }

    /// Shows `overlay` above the root, inset by `insets` from the screen's edges (all
    /// of it when the screen is too small for the insets), on the host's default
    /// background so nothing below shows through.
    ///
    /// While it is shown the overlay is modal: keys and pastes go to `focus` (or the
    /// overlay) and never to views below it, Tab moves focus only among the overlay's
    /// views (it is the focus engine's presented scope), clicks outside it are ignored, and actions
    /// nobody in it handles go on to the root's host responder (as a presented screen's
    /// go on to the screen that presented it). A second call replaces the top overlay
    /// (``pushOverlay(_:placement:focus:)`` stacks one instead).
    /// ``dismissOverlay()`` gives focus back to the view that had it.
    public func presentOverlay(
        _ overlay: View, insets: EdgeInsets = EdgeInsets(top: 1, left: 4, bottom: 1, right: 4),
        focus: View? = nil
    ) {
        presentOverlay(overlay, placement: .insets(insets), focus: focus)
    }

    /// Shows `overlay` above the root where `placement` puts it, worked out again at every
    /// layout, so a centred overlay stays centred when the screen is resized. Otherwise
    /// as ``presentOverlay(_:insets:focus:)``: it replaces the top overlay, if any.
    ///
    /// ```swift
    /// app.presentOverlay(help, placement: .centered { screen in help.fittingSize(in: screen) }, focus: help)
    /// ```
    public func presentOverlay(_ overlay: View, placement: OverlayPlacement, focus: View? = nil) {
        precondition(
            overlay.superview == nil, "presentOverlay(_:): \(overlay.debugName) is inside another view; remove it from its superview first."
        )
        guard let top = layers.overlays.popLast() else { return pushOverlay(overlay, placement: placement, focus: focus) }
        overlay.removeFromSuperview()
        top.view.removeFromSuperview()
        top.backdrop.addSubview(overlay)
        layers.overlays.append(PresentedOverlay(view: overlay, placement: placement, backdrop: top.backdrop))
        focusEngine.replacePresentedScope(with: overlay, focus: focus)
    }

    /// Shows `overlay` above everything shown, the overlays too, where `placement` puts it:
    /// a select's popover inside a dialog. It is modal as ``presentOverlay(_:insets:focus:)``
    /// describes, and ``dismissOverlay(_:)`` or ``dismissOverlay()`` takes it down, giving
    /// focus back to the view that had it. Views reach this through
    /// `View.presentOverlay(_:placement:focus:)`. Showing an overlay already shown only
    /// moves focus to `focus`.
    public func pushOverlay(_ overlay: View, placement: OverlayPlacement, focus: View? = nil) {
        if layers.overlays.contains(where: { $0.view === overlay }) {
            focusEngine.presentScope(overlay, focus: focus)
            return
        }
        precondition(
            overlay.superview == nil, "pushOverlay(_:): \(overlay.debugName) is inside another view; remove it from its superview first."
        )
        let container = layers.container ?? makeOverlayContainer()
        let backdrop = container.makeBackdrop()
        backdrop.addSubview(overlay)
        layers.overlays.append(PresentedOverlay(view: overlay, placement: placement, backdrop: backdrop))
        focusEngine.presentScope(overlay, focus: focus)
    }

    /// Removes the top overlay and gives focus back to the view that had it before the
    /// overlay was shown. Does nothing when no overlay is shown.
    public func dismissOverlay() {
        guard let top = layers.overlay else { return }
        dismissOverlay(top)
    }

    /// Removes `overlay` and every overlay stacked above it, top first, and gives focus
    /// back to the view that had it before `overlay` was shown. Does nothing for a view
    /// that is not shown as an overlay.
    public func dismissOverlay(_ overlay: View) {
        guard let index = layers.overlays.firstIndex(where: { $0.view === overlay }) else { return }
        while layers.overlays.count > index {
            let removed = layers.overlays.removeLast()
            removed.view.removeFromSuperview()
            removed.backdrop.removeFromSuperview()
            focusEngine.dismissScope(removed.view)
        }
        if layers.overlays.isEmpty {
            root.removeFromSuperview()
            layers.container = nil
        }
    }

    /// The container that holds the root under the overlays, made for the first overlay.
    private func makeOverlayContainer() -> OverlayContainer {
        let container = OverlayContainer()
        container.hostResponder = root.hostResponder
        // The overlay's chain ends at the container: it reports as the root does (quietly
        // for input nobody handles, so nothing is printed over the screen).
        container.unhandledActionHandler = root.unhandledActionHandler
        container.announcementHandler = root.announcementHandler
        container.hostServices = root.hostServices
        container.keymap = root.keymap
        container.addSubview(root)
        layers.container = container
        return container
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
            // The overlays inherit what the root's style sets (an app's canvas on the root
            // reaches a dialog and its backdrop); the root, inside, merges it over itself.
            container.style = root.style
            for overlay in layers.overlays {
                let area = overlay.placement.frame(in: screen)
                overlay.backdrop.frame = area
                overlay.view.frame = Rect(x: 0, y: 0, width: area.width, height: area.height)
            }
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
