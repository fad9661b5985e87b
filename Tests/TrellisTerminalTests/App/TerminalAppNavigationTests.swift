import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// A view that records the characters typed while it has focus, and its clicks.
@MainActor
class KeyRecorder: View {
    var typed = ""
    var clicks = 0

    init(_ text: String = "", frame: Rect = .zero) {
        super.init(frame: frame)
        if !text.isEmpty { addSubview(Label(text, frame: Rect(x: 0, y: 0, width: 20, height: 1))) }
        onAction(.key) { [unowned self] event in
            guard event.modifiers.isEmpty,
                case .character(let character) = event.key
            else { return false }
            typed.append(character)
            return true
        }
        onAction(.click) { [unowned self] _ in
            clicks += 1
            return true
        }
    }
}

@MainActor
@Suite struct TerminalAppNavigationTests {
    @Test func replacingTheRootShowsItAndRemembersEachRootsFocus() {
        let first = View()
        let firstFocus = KeyRecorder("first", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        first.addSubview(firstFocus)
        let pilot = Pilot.testing(root: first, columns: 20, rows: 3) { $0.focusedView = firstFocus }
        let second = KeyRecorder("second")
        pilot.app.replaceRoot(with: second, focus: second)
        pilot.type("a")
        pilot.assertScreen(["second"])
        pilot.app.replaceRoot(with: first)  // no focus given: the one it had comes back
        pilot.type("b")
        pilot.assertScreen(["first"])
        #expect(second.typed == "a" && firstFocus.typed == "b")
        #expect(pilot.app.root === first)
    }

    @Test func anOverlayIsModalForKeysAndClicks() {
        let root = KeyRecorder("under the overlay")
        let pilot = Pilot.testing(root: root, columns: 24, rows: 5) { $0.focusedView = root }
        let overlay = KeyRecorder("modal")
        pilot.app.presentOverlay(overlay, insets: EdgeInsets(top: 2, left: 2, bottom: 1, right: 2))
        pilot.type("x")
        pilot.click(x: 0, y: 0)  // outside: ignored
        pilot.click(x: 3, y: 2)  // inside
        pilot.assertScreen(["under the overlay", "", "  modal"])
        #expect(overlay.typed == "x" && root.typed.isEmpty)
        #expect(overlay.clicks == 1 && root.clicks == 0)
        pilot.app.dismissOverlay()
        pilot.type("y")
        pilot.assertScreen(["under the overlay"])
        #expect(root.typed == "y" && pilot.app.overlay == nil && root.superview == nil)
    }

    @Test func anOverlaysUnhandledInputIsQuietAndOtherActionsReportAsTheRootsDo() {
        let root = View()
        var reported: [String] = []
        root.unhandledActionHandler = { delivery in
            if case .unhandled(let action, _) = delivery { reported.append(action.name) }
        }
        let pilot = Pilot.testing(root: root, columns: 10, rows: 3)
        let overlay = View()
        pilot.app.presentOverlay(overlay)
        pilot.type("z")  // a key nobody in the overlay takes
        overlay.send(ResponderAction.Name<Void>("custom"))
        #expect(reported == ["custom"])  // the key was not reported (nor printed)
        pilot.stop()
    }

    @Test func aNewRootGoesBelowAShownOverlay() {
        let pilot = Pilot.testing(root: KeyRecorder("one"), columns: 20, rows: 4)
        let overlay = KeyRecorder("modal")
        pilot.app.presentOverlay(overlay, insets: EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        let two = KeyRecorder("two")
        pilot.app.replaceRoot(with: two, focus: two)
        pilot.type("k")
        pilot.assertScreen(["two", "", "modal"])
        #expect(overlay.typed == "k")  // still modal
        pilot.app.dismissOverlay()
        pilot.type("m")
        #expect(two.typed == "m")  // the new root's focus, once the overlay goes
    }

    @Test func anOverlayTooBigForItsInsetsFillsTheTerminal() {
        let pilot = Pilot.testing(root: KeyRecorder("under"), columns: 6, rows: 2)
        pilot.app.presentOverlay(KeyRecorder("modal"))
        pilot.frame()
        pilot.assertScreen(["modal", ""])
    }

    @Test func aCentredOverlayStaysCentredWhenTheTerminalIsResized() {
        let pilot = Pilot.testing(root: KeyRecorder("under"), columns: 20, rows: 6)
        let overlay = KeyRecorder("box")
        var asked: [Size] = []
        pilot.app.presentOverlay(
            overlay,
            placement: .centered { screen in
                asked.append(screen)
                return Size(width: 8, height: 2)
            })
        pilot.frame()
        #expect(overlay.superview?.frame == Rect(x: 6, y: 2, width: 8, height: 2))
        pilot.resize(40, 11)
        #expect(overlay.superview?.frame == Rect(x: 16, y: 4, width: 8, height: 2))
        #expect(asked.last == Size(width: 40, height: 11))
        pilot.resize(5, 1)  // smaller than the box: clipped to the terminal
        #expect(overlay.superview?.frame == Rect(x: 0, y: 0, width: 5, height: 1))
        pilot.stop()
    }

    @Test func placementsWorkOutTheirFrames() {
        let screen = Rect(x: 0, y: 0, width: 10, height: 4)
        #expect(
            OverlayPlacement.insets(EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)).frame(in: screen)
                == Rect(x: 2, y: 1, width: 6, height: 2))
        #expect(OverlayPlacement.insets(EdgeInsets(top: 3, left: 6, bottom: 3, right: 6)).frame(in: screen) == screen)
        #expect(OverlayPlacement.centered { _ in Size(width: 3.7, height: 1) }.frame(in: screen) == Rect(x: 3, y: 1, width: 3, height: 1))
    }

    @Test func escOrBackspaceNobodyHandlesGoesBack() {
        let root = KeyRecorder()
        var backs = 0
        let pilot = Pilot.testing(root: root, columns: 10, rows: 2) { app in
            app.focusedView = root
            app.onBack = {
                backs += 1
                return true
            }
        }
        pilot.press(.escape)
        pilot.press(.backspace)
        pilot.press(.tab)
        #expect(backs == 2)
        root.onAction(.key) { _ in true }  // a view that takes every key: no back
        pilot.press(.escape)
        #expect(backs == 2)
    }

    @Test func actionsFromTheOverlayGoOnToTheRootsHostResponder() {
        final class Host: Responder {
            var received: [String] = []
            var next: (any Responder)? { nil }
            func respond(to action: ResponderAction) -> Bool {
                received.append(action.name)
                return true
            }
        }
        let host = Host()
        let root = View()
        root.hostResponder = host
        let pilot = Pilot.testing(root: root, columns: 10, rows: 4)
        let overlay = View()
        pilot.app.presentOverlay(overlay)
        overlay.send(ResponderAction.Name<Void>("favorite"))
        root.send(ResponderAction.Name<Int>("share"), 3)
        #expect(host.received == ["favorite", "share"])
    }
}
