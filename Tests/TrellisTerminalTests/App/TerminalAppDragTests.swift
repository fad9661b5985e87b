import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// A view that takes drags that begin where `accepts` says, and records each one.
@MainActor
final class DragRecorder: View {
    var drags: [DragEvent] = []
    var accepts: (Point) -> Bool = { _ in true }

    override func handleDrag(_ drag: DragEvent) -> Bool {
        if drag.phase == .began, !accepts(drag.location) { return false }
        drags.append(drag)
        return true
    }

    var summary: [String] { drags.map(\.description) }
}

@MainActor
@Suite struct TerminalAppDragTests {
    @Test func aDragGoesToTheViewThatTookItsPressWhereverThePointerGoes() {
        let root = View()
        let target = DragRecorder(frame: Rect(x: 2, y: 1, width: 6, height: 2))
        let other = DragRecorder(frame: Rect(x: 10, y: 1, width: 6, height: 2))
        root.addSubviews(["target": target, "other": other])
        let pilot = Pilot.testing(root: root, columns: 20, rows: 4)
        pilot.drag(from: (x: 3, y: 1), to: [(x: 5, y: 2), (x: 12, y: 3)])
        // In the target's own coordinates; past its right edge once the pointer left it.
        #expect(target.summary == ["began at 1,0 from 1,0", "moved at 3,1 from 1,0", "moved at 10,2 from 1,0", "ended at 10,2 from 1,0"])
        #expect(other.drags.isEmpty)
        pilot.click(x: 11, y: 1)  // a press and release in place: began, ended
        #expect(other.summary == ["began at 1,0 from 1,0", "ended at 1,0 from 1,0"])
        #expect(target.drags.count == 4)
    }

    @Test func aPressTheViewDeclinesGoesToItsSuperview() {
        let outer = DragRecorder(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        let inner = DragRecorder(frame: Rect(x: 4, y: 1, width: 4, height: 1))
        inner.accepts = { _ in false }
        outer.addSubview(inner)
        let pilot = Pilot.testing(root: outer, columns: 20, rows: 4)
        pilot.drag(from: (x: 5, y: 1), to: [(x: 7, y: 1)])
        #expect(inner.drags.isEmpty)
        #expect(outer.summary == ["began at 5,1 from 5,1", "moved at 7,1 from 5,1", "ended at 7,1 from 5,1"])
    }

    @Test func withoutATakerMotionIsIgnoredAndAClickStillClicks() {
        let root = KeyRecorder("plain")
        let pilot = Pilot.testing(root: root, columns: 10, rows: 2)
        pilot.drag(from: (x: 1, y: 0), to: [(x: 4, y: 1)])
        #expect(root.clicks == 1)
        pilot.assertScreen(["plain"])
    }

    @Test func aReleaseThatNeverCameEndsTheDragAtTheNextPress() {
        let root = View()
        let target = DragRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        root.addSubview(target)
        let pilot = Pilot.testing(root: root, columns: 10, rows: 2)
        // A press, a motion, then another press: the terminal lost the release.
        pilot.terminal.enqueueInput(
            MouseEvent(.press(.left), x: 1, y: 0).terminalBytes + MouseEvent(.drag(.left), x: 3, y: 0).terminalBytes
                + MouseEvent(.press(.left), x: 6, y: 1).terminalBytes)
        try? pilot.app.readCompleteInput()
        #expect(
            target.summary == ["began at 1,0 from 1,0", "moved at 3,0 from 1,0", "ended at 3,0 from 1,0", "began at 6,1 from 6,1"])
    }

    @Test func theSessionAsksForDragReports() {
        let pilot = Pilot.testing(root: View(), columns: 10, rows: 2)
        #expect(pilot.terminal.privateModes.isSuperset(of: [1002, 1006]))
        #expect(!pilot.terminal.privateModes.contains(1000))
        pilot.stop()
        #expect(pilot.terminal.privateModes.isDisjoint(with: [1002, 1006]))
    }
}
