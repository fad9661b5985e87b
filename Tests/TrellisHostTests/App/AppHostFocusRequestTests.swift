import Testing
import TrellisViews

@testable import TrellisHost

/// `View.becomeFocused()` through the host: a shown, focusable view takes focus and the
/// accessible mode says so; a hidden one, one outside the tree, one under a dialog or one
/// no host shows does not.
@MainActor
@Suite struct AppHostFocusRequestTests {
    /// A focusable view that says what it is.
    final class Field: View {
        var name = "field"
        override var canBecomeFocused: Bool { true }
        override var accessibilityFocusDescription: String? { "\(name), text field" }
    }

    /// Two fields side by side in a 20 × 4 root, the first focused, announcements on.
    func scene() -> (AppHost, first: Field, second: Field) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        let first = Field(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let second = Field(frame: Rect(x: 10, y: 0, width: 10, height: 1))
        second.name = "second"
        root.addSubviews(["first": first, "second": second])
        let host = AppHost(root: root, size: GridSize(columns: 20, rows: 4))
        host.accessibility = AccessibilityOptions(announcesChanges: true)
        host.attach()
        host.focusedView = first
        return (host, first, second)
    }

    @Test func aShownFocusableViewTakesFocusAndIsAnnounced() {
        let (host, _, second) = scene()
        #expect(second.becomeFocused())
        #expect(host.focusedView === second && second.hasFocus)
        #expect(host.lastAnnouncement == "second, text field")
        #expect(second.becomeFocused(), "asking again keeps it")
    }

    @Test func aHiddenOrDetachedViewOrOneWithoutAHostLeavesFocusWhereItIs() {
        let (host, first, second) = scene()
        second.isHidden = true
        #expect(!second.becomeFocused())
        let detached = Field(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(!detached.becomeFocused(), "no host shows it")
        #expect(!host.focus(detached), "not in the host's tree")
        #expect(host.focusedView === first)
    }

    @Test func aViewUnderADialogCannotTakeFocusFromIt() {
        let (host, _, second) = scene()
        let dialog = Field(frame: Rect(x: 0, y: 0, width: 8, height: 2))
        dialog.name = "dialog"
        host.pushOverlay(dialog, placement: .centered { _ in Size(width: 8, height: 2) }, focus: dialog)
        #expect(host.focusedView === dialog)
        #expect(!second.becomeFocused())
        #expect(host.focusedView === dialog)
    }
}
