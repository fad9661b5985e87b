import TrellisViews

/// Hosts an app's view tree on a screen of character cells, whatever that screen is: the
/// root and a modal overlay above it, focus, the delivery of input to views, announcements,
/// and the painting of each frame into cells. A host for a particular screen builds on it:
/// TrellisTerminal's `TerminalApp` adds the terminal session, the input decoder and the
/// renderer that writes the changed cells as bytes.
///
/// What it does for every host:
///
/// - keys go to ``focusedView`` (or the root) as `ResponderAction.Name.key` actions up
///   the responder chain, each view on the way offered them through `View.handleKey(_:)`
///   first; Tab and Shift-Tab that nobody handled move focus along the focus
///   engine's chain, Esc or Backspace go ``onBack``, Ctrl-C quits;
/// - the wheel and clicks go to the view under the pointer (a click focuses the focusable
///   view it lands in, and each view up the chain is offered it through
///   `View.handleClick(at:)`: a button is pressed), pastes to the focused view;
/// - ``replaceRoot(with:focus:)`` and ``presentOverlay(_:placement:focus:)`` change what is
///   shown and hand focus over;
/// - each frame lays the tree out for the screen's size and repaints only the cells of
///   views that need display, each view drawing itself (`View.draw(_:)`).
///
/// ```swift
/// let app = TerminalApp(root: screen, backend: POSIXTerminal())   // an AppHost
/// app.focusedView = screen.list
/// app.onFrame = { scheduler.run() }
/// try await app.run()
/// ```
@MainActor
open class AppHost {
    /// The tree drawn, sized to the screen; ``replaceRoot(with:focus:)`` shows another
    /// (see `AppHost+Navigation.swift`, with the overlay above it).
    public package(set) var root: View

    /// How the app serves screen readers, magnifiers and people troubled by motion: the
    /// cursor on the focused element, no spinners, announcements in words (see
    /// `AppHost+Accessibility.swift`). ``AccessibilityOptions/standard`` unless the
    /// app was made with another.
    public var accessibility: AccessibilityOptions
    /// Called with each announcement while ``AccessibilityOptions/announcesChanges`` is
    /// on: a view's `View.announce(_:)` or ``announce(_:)``. An app shows it
    /// on its status line, where a screen reader reads it.
    public var onAnnouncement: (@MainActor (String) -> Void)?
    /// Sees every announcement, whatever ``AccessibilityOptions/announcesChanges`` says:
    /// a host that keeps an accessible mirror of the screen for a screen reader of its
    /// own (the browser host's live regions) takes them here.
    package var announcementObserver: (@MainActor (String) -> Void)?
    /// The latest announcement delivered (none while announcements are off).
    public package(set) var lastAnnouncement: String?

    /// The app's focus: the focused view, Tab's chain, the overlay's scope, each root's
    /// remembered focus (TrellisViews' `FocusEngine`). One per app.
    public let focusEngine: FocusEngine

    /// The view keys and pastes go to first (the ``focusEngine``'s); `nil` (or a view no
    /// longer in the tree) sends them to the root. Setting it focuses the view: its
    /// `hasFocus` turns on and the old view's off.
    public var focusedView: View? {
        get { focusEngine.focusedView }
        set { focusEngine.focus(newValue) }
    }

    /// Called once per frame, after input and before drawing. The terminal host runs a
    /// frame on every turn of its loop; the browser host only when one is needed (input, a
    /// view that changed, a moving spinner, ``requestFrame()``).
    public var onFrame: (@MainActor () -> Void)?

    /// How often a visible animating view (a spinner) moves to its next step.
    public var spinnerInterval: Duration = .milliseconds(80)
    /// The lines one wheel notch scrolls.
    public var wheelScrollLines = 3

    /// Whether the host is running its loop (or a test has started it).
    public package(set) var isRunning = false
    /// How many frames have been drawn.
    public package(set) var framesDrawn = 0

    /// The screen's size in cells; input's `resize` changes it.
    package var size: GridSize
    package var quitRequested = false
    package var redrawRequested = true
    package var spinnerPhase = 0
    package var painter = Painter()
    package let clock = ContinuousClock()
    package var lastSpinnerStep: ContinuousClock.Instant
    var previousUnhandledActionHandler: (@MainActor (ActionDelivery) -> Void)?
    var previousAnnouncementHandler: (@MainActor (String) -> Void)?
    /// The names input is sent under; unhandled, they are routine, not reported.
    static let inputActionNames: Set<String> = [
        ResponderAction.Name.key.rawValue, ResponderAction.Name.scroll.rawValue,
        ResponderAction.Name.click.rawValue, ResponderAction.Name.paste.rawValue,
    ]
    /// The overlay, and the focus handed over between roots and overlay.
    package var layers = HostLayers()
    /// The view a drag's press went to, until the button comes up.
    package var dragCapture: DragCapture?
    /// Text copied since the last frame, for the host to send (OSC 52, the page).
    package var pendingClipboard: String?
    var previousHostServices: (any HostServices)?
    /// Called after a resize changed ``size``: a terminal resizes its renderer's buffers.
    package var onResize: (@MainActor (GridSize) -> Void)?
    /// Called for Ctrl-Z that no view handled: a terminal suspends like a shell job.
    package var onSuspendKey: (@MainActor () -> Void)?
    /// Called for Ctrl-\\ that no view handled (``KeyEvent/quitSignal``): a terminal in raw
    /// mode gets the key instead of SIGQUIT, and ends as that signal would. Without it the
    /// key quits.
    package var onQuitSignalKey: (@MainActor () -> Void)?

    /// A host showing `root` on a screen of `size` cells; nothing is drawn until the host
    /// runs.
    ///
    /// - Parameters:
    ///   - root: The tree drawn, sized to the screen.
    ///   - size: The screen's size in cells.
    ///   - accessibility: The accessible mode's parts; the default is
    ///     ``AccessibilityOptions/standard``.
    public init(root: View, size: GridSize, accessibility: AccessibilityOptions = .standard) {
        self.root = root
        self.size = size
        self.accessibility = accessibility
        focusEngine = FocusEngine(root: root)
        lastSpinnerStep = clock.now
    }

    /// Ends the host's loop after the current frame.
    public func quit() {
        quitRequested = true
    }

    /// Paints the whole tree again on the next frame, though no view says it needs display
    /// (only cells that changed are sent): for a screen that lost what it showed, as a
    /// reloaded browser page has (`WebApp.pageReloaded()`).
    ///
    /// Content changes never need it. A view whose content changes marks itself
    /// (`View.setNeedsDisplay()`: a label's text, a view's style, `isHidden`, a
    /// subview added or removed, a change of focus, a frame that moved), and the next
    /// frame repaints only the cells of the views marked, whether the change came from a
    /// key, a timer or a stream's value. The terminal's loop looks for marked views
    /// every frame, so a change made off input needs no wake-up either.
    public func requestRedraw() {
        redrawRequested = true
        frameRequestObserver?()
    }

    /// Asks for a frame soon, repainting only what changed: for work an app keeps outside
    /// the view tree and does in ``onFrame`` (a scheduler it drains there). A change to a
    /// view needs no call (it marks itself, and the host hears of it through
    /// `HostServices.treeNeedsFrame()`). The terminal host runs a frame on every turn of
    /// its loop anyway; the browser host runs none for an idle tab until something asks.
    public func requestFrame() {
        frameRequestObserver?()
    }

    /// Hears every request for a frame: ``requestRedraw()``, ``requestFrame()``, a view of
    /// the tree asking for display or layout, a copy to the clipboard. A host that runs
    /// frames only when asked (the browser host) schedules one.
    package var frameRequestObserver: (@MainActor () -> Void)?

    // MARK: - Attaching to the tree

    /// Starts hosting: input nobody handles stays quiet (printing it would draw over the
    /// screen), the root's announcements come to ``announce(_:)``, and the next frame
    /// paints everything.
    package func attach() {
        previousUnhandledActionHandler = root.unhandledActionHandler
        let forward = root.unhandledActionHandler
        root.unhandledActionHandler = { delivery in
            if case .unhandled(let action, _) = delivery,
                Self.inputActionNames.contains(action.name)
            {
                return
            }
            forward(delivery)
        }
        previousAnnouncementHandler = root.announcementHandler
        root.announcementHandler = { [weak self] sentence in self?.announce(sentence) }
        previousHostServices = root.hostServices
        root.hostServices = self
        quitRequested = false
        redrawRequested = true
        isRunning = true
    }

    /// Stops hosting: the root's handlers as they were before ``attach()``.
    package func detach() {
        guard isRunning else { return }
        if let previousUnhandledActionHandler { root.unhandledActionHandler = previousUnhandledActionHandler }
        previousUnhandledActionHandler = nil
        root.announcementHandler = previousAnnouncementHandler
        previousAnnouncementHandler = nil
        root.hostServices = previousHostServices
        previousHostServices = nil
        isRunning = false
    }

    // MARK: - Frames

    /// Moves visible animating views (`View.isAnimating`: a spinner) to their next step
    /// when the interval has passed, marking only them for display (never with
    /// ``AccessibilityOptions/reducesMotion``: nothing animates, so nothing is drawn on a timer).
    package func advanceAnimations() {
        guard !accessibility.reducesMotion, painter.hasAnimation, clock.now - lastSpinnerStep >= spinnerInterval else { return }
        spinnerPhase += 1
        lastSpinnerStep = clock.now
        for view in painter.animatingViews { view.setNeedsDisplay() }
    }

    /// Whether a visible view animates (a spinner) and motion is not reduced: a host that
    /// runs frames only when asked keeps running them while this holds.
    package var isAnimating: Bool {
        !accessibility.reducesMotion && painter.hasAnimation
    }

    /// Whether the next frame must be drawn: a redraw was asked for, or a view in the tree
    /// needs display or layout. An `onFrame` hook that derives something shown from the
    /// tree's state (a hint line from the keys in effect) checks it, so an idle app does
    /// no work at each turn of its loop.
    public var needsFrame: Bool {
        redrawRequested || Self.needsDrawing(drawnTree)
    }

    /// Lays the tree out for the screen's size and repaints into `buffer` the cells of
    /// views that need display (all of them after ``requestRedraw()`` or with
    /// `everything`). Returns, per row, the span of columns repainted: what a host sends.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* repainted cells.
    package func paintFrame(into buffer: inout CellBuffer, everything: Bool) -> [Range<Int>] {
        let tree = layOutDrawnTree()
        let screen = buffer.bounds
        painter.spinnerPhase = spinnerPhase
        painter.animates = !accessibility.reducesMotion
        var damage = painter.collectDamage(tree, screen: screen)
        if redrawRequested || everything { damage = [screen] }
        let spans = painter.repaint(tree, into: &buffer, damage: damage)
        redrawRequested = false
        framesDrawn += 1
        return spans
    }

    /// Whether a view in the tree needs display or layout, asked of the root alone:
    /// `View.subtreeNeedsDisplay` and `View.treeNeedsLayout` summarise the tree.
    /// Hidden subtrees count too: the painter keeps its copy of the tree current
    /// inside them as well.
    ///
    /// - Complexity: O(1).
    package static func needsDrawing(_ root: View) -> Bool {
        root.subtreeNeedsDisplay || root.treeNeedsLayout || root.needsLayout
    }

    /// Where the cursor belongs, on screen: the key target's `View.textInsertionPoint` (a
    /// focused field's insertion point); in the accessible mode, otherwise, its
    /// `View.accessibilityCursorPoint`
    /// (a list's focused cell, a button's first column). Only when the view and all its
    /// ancestors show; `nil` hides the cursor.
    package var cursorTarget: (x: Int, y: Int)? {
        let target = keyTarget
        guard let point = target.textInsertionPoint ?? (accessibility.cursorFollowsFocus ? target.accessibilityCursorPoint : nil) else {
            return nil
        }
        var view: View? = target
        while let current = view {
            if current.isHidden { return nil }
            view = current.superview
        }
        let frame = target.frameInRoot
        let x = Int((frame.minX + point.x).rounded(.down))
        let y = Int((frame.minY + point.y).rounded(.down))
        guard frame.width >= 1, x >= 0, y >= 0, x < size.columns, y < size.rows else { return nil }
        return (x, y)
    }
}
