import TrellisViews

// Where each input event goes.

extension AppHost {
    /// Sends `event` to the view it is for.
    ///
    /// Keys go to the focused view (or the root) and up the responder chain, each view on
    /// the way offered them through `View.handleKey(_:)` before its `.key` handler (a
    /// focused text field takes every character, a button Enter and Space, a segmented
    /// control ←/→); Tab and Shift-Tab that nobody handles move focus along the focus
    /// engine's chain, Ctrl-C quits, Ctrl-\\ quits as SIGQUIT would, Ctrl-Z goes to the
    /// host (a terminal suspends). Pastes go the same way through `View.handlePaste(_:)`.
    /// The wheel and left clicks go to the view under the pointer: a left click focuses
    /// the focusable view it lands in, then goes up the chain as a `.click` with the
    /// clicked view as its `sender`, offered to each view through
    /// `View.handleClick(at:)` (a button is pressed), so a responder further up, such as
    /// a list, knows what was clicked. The host asks no view what kind it is.
    package func handle(_ event: InputEvent) {
        switch event {
        case .key(let key):
            let delivery = keyTarget.send(.key, key)
            if !delivery.wasHandled {
                if moveFocus(for: key) { return }
                if goBack(for: key) { return }
                if key == .interrupt { quit() }
                if key == .quitSignal { onQuitSignalKey.map { $0() } ?? quit() }
                if key == KeyEvent(.character("z"), modifiers: .control) { onSuspendKey?() }
            }
        case .paste(let text):
            keyTarget.send(.paste, text)
        case .mouse(let mouse):
            handle(mouse)
        case .resize(let newSize):
            size = newSize
            onResize?(newSize)
            root.setNeedsLayout()
            redrawRequested = true
        }
    }

    private func handle(_ mouse: MouseEvent) {
        let point = Point(x: Double(mouse.x), y: Double(mouse.y))
        if continueDrag(mouse, at: point) { return }
        let target: View
        if let overlay = layers.overlay {
            // Modal: only the top overlay takes the pointer.
            guard let hit = AppHost.view(at: point, in: drawnTree), hit === overlay || hit.isDescendant(of: overlay) else { return }
            target = hit
        } else {
            target = AppHost.view(at: point, in: root) ?? keyTarget
        }
        switch mouse.kind {
        case .wheel(let notches):
            target.send(.scroll, notches * wheelScrollLines)
        case .press(.left):
            // A click focuses the focusable view it lands in (a cell's list, a button).
            let before = focusedView
            if let focused = focusEngine.focus(containing: target), focused !== before { announceFocus() }
            let origin = target.frameInRoot.origin
            target.send(.click, Point(x: point.x - origin.x, y: point.y - origin.y), sender: target)
            beginDrag(under: target, at: point, modifiers: mouse.modifiers)
        default:
            break
        }
    }

    /// Offers the press at `point` to `target` and its superviews as a drag's start; the
    /// first that takes it captures the pointer until the button comes up.
    private func beginDrag(under target: View, at point: Point, modifiers: KeyModifiers) {
        dragCapture = nil
        var view: View? = target
        while let candidate = view {
            let start = Self.point(point, in: candidate)
            if candidate.handleDrag(DragEvent(.began, location: start, start: start, modifiers: modifiers)) {
                dragCapture = DragCapture(view: candidate, start: point, last: point)
                return
            }
            view = candidate.superview
        }
    }

    /// Sends a motion or release of the left button to the view that captured the drag;
    /// returns whether there was one. Any other report ends the drag where the pointer
    /// last was (its release went unseen) and goes on as usual.
    private func continueDrag(_ mouse: MouseEvent, at point: Point) -> Bool {
        guard var capture = dragCapture else { return false }
        let phase: DragEvent.Phase
        switch mouse.kind {
        case .drag(.left):
            phase = .moved
            capture.last = point
            dragCapture = capture
        case .release(.left):
            phase = .ended
            capture.last = point
            dragCapture = nil
        case .press, .release, .drag, .move, .wheel:
            dragCapture = nil
            deliver(.ended, of: capture, modifiers: mouse.modifiers)
            return false
        }
        deliver(phase, of: capture, modifiers: mouse.modifiers)
        return true
    }

    /// Hands the captured view `phase` at the capture's last point, while it is still shown.
    private func deliver(_ phase: DragEvent.Phase, of capture: DragCapture, modifiers: KeyModifiers) {
        guard let view = capture.view, view.rootView === drawnTree else { return }
        let drag = DragEvent(
            phase, location: Self.point(capture.last, in: view), start: Self.point(capture.start, in: view), modifiers: modifiers)
        _ = view.handleDrag(drag)
    }

    /// `point` on the screen in `view`'s own coordinates.
    private static func point(_ point: Point, in view: View) -> Point {
        let origin = view.frameInRoot.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Moves focus for Tab (next) or Shift-Tab (previous) that no view handled; returns
    /// whether the key was one of them.
    package func moveFocus(for key: KeyEvent) -> Bool {
        switch Self.focusBindings.command(for: key) {
        case .next?: focusEngine.moveFocus(.next)
        case .previous?: focusEngine.moveFocus(.previous)
        case nil: return false
        }
        announceFocus()
        return true
    }

    /// The focused view while it is in the tree; the root otherwise. While an overlay
    /// shows, the focused view in it, or the overlay.
    package var keyTarget: View {
        if let overlayKeyTarget { return overlayKeyTarget }
        if let focusedView, focusedView === root || focusedView.isDescendant(of: root) { return focusedView }
        return root
    }

    /// The front-most visible view containing `point` (in `view`'s superview's
    /// coordinates), deepest first.
    ///
    /// - Complexity: O(*v*) for the views under the point and their siblings.
    package static func view(at point: Point, in view: View) -> View? {
        guard !view.isHidden, view.frame.contains(point) else { return nil }
        let local = Point(x: point.x - view.frame.minX, y: point.y - view.frame.minY)
        for subview in view.subviews.reversed() {
            if let hit = AppHost.view(at: local, in: subview) { return hit }
        }
        return view
    }
}
