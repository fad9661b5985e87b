import TrellisTerminal
import TrellisViews

// Moving between the fields and the button, and the page's layout.
extension FieldsPage {
    public var keyHelp: [KeyHelp] {
        [KeyHelp("↑ ↓ Tab", "next / previous field"), KeyHelp("Enter", "next field, or submit"), KeyHelp("letters", "type")]
    }

    public var typesText: Bool { true }

    public var preferredFocus: View? { focusChain[focusIndex ?? 0] }

    func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .up: moveFocus(by: -1)
        case .down: moveFocus(by: 1)
        case .enter:
            if submitButton.hasFocus {
                submitButton.press()
            } else {
                moveFocus(by: 1)
            }
        default: return false
        }
        return true
    }

    /// Focus to the next (or previous) view of ``focusChain``, wrapping around; from
    /// outside the chain (the back button) to its first view. Tab and Shift-Tab, which the
    /// app's focus engine handles, walk the same views in the same order and the back
    /// button too.
    public func moveFocus(by step: Int) {
        let count = focusChain.count
        let next = focusIndex.map { (($0 + step) % count + count) % count } ?? 0
        context.focus(focusChain[next])
    }

    func showFocus() {
        for (index, label) in promptLabels.enumerated() {
            label.text = (index == focusIndex ? "▸ " : "  ") + ["Name", "Email", "Secret"][index]
        }
        setNeedsDisplay()
    }
}
