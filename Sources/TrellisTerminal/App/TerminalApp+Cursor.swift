import TrellisHost
import TrellisViews

// The terminal's own cursor: hidden for the session, shown at the insertion point of the
// focused text field (so the terminal blinks it, and screen readers and IMEs follow it),
// and in the accessible mode on whatever has focus (AccessibilityOptions.cursorFollowsFocus).

extension TerminalApp {
    /// Shows the cursor at the host's `cursorTarget` or hides it, writing only when that changed
    /// or a frame was drawn (drawing moves the cursor).
    ///
    /// - Throws: ``TerminalError`` when the backend cannot write.
    func placeCursor(afterDrawing drew: Bool) throws {
        let target = cursorTarget
        let same = target?.x == placedCursor?.x && target?.y == placedCursor?.y
        guard drew || !same || cursorShown != (target != nil) else { return }
        var bytes: [UInt8] = []
        if let target {
            ControlSequence.moveCursor(x: target.x, y: target.y, into: &bytes)
            renderer.cursor = target
            if !cursorShown { ControlSequence.csi("?25h", into: &bytes) }
        } else if cursorShown {
            ControlSequence.csi("?25l", into: &bytes)
        }
        cursorShown = target != nil
        placedCursor = target
        if !bytes.isEmpty { try backend.write(bytes) }
    }
}
