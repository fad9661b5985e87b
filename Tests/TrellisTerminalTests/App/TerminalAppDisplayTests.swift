import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// The run loop asks the root alone whether to draw; the painter skips clean subtrees.
@MainActor
@Suite struct TerminalAppDisplayTests {
    /// root → panel → box → label, and a second panel with its own label.
    func deepTree() -> (root: View, label: Label, other: Label) {
        let root = View()
        let panel = View(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let label = Label("deep", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let otherPanel = View(frame: Rect(x: 0, y: 1, width: 10, height: 1))
        let other = Label("other", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        root.addSubview(panel)
        panel.addSubview(box)
        box.addSubview(label)
        root.addSubview(otherPanel)
        otherPanel.addSubview(other)
        return (root, label, other)
    }

    @Test func aChangeDeepInTheTreeIsSeenFromTheRootAndDrawn() {
        let (root, label, _) = deepTree()
        let pilot = Pilot(root: root, columns: 10, rows: 2)
        #expect(!AppHost.needsDrawing(root))
        let drawn = pilot.app.framesDrawn
        label.text = "moved"
        #expect(AppHost.needsDrawing(root))
        pilot.frame()
        #expect(pilot.app.framesDrawn == drawn + 1)
        pilot.assertScreen(["moved", "other"])
        #expect(!AppHost.needsDrawing(root))
    }

    @Test func aLayoutRequestAloneMakesAFrame() {
        let (root, label, _) = deepTree()
        let pilot = Pilot(root: root, columns: 10, rows: 2)
        label.setNeedsLayout()
        #expect(AppHost.needsDrawing(root))
        pilot.frame()
        #expect(!AppHost.needsDrawing(root))
    }

    @Test func bothSubtreesRepaintWhenBothChange() {
        let (root, label, other) = deepTree()
        let pilot = Pilot(root: root, columns: 10, rows: 2)
        label.text = "one"
        other.text = "two"
        pilot.frame()
        pilot.assertScreen(["one", "two"])
        other.text = "three"
        pilot.frame()
        pilot.assertScreen(["one", "three"])
    }
}
