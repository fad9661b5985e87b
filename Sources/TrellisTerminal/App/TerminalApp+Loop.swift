import TrellisHost
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// One turn of the run loop: signals, input, the app's frame hook, and a redraw.

extension TerminalApp {
    /// Runs one frame's worth of work.
    func step() throws {
        handleSignals()
        try readInput()
        onFrame?()
        try drawIfNeeded()
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
        if resized { handle(.resize(backend.size)) }
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
