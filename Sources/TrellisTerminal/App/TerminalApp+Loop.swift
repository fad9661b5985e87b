import TrellisHost
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// One turn of the run loop: signals, input, the app's frame hook, and a redraw.

extension TerminalApp {
    /// Runs one turn of the loop: the signals the session relayed, the input the backend
    /// has, `onFrame`, and a draw when something changed.
    ///
    /// ``run()`` calls it once per ``frameInterval``; a loop of your own calls it between
    /// ``begin()`` and ``end()``.
    ///
    /// - Throws: ``TerminalError`` when the backend cannot be read or written.
    public func step() throws {
        handleSignals()
        try readInput()
        onFrame?()
        try drawIfNeeded()
    }

    /// Reads what the backend has and delivers it as whole key presses: a lone Esc that
    /// the decoder would hold for ``escapeTimeout``, in case the rest of a sequence
    /// follows, counts as the Esc key at once.
    ///
    /// For a loop of your own whose input arrives in whole presses (a test's pilot, a
    /// recorded session played back); ``step()`` reads with the timeout, as a terminal
    /// needs. It draws nothing: call ``step()`` after it.
    ///
    /// - Throws: ``TerminalError`` when the backend cannot be read.
    public func readCompleteInput() throws {
        try readInput()
        if decoder.isWaitingForMore {
            for event in decoder.flush() { handle(event) }
        }
    }

    /// Tells the app that its backend's size changed: the next frame lays the tree out
    /// for ``TerminalBackend/size`` and repaints it.
    ///
    /// The run loop does it on SIGWINCH; call it for a backend whose size changes
    /// otherwise (a pane of your own, a test terminal resized by hand).
    public func backendDidResize() {
        handle(.resize(backend.size))
    }

    func handleSignals() {
        var resized = false
        for signal in signals.pendingSignals() {
            switch signal {
            case SIGINT, SIGTERM, SIGHUP:
                terminatingSignal = signal
                quit()
            case SIGWINCH:
                resized = true  // a burst of them is one resize
            case SIGTSTP:
                suspend()
            case SIGCONT:
                renderer.invalidate()
                redrawRequested = true
            default:
                break
            }
        }
        if resized { backendDidResize() }
    }

    /// Ctrl-\\ that no view handled: raw mode turned SIGQUIT's key into a byte, so the app
    /// quits, and with signals handled it then ends as SIGQUIT would (status 131 in a shell).
    func quitAsQuitSignal() {
        if handlesSignals { terminatingSignal = SIGQUIT }
        quit()
    }

    func readInput() throws { try readInput(at: clock.now) }

    /// Reads what the backend has, as if at `now` (tests pass the time: the escape
    /// timeout without sleeping). One backend read is one ``InputDecoder/decode(_:)``:
    /// the decoder tells Alt+x (`ESC x` in one read) from Esc then x by it.
    func readInput(at now: ContinuousClock.Instant) throws {
        let bytes = try backend.readInput()
        var events: [InputEvent]
        if !bytes.isEmpty {
            events = decoder.decode(bytes)
            lastInput = now
        } else if decoder.isWaitingForMore && now - lastInput >= escapeTimeout {
            events = decoder.flush()
        } else {
            events = []
        }
        for dropped in decoder.takeDropped() { onDroppedInput?(dropped) }
        for report in decoder.takeReports() { receive(report) }
        for event in events {
            handle(event)
            if quitRequested { break }
        }
    }

    /// Draws when something changed, a spinner is due to move, or a redraw was asked for;
    /// then puts the cursor where the focused text field wants it. With
    /// `AccessibilityOptions.reducesMotion` nothing animates, so nothing is drawn on a timer.
    func drawIfNeeded() throws {
        advanceAnimations()
        let drew = needsFrame || renderer.needsFullRepaint
        if drew { try draw() }
        try placeCursor(afterDrawing: drew)
    }
}
