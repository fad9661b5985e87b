import Testing
import TrellisViews

@testable import TrellisHost

/// The host every screen shares, driven with no terminal at all: input goes in as
/// `InputEvent`s, frames come out as cells and the spans repainted, which is all a second
/// host (a browser's) has to work with.
@MainActor
@Suite struct AppHostTests {
    final class Presses {
        var titles: [String] = []
    }

    func button(_ title: String, y: Double, in parent: View, presses: Presses) -> Button {
        let button = Button(title: title)
        button.frame = Rect(x: 0, y: y, width: Double(title.count + 2), height: 1)
        button.setAction(.segmentSelected, title.count)
        button.onAction(.segmentSelected) { _ in
            presses.titles.append(title)
            return true
        }
        parent.addSubview(button)
        return button
    }

    /// A host on a 20×3 screen showing `root`, attached as a running host is.
    func host(_ root: View, columns: Int = 20, rows: Int = 3) -> (AppHost, CellBuffer) {
        let host = AppHost(root: root, size: GridSize(columns: columns, rows: rows))
        host.attach()
        return (host, CellBuffer(width: columns, height: rows))
    }

    @Test func aFrameIsPaintedIntoCellsAndTheNextRepaintsOnlyTheRowThatChanged() {
        let root = View()
        let title = Label("Cats")
        title.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        let count = Label("68 breeds")
        count.frame = Rect(x: 0, y: 2, width: 20, height: 1)
        root.addSubview(title)
        root.addSubview(count)
        var (host, buffer) = host(root)
        #expect(host.needsFrame)
        let first = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["Cats", "", "68 breeds"])
        #expect(first.allSatisfy { $0 == 0..<20 }, "the first frame paints everything")
        #expect(!host.needsFrame)
        count.text = "3 favorites"
        #expect(host.needsFrame)
        let second = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["Cats", "", "3 favorites"])
        #expect(second[0].isEmpty && second[1].isEmpty, "rows nothing touched are not repainted")
        #expect(!second[2].isEmpty)
        #expect(host.framesDrawn == 2)
    }

    @Test func keysGoToTheFocusedControlTabMovesFocusAndCtrlCQuits() {
        let root = View()
        let presses = Presses()
        let one = button("One", y: 0, in: root, presses: presses)
        let two = button("Two", y: 1, in: root, presses: presses)
        let (host, _) = host(root)
        host.handle(.key(KeyEvent(.tab)))
        #expect(host.focusedView === one)
        host.handle(.key(KeyEvent(.tab)))
        #expect(host.focusedView === two)
        host.handle(.key(KeyEvent(.enter)))
        #expect(presses.titles == ["Two"])
        #expect(!host.quitRequested)
        host.handle(.key(.interrupt))
        #expect(host.quitRequested)
    }

    @Test func aClickPressesTheButtonUnderItAndFocusesIt() {
        let root = View()
        let presses = Presses()
        _ = button("One", y: 0, in: root, presses: presses)
        let two = button("Two", y: 1, in: root, presses: presses)
        var (host, buffer) = host(root)
        _ = host.paintFrame(into: &buffer, everything: false)
        host.handle(.mouse(MouseEvent(.press(.left), x: 1, y: 1)))
        #expect(presses.titles == ["Two"])
        #expect(host.focusedView === two)
    }

    @Test func aResizeTellsTheHostAndLaysTheTreeOutAgainAndCtrlZIsTheHosts() {
        let root = View()
        let label = Label("Cats")
        root.addSubview(label)
        label.constraints.make { $0.edges.equalToSuperview() }
        var (host, buffer) = host(root)
        var resizes: [GridSize] = []
        var suspends = 0
        host.onResize = { resizes.append($0) }
        host.onSuspendKey = { suspends += 1 }
        _ = host.paintFrame(into: &buffer, everything: false)
        host.handle(.resize(GridSize(columns: 8, rows: 2)))
        #expect(resizes == [GridSize(columns: 8, rows: 2)])
        #expect(host.needsFrame)
        buffer = CellBuffer(width: 8, height: 2)
        _ = host.paintFrame(into: &buffer, everything: true)
        #expect(root.frame == Rect(x: 0, y: 0, width: 8, height: 2))
        #expect(label.frame.width == 8)
        host.handle(.key(KeyEvent(.character("z"), modifiers: .control)))
        #expect(suspends == 1)
        #expect(!host.quitRequested)
    }

    @Test func detachingGivesTheRootItsHandlersBack() {
        let root = View()
        var reported: [String] = []
        root.unhandledActionHandler = { delivery in
            if case .unhandled(let action, _) = delivery { reported.append(action.name) }
        }
        let (host, _) = host(root)
        host.handle(.key(KeyEvent(.character("x"))))
        #expect(reported == [], "input nobody handles is routine while hosted")
        host.detach()
        #expect(!host.isRunning)
        root.send(.key, KeyEvent(.character("x")))
        #expect(reported == ["key"])
    }
}
