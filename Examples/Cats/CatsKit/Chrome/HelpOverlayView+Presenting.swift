import TrellisTerminal
import TrellisViews

extension HelpOverlayView {
    /// Shows the overlay above `app`'s screen, centered and sized by
    /// ``fittingSize(in:)`` for the terminal's size, with keys going to it; closing it
    /// dismisses it.
    public func present(in app: AppHost) {
        onClose = { [weak app] in app?.dismissOverlay() }
        // Centred at the size that fits, worked out again when the terminal is resized.
        app.presentOverlay(self, placement: .centered { [weak self] screen in self?.fittingSize(in: screen) ?? screen }, focus: self)
    }

    /// Scrolls by `rows` (positive: down), within the keys.
    public func scroll(by rows: Int) {
        scrollOffset = max(0, min(maximumScrollOffset, scrollOffset + rows))
        setNeedsDisplay()
    }

    /// The keys the overlay takes: closing, scrolling and the wheel. Others travel on.
    func handleInput() {
        onAction(.key) { [weak self] event in
            guard let self else { return false }
            let page = max(1, self.visibleRowCount - 1)
            switch (event.key, event.modifiers) {
            case (.escape, []), (.backspace, []), (.character("?"), _), (.character("q"), []): self.onClose()
            case (.up, []): self.scroll(by: -1)
            case (.down, []): self.scroll(by: 1)
            case (.pageUp, []): self.scroll(by: -page)
            case (.pageDown, []), (.character(" "), []): self.scroll(by: page)
            case (.home, []): self.scroll(by: -self.keys.count)
            case (.end, []): self.scroll(by: self.keys.count)
            default: return false
            }
            return true
        }
        onAction(.scroll) { [weak self] rows in
            guard let self else { return false }
            self.scroll(by: rows)
            return true
        }
    }
}
