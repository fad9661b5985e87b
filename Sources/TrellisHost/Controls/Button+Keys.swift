import TrellisViews

// A focused control's keys, from any host: the host offers each key to its
// focused button or segmented control first, as AppKit's key view loop lets Space press
// the focused button.

extension Button {
    /// Presses the button for Enter or Space; returns whether the key was one of them
    /// (a disabled button takes them too, and does nothing).
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.enter) || event == KeyEvent(.character(" ")) else { return false }
        press()
        return true
    }
}

extension SegmentedControl {
    /// Selects the segment left (←) or right (→) of the selected one, or the first (Home)
    /// or last (End), sending `.segmentSelected`; returns whether the key was one of them.
    /// At the first or last segment the arrow does nothing, and is still taken, so it
    /// never moves something behind the focused control.
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.left, []): selectAdjacent(-1)
        case (.right, []): selectAdjacent(1)
        case (.home, []): selectAdjacent(-selectedIndex)
        case (.end, []): selectAdjacent(segmentLabels.count - 1 - selectedIndex)
        default: return false
        }
        return true
    }
}
