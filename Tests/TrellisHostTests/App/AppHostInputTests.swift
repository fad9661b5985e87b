import Testing
import TrellisViews

@testable import TrellisHost

/// Keys, pastes and clicks reach the views that override `handleKey(_:)`,
/// `handlePaste(_:)` and `handleClick(at:)`, the focused (or clicked) view first and then
/// up the responder chain, with no help from the host: it asks no view what it is.
@MainActor
@Suite struct AppHostInputTests {
    /// A view that records what it was offered and takes only what it is told to.
    class Recorder: View {
        var takesKeys: Set<KeyEvent> = []
        var takesPastes = false
        var takesClicks = false
        var keys: [KeyEvent] = []
        var pastes: [String] = []
        var clicks: [Point] = []

        override var canBecomeFocused: Bool { true }
        override func handleKey(_ event: KeyEvent) -> Bool {
            keys.append(event)
            return takesKeys.contains(event)
        }
        override func handlePaste(_ text: String) -> Bool {
            pastes.append(text)
            return takesPastes
        }
        override func handleClick(at point: Point) -> Bool {
            clicks.append(point)
            return takesClicks
        }
    }

    /// What the root's unhandled-action handler was told.
    @MainActor final class Reports {
        var lines: [String] = []
    }

    /// `outer` (at 2,1, 10×2) holding `inner` (at 3,1 inside it, 4×1), `inner` focused.
    func scene(reportingTo report: (@MainActor @Sendable (ActionDelivery) -> Void)? = nil) -> (AppHost, outer: Recorder, inner: Recorder) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        if let report { root.unhandledActionHandler = report }
        let outer = Recorder(frame: Rect(x: 2, y: 1, width: 10, height: 2))
        let inner = Recorder(frame: Rect(x: 3, y: 1, width: 4, height: 1))
        outer.addSubview(inner)
        root.addSubview(outer)
        let host = AppHost(root: root, size: GridSize(columns: 20, rows: 4))
        host.attach()
        host.focusedView = inner
        return (host, outer, inner)
    }

    @Test func aKeyTheFocusedViewTakesGoesNoFurther() {
        let (host, outer, inner) = scene()
        inner.takesKeys = [KeyEvent(.character(" "))]
        var handled: [KeyEvent] = []
        outer.onAction(.key) { (event: KeyEvent) in
            handled.append(event)
            return true
        }
        host.handle(.key(KeyEvent(.character(" "))))
        #expect(inner.keys == [KeyEvent(.character(" "))])
        #expect(outer.keys.isEmpty && handled.isEmpty)
    }

    @Test func aKeyTheFocusedViewLeavesGoesUpTheChainOverridesBeforeHandlers() {
        let (host, outer, inner) = scene()
        var order: [String] = []
        outer.takesKeys = []
        outer.onAction(.key) { (_: KeyEvent) in
            order.append("outer's handler")
            return true
        }
        host.handle(.key(KeyEvent(.character("x"))))
        #expect(inner.keys == [KeyEvent(.character("x"))])
        #expect(outer.keys == [KeyEvent(.character("x"))])
        #expect(order == ["outer's handler"])
    }

    @Test func aKeyNobodyTakesReachesTheHostTabMovesFocusCtrlCQuits() {
        let (host, outer, inner) = scene()
        host.handle(.key(KeyEvent(.tab)))
        #expect(inner.keys == [KeyEvent(.tab)] && outer.keys == [KeyEvent(.tab)])
        #expect(host.focusedView === outer, "Tab nobody took moved focus (outer comes after inner in reading order, wrapping)")
        host.handle(.key(.interrupt))
        #expect(host.quitRequested)
    }

    @Test func aKeyActionWithTheWrongPayloadIsNotAKey() {
        let (_, _, inner) = scene()
        let impostor = ResponderAction.Name<String>("key")
        let delivery = inner.send(impostor, "x")
        #expect(!delivery.wasHandled)
        #expect(inner.keys.isEmpty)
    }

    @Test func aPasteGoesToTheFocusedViewThenUpTheChain() {
        let (host, outer, inner) = scene()
        outer.takesPastes = true
        host.handle(.paste("Maine Coon"))
        #expect(inner.pastes == ["Maine Coon"] && outer.pastes == ["Maine Coon"])
        inner.takesPastes = true
        host.handle(.paste("Korat"))
        #expect(inner.pastes.last == "Korat" && outer.pastes.count == 1)
    }

    @Test func aPasteNobodyTakesIsDroppedQuietly() {
        let reported = Reports()
        let (host, outer, inner) = scene { reported.lines.append("\($0)") }
        host.handle(.paste("nobody"))
        #expect(inner.pastes == ["nobody"] && outer.pastes == ["nobody"])
        #expect(reported.lines.isEmpty, "unhandled input is routine, not reported")
        // Other actions nobody handles still are.
        inner.send(.segmentSelected, 3)
        #expect(reported.lines.count == 1)
    }

    @Test func aClickReachesEachViewAtItsOwnCoordinates() {
        let (host, outer, inner) = scene()
        var clickedFrom: [(Point, View?)] = []
        host.root.onAction(.click) { (point: Point, sender: View?) in
            clickedFrom.append((point, sender))
            return true
        }
        // Screen (6, 2) is inner's (1, 0) and outer's (4, 1).
        host.handle(.mouse(MouseEvent(.press(.left), x: 6, y: 2)))
        #expect(inner.clicks == [Point(x: 1, y: 0)])
        #expect(outer.clicks == [Point(x: 4, y: 1)])
        #expect(clickedFrom.count == 1 && clickedFrom[0].0 == Point(x: 1, y: 0) && clickedFrom[0].1 === inner)
        #expect(host.focusedView === inner)

        // Taken by outer: it goes no further. A click on outer alone focuses it.
        outer.takesClicks = true
        host.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 1)))
        #expect(outer.clicks.last == Point(x: 1, y: 0))
        #expect(inner.clicks.count == 1 && clickedFrom.count == 1)
        #expect(host.focusedView === outer)
    }

    @Test func aClickOnAButtonsTitlePressesIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let button = Button(title: "Go", action: .segmentSelected, payload: 1)
        button.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        var pressed = 0
        root.onAction(.segmentSelected) { (_: Int) in
            pressed += 1
            return true
        }
        root.addSubview(button)
        let host = AppHost(root: root, size: GridSize(columns: 10, rows: 1))
        host.attach()
        host.handle(.mouse(MouseEvent(.press(.left), x: 1, y: 0)))
        #expect(pressed == 1)
        button.isEnabled = false
        host.handle(.mouse(MouseEvent(.press(.left), x: 1, y: 0)))
        #expect(pressed == 1, "a disabled button takes the click and does nothing")
    }

    @Test func aViewThatOverridesRespondWithoutSuperTakesNoInputThroughItsMethods() {
        final class Deaf: Recorder {
            override func respond(to action: ResponderAction) -> Bool { false }
        }
        let root = View()
        let deaf = Deaf(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        deaf.takesKeys = [KeyEvent(.enter)]
        root.addSubview(deaf)
        let host = AppHost(root: root, size: GridSize(columns: 4, rows: 1))
        host.attach()
        host.focusedView = deaf
        host.handle(.key(KeyEvent(.enter)))
        #expect(deaf.keys.isEmpty)
    }
}
