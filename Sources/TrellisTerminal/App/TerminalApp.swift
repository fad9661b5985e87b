import TrellisHost
import TrellisViews

/// Runs a view tree in a terminal: the session, the input, the frames. An `AppHost`
/// (TrellisHost's: the root and overlay, focus, input delivery, painting) that adds what
/// only a terminal has: raw mode and the session's modes, signals, the input decoder and
/// the renderer that writes the changed cells as bytes.
///
/// `run()` enters the session (raw mode, alternate screen, hidden cursor, bracketed
/// paste, mouse reports), then loops on the main actor, once per frame:
///
/// 1. signals relayed by the session (a resize, a suspend, a request to stop);
/// 2. input, decoded and sent to views: keys to `focusedView` (or the root) as
///    `ResponderAction.Name.key` actions travelling up the responder chain (Tab and
///    Shift-Tab that nobody handled move focus along the chain), wheel and clicks to the
///    view under the pointer (a click focuses the focusable view it lands in), pastes to
///    the focused view;
/// 3. `onFrame`, where an app drains the work it scheduled;
/// 4. a redraw, when a view needs display or layout or `requestRedraw()` was called:
///    layout for the terminal's size, paint, and one write of only the changed cells.
///
/// It returns after `quit()` (or Ctrl-C that no view handled), having restored the
/// terminal in reverse order. Ctrl-Z that no view handles suspends the app like a
/// shell job, restoring the terminal while stopped and repainting on return.
///
/// ```swift
/// let app = TerminalApp(root: screen, backend: POSIXTerminal())
/// app.focusedView = list
/// app.onFrame = { scheduler.run() }
/// screen.onAction(.key) { (event: KeyEvent) -> Bool in
///     guard event.key == .character("q") else { return false }
///     app.quit()
///     return true
/// }
/// try await app.run()
/// ```
@MainActor
public final class TerminalApp: AppHost {
    /// Where bytes go and input comes from.
    public let backend: any TerminalBackend
    /// What the terminal shows: every frame is written within it (colors degraded to
    /// its depth, non-ASCII characters as ASCII fallbacks when its locale is not UTF-8).
    ///
    /// An app may change it while running (a colour-mode setting): the next frame clears
    /// the screen and writes every cell within the new capabilities (a change of
    /// ``TerminalCapabilities/leftRightMargins`` alone repaints nothing).
    ///
    /// ```swift
    /// app.capabilities.colorDepth = .palette16   // the user chose 16 colours in Settings
    /// ```
    public var capabilities: TerminalCapabilities {
        get { renderer.capabilities }
        set {
            guard newValue != renderer.capabilities else { return }
            var drawnAlike = newValue
            drawnAlike.leftRightMargins = renderer.capabilities.leftRightMargins
            let cellsChange = drawnAlike != renderer.capabilities
            renderer.capabilities = newValue
            // Margins change only how the next scroll is written, not a cell on screen.
            guard cellsChange else { return }
            renderer.invalidate()
            redrawRequested = true
        }
    }

    /// Called with input the decoder could not read (it skips it and goes on).
    public var onDroppedInput: (@MainActor (DroppedInput) -> Void)?

    /// The time between frames: input is read and the screen redrawn at most this often.
    public var frameInterval: Duration = .milliseconds(16)
    /// How long a lone Esc waits for the rest of a sequence before it counts as the key.
    public var escapeTimeout: Duration = .milliseconds(25)
    /// Whether `run()` installs signal handlers; on for a ``POSIXTerminal``.
    public var handlesSignals: Bool

    var renderer: Renderer
    var decoder = InputDecoder()
    var lastInput: ContinuousClock.Instant
    let signals = SignalRelay()
    /// A stop signal (SIGINT, SIGTERM, SIGHUP) to die of once the terminal is restored.
    var terminatingSignal: Int32?
    /// Whether the terminal's cursor shows (the session starts with it hidden), and where
    /// it was last put (see `TerminalApp+Cursor.swift`).
    var cursorShown = false
    var placedCursor: (x: Int, y: Int)?

    /// An app showing `root` on `backend`; nothing is written until ``run()``.
    ///
    /// - Parameters:
    ///   - root: The tree drawn, sized to the terminal.
    ///   - backend: Where bytes go and input comes from.
    ///   - capabilities: What the terminal shows; an app passes
    ///     `TerminalCapabilities(environment: ProcessInfo.processInfo.environment)`. The
    ///     default, ``TerminalCapabilities/full``, writes 24-bit colors and UTF-8.
    ///   - accessibility: The accessible mode's parts; an app passes
    ///     `AccessibilityOptions(environment:flag:)`. The default is
    ///     `AccessibilityOptions.standard`.
    public init(
        root: View, backend: any TerminalBackend, capabilities: TerminalCapabilities = .full,
        accessibility: AccessibilityOptions = .standard
    ) {
        self.backend = backend
        let size = backend.size
        renderer = Renderer(
            width: size.columns, height: size.rows, supportsScrollRegion: backend.supportsScrollRegion,
            capabilities: capabilities)
        handlesSignals = backend is POSIXTerminal
        lastInput = ContinuousClock.now
        super.init(root: root, size: size, accessibility: accessibility)
        onResize = { [unowned self] newSize in renderer.resize(width: newSize.columns, height: newSize.rows) }
        onSuspendKey = { [unowned self] in suspend() }
        onQuitSignalKey = { [unowned self] in quitAsQuitSignal() }
    }

    /// Runs the app until `quit()`, then restores the terminal.
    ///
    /// With ``handlesSignals`` on, SIGINT, SIGTERM or SIGHUP (or Ctrl-\\, which raw mode
    /// delivers as a key instead of SIGQUIT) also end the loop, and then
    /// `run()` does not return: once the terminal is restored the process dies of that
    /// signal, so the shell sees the status it expects (143 for SIGTERM).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be set up or written to
    ///   (the terminal is restored first), or `CancellationError` when the task is
    ///   cancelled.
    public func run() async throws {
        try begin()
        do {
            while !quitRequested {
                try step()
                if quitRequested { break }
                try await Task.sleep(for: frameInterval)
            }
        } catch {
            end()
            throw error
        }
        end()
        if let signal = terminatingSignal { SignalRelay.dieOf(signal) }
    }

    /// Clears the terminal and writes every cell on the next frame, for when something
    /// else drew over it (Ctrl-L in a shell).
    public func repaintScreen() {
        renderer.invalidate()
    }

    /// Draws one frame now: lays the tree out for the terminal's size, repaints the
    /// cells of views that need display, and writes the cells that changed in one write.
    ///
    /// ``run()`` calls it when something changed, at most once per frame. Call it
    /// yourself only to render without the run loop (a benchmark, a custom loop).
    ///
    /// - Throws: ``TerminalError`` when the backend cannot write.
    /// - Complexity: O(*v* + *c*) for *v* views and *c* repainted cells.
    public func draw() throws {
        let spans = paintFrame(into: &renderer.back, everything: renderer.needsFullRepaint)
        var bytes = renderer.flush(changedSpans: spans, paintedScroll: painter.lastScroll)
        if let copied = takePendingClipboard() { ControlSequence.setClipboard(copied, into: &bytes) }
        if !bytes.isEmpty { try backend.write(bytes) }
    }

    // MARK: - Session

    /// Enters the session without running the loop: raw mode, then the mode bytes
    /// (alternate screen, hidden cursor, bracketed paste, mouse reports), then the signal
    /// handlers when ``handlesSignals`` is on.
    ///
    /// ``run()`` calls it first. Call it yourself to drive the app from a loop of your own
    /// (another event loop, a test's pilot): then ``step()`` once per frame, and ``end()``
    /// when done, also after a failure.
    ///
    /// ```swift
    /// let app = TerminalApp(root: screen, backend: backend)
    /// try app.begin()
    /// defer { app.end() }
    /// eventLoop.everyFrame { try app.step() }   // your loop's own timer
    /// ```
    ///
    /// - Precondition: the app is not running already.
    /// - Throws: ``TerminalError`` when the terminal cannot be set up; raw mode is
    ///   switched off again first.
    public func begin() throws(TerminalError) {
        precondition(!isRunning, "TerminalApp.run() is already running; call it once at a time.")
        try backend.enableRawMode()
        do {
            try backend.write(SessionSequences.enter + queries)
            if handlesSignals, let terminal = backend as? POSIXTerminal {
                try signals.install(
                    restoreBytes: SessionSequences.exit, output: terminal.outputDescriptor,
                    input: terminal.inputDescriptor, savedAttributes: terminal.savedAttributes)
            }
        } catch {
            backend.disableRawMode()
            throw error
        }
        terminatingSignal = nil
        size = backend.size
        renderer.resize(width: size.columns, height: size.rows)
        cursorShown = false
        placedCursor = nil
        attach()
    }

    /// What the app asks the terminal as it begins: whether it has left and right margins
    /// (DECRQM for DECLRMM), when it has scroll regions at all and the capabilities do not
    /// say so already. The answer arrives with the input (``receive(_:)``).
    private var queries: [UInt8] {
        backend.supportsScrollRegion && !capabilities.leftRightMargins ? SessionSequences.queries : []
    }

    /// Acts on the terminal's answer to a query: a terminal that has left and right
    /// margins gets its scrolls within them (``TerminalCapabilities/leftRightMargins``,
    /// from the next frame on; setting it repaints the screen once).
    func receive(_ report: TerminalReport) {
        switch report {
        case .privateMode(69, let setting) where setting.canBeSet && backend.supportsScrollRegion:
            capabilities.leftRightMargins = true
        case .privateMode:
            break
        }
    }

    /// Leaves the session in reverse: handlers, mode bytes, raw mode. ``run()`` calls it
    /// when its loop ends; a loop of your own calls it after ``begin()``. Does nothing when
    /// the app is not running.
    public func end() {
        guard isRunning else { return }
        detach()
        try? backend.write(SessionSequences.exit)
        backend.disableRawMode()
        signals.uninstall()
    }

    /// Restores the terminal, stops the process as a shell job (when handling
    /// signals), and takes the terminal back with a full repaint once continued.
    func suspend() {
        try? backend.write(SessionSequences.exit)
        backend.disableRawMode()
        if handlesSignals { signals.stopProcess() }
        do {
            try backend.enableRawMode()
            try backend.write(SessionSequences.enter + queries)
        } catch {
            quit()
        }
        renderer.invalidate()
        redrawRequested = true
        cursorShown = false
        placedCursor = nil
    }
}
