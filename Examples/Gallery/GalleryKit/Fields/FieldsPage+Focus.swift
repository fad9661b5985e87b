import TrellisTerminal
import TrellisViews

// Moving between the fields and the button, and the page's layout.
extension FieldsPage {
    public var keyHelp: [KeyHelp] {
        [KeyHelp("↑ ↓", "next / previous field"), KeyHelp("Enter", "next field, or submit"), KeyHelp("letters", "type")]
    }

    public var typesText: Bool { true }

    public var preferredFocus: View? { focusChain[focusIndex] }

    func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .up: moveFocus(by: -1)
        case .down: moveFocus(by: 1)
        case .enter:
            if focusChain[focusIndex] === submitButton {
                submitButton.press()
            } else {
                moveFocus(by: 1)
            }
        default: return false
        }
        return true
    }

    /// Focus to the next (or previous) view of ``focusChain``, wrapping around.
    public func moveFocus(by step: Int) {
        let count = focusChain.count
        focusIndex = ((focusIndex + step) % count + count) % count
        showFocus()
        context.focus(focusChain[focusIndex])
    }

    func showFocus() {
        for (index, label) in promptLabels.enumerated() {
            label.text = (index == focusIndex ? "▸ " : "  ") + ["Name", "Email", "Secret"][index]
        }
        submitButton.isFocused = focusChain[focusIndex] === submitButton
        setNeedsDisplay()
    }
}
