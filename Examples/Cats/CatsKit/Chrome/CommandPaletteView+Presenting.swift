import TrellisTerminal
import TrellisViews

extension CommandPaletteView {
    /// Shows the palette above `app`'s screen, centred and sized by ``fittingSize(in:)``,
    /// as the focus engine's presented scope with the field focused; closing it dismisses
    /// it and focus goes back where it was.
    public func present(in app: AppHost) {
        onClose = { [weak app] in app?.dismissOverlay() }
        app.presentOverlay(self, placement: .centered { [weak self] screen in self?.fittingSize(in: screen) ?? screen }, focus: field)
    }

    /// The keys the field leaves to the palette: ↑/↓ (and Page Up/Down) move among the
    /// entries, Enter chooses, Esc and Ctrl-P close. Others travel on (Ctrl-C quits).
    func handleInput() {
        onAction(.key) { [weak self] event in
            guard let self else { return false }
            let page = max(1, self.visibleRowCount - 1)
            switch (event.key, event.modifiers) {
            case (.up, []): self.moveSelection(by: -1)
            case (.down, []): self.moveSelection(by: 1)
            case (.pageUp, []): self.moveSelection(by: -page)
            case (.pageDown, []): self.moveSelection(by: page)
            case (.enter, []): self.choose()
            case (.escape, []), (.character("p"), .control): self.onClose()
            default: return false
            }
            return true
        }
    }

    /// Enter: the chosen link to ``onChoose``, or why there is none.
    func choose() {
        guard let link = chosenLink else { return showError("nothing matches “\(query)”") }
        onChoose(link)
    }
}
