import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// A focusable recorder, so focus can be followed through stacked overlays.
@MainActor
final class FocusableRecorder: KeyRecorder {
    override var canBecomeFocused: Bool { true }
}

@MainActor
@Suite struct TerminalAppOverlayStackTests {
    @Test func aViewPresentsAnOverlayAboveAnotherAndFocusComesBackInOrder() {
        let root = View()
        let field = FocusableRecorder("root field", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        root.addSubview(field)
        let pilot = Pilot.testing(root: root, columns: 24, rows: 6) { $0.focusedView = field }
        let dialog = FocusableRecorder("dialog")
        #expect(field.presentOverlay(dialog, placement: .insets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))))
        pilot.frame()
        let popover = FocusableRecorder("popover")
        // From inside the first overlay: the host is found through the overlay's container.
        let anchor = Rect(x: 1, y: 1, width: 6, height: 1)
        #expect(dialog.presentOverlay(popover, placement: .anchored(to: anchor) { _ in Size(width: 8, height: 1) }))
        pilot.type("p")
        pilot.assertScreen(["root field", " dialog", " popover"])
        #expect(pilot.app.overlays.map { ($0 as? KeyRecorder)?.typed } == ["", "p"])
        popover.dismissOverlay(popover)
        pilot.type("d")
        pilot.assertScreen(["root field", " dialog"])
        #expect(dialog.typed == "d" && popover.typed == "p")
        dialog.dismissOverlay(dialog)
        pilot.type("r")
        pilot.assertScreen(["root field"])
        #expect(field.typed == "r" && pilot.app.overlay == nil)
    }

    @Test func dismissingAnOverlayTakesTheOnesAboveItAndOnlyTheTopTakesThePointer() {
        let root = FocusableRecorder("root")
        let pilot = Pilot.testing(root: root, columns: 20, rows: 5) { $0.focusedView = root }
        let lower = FocusableRecorder("lower")
        let upper = FocusableRecorder("upper")
        pilot.app.pushOverlay(lower, placement: .insets(EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)))
        pilot.app.pushOverlay(upper, placement: .insets(EdgeInsets(top: 3, left: 0, bottom: 0, right: 0)))
        pilot.click(x: 0, y: 1)  // on the lower overlay: modal below the top one, ignored
        pilot.click(x: 0, y: 3)
        #expect(lower.clicks == 0 && upper.clicks == 1)
        pilot.app.dismissOverlay(lower)
        #expect(pilot.app.overlays.isEmpty)
        pilot.type("k")
        #expect(root.typed == "k")
        pilot.assertScreen(["root"])
    }

    @Test func presentOverlayStillReplacesTheTopAndPushingOneShownOnlyMovesFocus() {
        let root = FocusableRecorder("root")
        let pilot = Pilot.testing(root: root, columns: 20, rows: 3) { $0.focusedView = root }
        let first = FocusableRecorder("first")
        let second = FocusableRecorder("second")
        pilot.app.presentOverlay(first, placement: .insets(.zero))
        pilot.app.presentOverlay(second, placement: .insets(.zero))
        #expect(pilot.app.overlays.count == 1 && pilot.app.overlay === second && first.superview == nil)
        pilot.app.pushOverlay(second, placement: .insets(.zero))
        #expect(pilot.app.overlays.count == 1)
        pilot.app.dismissOverlay()
        pilot.type("z")
        #expect(root.typed == "z")
    }

    /// An app's canvas on the root (a light theme's) is behind an overlay and its backdrop
    /// too, and follows a change of it; without one they are the terminal's own.
    @Test func overlaysAreDrawnOnTheRootsCanvas() {
        let root = View()
        root.style = Style(background: .palette(230))
        let pilot = Pilot.testing(root: root, columns: 10, rows: 4)
        pilot.app.pushOverlay(Label("help"), placement: .insets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
        pilot.frame()
        pilot.assertScreen(["", " help"])
        #expect(pilot.terminal.style(atColumn: 2, row: 1).background == .palette(230))  // the label's text
        #expect(pilot.terminal.style(atColumn: 8, row: 2).background == .palette(230))  // its backdrop
        root.style = Style(background: .palette(17))
        pilot.frame()
        #expect(pilot.terminal.style(atColumn: 8, row: 2).background == .palette(17))
        root.style = Style()
        pilot.frame()
        #expect((0..<10).allSatisfy { pilot.terminal.style(atColumn: $0, row: 1).background == nil })
    }

    @Test func aViewThatIsNotHostedCannotPresent() {
        #expect(!View().presentOverlay(View(), placement: .insets(.zero)))
    }
}
