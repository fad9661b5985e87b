import TrellisHost
import TrellisViews

// The terminal's own cursor: hidden for the session, shown at the insertion point of the
// focused text field (so the terminal blinks it, and screen readers and IMEs follow it),
// and in the accessible mode on whatever has focus (AccessibilityOptions.cursorFollowsFocus).

extension TerminalApp {
    /// Where the cursor belongs, on screen: the focused field's insertion point; in the
    /// accessible mode, the key target's `View.accessibilityCursorPoint`
    /// (a list's focused cell, a button's first column). Only when the view and all its
    /// ancestors show; `nil` hides the cursor.
    var cursorTarget: (x: Int, y: Int)? {
        let target = keyTarget
        guard target is TextField || accessibility.cursorFollowsFocus, let point = target.accessibilityCursorPoint else { return nil }
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

    /// Shows the cursor at ``cursorTarget`` or hides it, writing only when that changed
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
