import TrellisViews

// The terminal's own cursor: hidden for the session, shown at the insertion point of the
// focused text field (so the terminal blinks it, and screen readers and IMEs follow it).

extension TerminalApp {
    /// Where the cursor belongs: the focused field's insertion point, on screen, when the
    /// field and all its ancestors show; `nil` hides the cursor.
    var cursorTarget: (x: Int, y: Int)? {
        guard let field = keyTarget as? TextField else { return nil }
        var view: View? = field
        while let current = view {
            if current.isHidden { return nil }
            view = current.superview
        }
        let frame = field.frameInRoot
        let x = Int(frame.minX.rounded(.down)) + field.insertionColumn
        let y = Int(frame.minY.rounded(.down))
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
