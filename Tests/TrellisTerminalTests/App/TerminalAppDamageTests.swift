import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// A box that draws `[x]` while it has focus and `[ ]` otherwise, reading `hasFocus` in
/// `draw(_:)` and restyling nothing: what a control written outside the framework may do.
@MainActor
final class DamageFocusBox: View {
    override var canBecomeFocused: Bool { true }
    override func draw(_ context: inout DrawingContext) {
        context.draw(hasFocus ? "[x]" : "[ ]", x: 0, y: 0, style: context.style)
    }
}

/// Redraw by damage: every change an app makes marks the views it changes, and the host
/// repaints them with no `requestRedraw()`, whether the change came from a key or from
/// code running off input (a stream's value, a task's result).
@MainActor
@Suite struct TerminalAppDamageTests {
    func boxes() -> (root: View, first: DamageFocusBox, second: DamageFocusBox) {
        let root = View()
        let first = DamageFocusBox()
        let second = DamageFocusBox()
        first.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        second.frame = Rect(x: 4, y: 0, width: 3, height: 1)
        root.addSubview(first)
        root.addSubview(second)
        return (root, first, second)
    }

    @Test func focusMovedByCodeRepaintsTheTwoViewsAndNothingElse() {
        let (root, first, second) = boxes()
        let pilot = Pilot.testing(root: root, columns: 8, rows: 1) { $0.focusedView = first }
        pilot.frame()
        pilot.assertScreen(["[x] [ ]"])

        pilot.app.focusedView = second  // off input, as a screen's `context.focus` does
        #expect(pilot.app.needsFrame)
        pilot.frame()

        pilot.assertScreen(["[ ] [x]"])
    }

    @Test func tabRepaintsTheFocusedViewsWithoutARedraw() {
        let (root, first, _) = boxes()
        let pilot = Pilot.testing(root: root, columns: 8, rows: 1) { $0.focusedView = first }
        pilot.frame()

        pilot.press(.tab)

        pilot.assertScreen(["[ ] [x]"])
    }

    @Test func anOverlayShownAndDismissedByCodeIsRepainted() {
        let root = View()
        let label = Label("under", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        root.addSubview(label)
        let pilot = Pilot.testing(root: root, columns: 8, rows: 3)
        pilot.frame()
        let overlay = Label("over")

        pilot.app.presentOverlay(overlay, insets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        pilot.frame()
        pilot.assertScreen(["under", "over", ""])

        pilot.app.dismissOverlay()
        pilot.frame()
        pilot.assertScreen(["under", "", ""])
    }

    @Test func aChangeOffInputIsDrawnByTheNextFrameAlone() {
        let root = View()
        let label = Label("a", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        let other = Label("b", frame: Rect(x: 4, y: 0, width: 3, height: 1))
        root.addSubview(label)
        root.addSubview(other)
        let pilot = Pilot.testing(root: root, columns: 8, rows: 1)
        pilot.frame()
        let drawn = pilot.app.framesDrawn

        label.text = "c"  // a stream's value, set on the main actor between frames
        pilot.frame()

        pilot.assertScreen(["c   b"])
        #expect(pilot.app.framesDrawn == drawn + 1)
        #expect(!other.needsDisplay)
    }
}
