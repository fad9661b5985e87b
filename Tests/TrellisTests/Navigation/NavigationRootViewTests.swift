import Testing
import Trellis
import TrellisTerminalTesting

/// A screen with two buttons, one line apart, the first its preferred focus.
@MainActor
class ButtonsScreen: Screen {
    let first = Button(title: "First")
    let second = Button(title: "Second")

    override func loadView() -> View {
        let view = View()
        first.frame = Rect(x: 1, y: 0, width: 8, height: 1)
        second.frame = Rect(x: 1, y: 1, width: 8, height: 1)
        view.addSubview(first)
        view.addSubview(second)
        return view
    }

    override var preferredFocus: View? { first }
}

@MainActor
@Suite struct NavigationRootViewTests {
    /// A root with a status line, hosting `navigator`, in a pilot whose Esc goes back.
    func start(_ navigator: StackNavigator) -> (Pilot, NavigationRootView<Label>) {
        let root = NavigationRootView(statusLine: Label("ready"))
        let pilot = Pilot.testing(root: root, columns: 30, rows: 6) { app in
            root.app = app
            app.onBack = { navigator.goBack() }
        }
        navigator.host = root
        return (pilot, root)
    }

    @Test func theScreenFillsAllButTheBottomRowWhereTheStatusLineIs() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: ["Tabby"]))
        let (pilot, root) = start(navigator)
        pilot.frame()
        pilot.assertScreen(["             Cats", " Tabby", "", "", "", "ready"])
        #expect(root.content?.frame == Rect(x: 0, y: 0, width: 30, height: 5))
        navigator.push(TextScreen("Tabby", lines: ["Age 3"]))
        pilot.frame()
        pilot.assertScreen([" ‹ Cats     Tabby", " Age 3", "", "", "", "ready"])
    }

    @Test func aPopGivesFocusBackWhereItWasAndAPushFocusesThePreferredView() {
        let list = ButtonsScreen(title: "List")
        let navigator = StackNavigator(root: list)
        let (pilot, root) = start(navigator)
        var changes = 0
        root.onContentChange = { changes += 1 }
        pilot.frame()
        #expect(pilot.app.focusedView === list.first)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === list.second)
        let detail = ButtonsScreen(title: "Detail")
        navigator.push(detail)
        pilot.frame()
        #expect(pilot.app.focusedView === detail.first, "a pushed screen's preferred focus")
        pilot.press(.escape)
        #expect(pilot.app.focusedView === list.second, "the pop gives focus back to the second button, not the preferred first")
        #expect(changes == 2, "the push and the pop")
    }

    @Test func theBackButtonTakesTheRootsFocusedLook() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: []))
        let (pilot, root) = start(navigator)
        root.focusedStyle = Style(underline: true)
        navigator.push(TextScreen("Tabby", lines: []))
        pilot.frame()
        let bar = try? #require((root.content as? ScreenContainerView)?.navigationBar)
        #expect(bar?.backButton.focusedStyle == Style(underline: true))
    }

    @Test func aModalGoesToTheAppsOverlayOrWithoutAnAppIsKeptInsetOverTheScreen() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: ["Tabby"]))
        let (pilot, root) = start(navigator)
        let help = Label("Help")
        root.showModal(help, focus: nil)
        pilot.frame()
        #expect(pilot.app.overlay === help && root.modal === help)
        root.dismissModal()
        #expect(pilot.app.overlay == nil && root.modal == nil)

        let alone = NavigationRootView(statusLine: View())
        alone.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        let kept = Label("Kept")
        alone.showModal(kept, focus: nil)
        alone.layoutIfNeeded()
        #expect(kept.superview === alone && kept.frame == Rect(x: 4, y: 1, width: 32, height: 9))
        alone.dismissModal()
        #expect(kept.superview == nil && alone.modal == nil)
    }

    /// A screen whose focused button declares one key of its own, `x`.
    final class KeyedScreen: ButtonsScreen {
        enum Command: String, KeyCommand, CaseIterable { case mark }

        override func viewDidLoad() {
            first.bindKeys([KeyBinding(Command.mark, "x", summary: "mark", showsInHints: true, hint: "mark")], scope: "keyed") { _, _ in
                true
            }
        }
    }

    @Test func attachingAnAppWiresBackTheHintLineAndAnnouncements() {
        let root = NavigationRootView(statusLine: StatusBar(status: StatusLine()))
        root.bindStandardKeys(scope: "demo", title: { "Keys" }, theme: { .standard }, canGoBack: { true })
        let navigator = StackNavigator(root: TextScreen("Cats", lines: ["Tabby"]))
        var backs = 0
        let pilot = Pilot.testing(root: root, columns: 60, rows: 6) { app in
            app.accessibility = .accessible
            root.attach(
                app, owner: navigator, sharedScope: "demo", focus: { navigator.topScreen?.preferredFocus },
                back: {
                    backs += 1
                    return navigator.goBack()
                })
        }
        navigator.host = root
        navigator.push(KeyedScreen(title: "Keyed"))
        pilot.frame()
        // The screen's key first, the shared ones after it, every one generated from its declaration.
        #expect(pilot.screenLines[5].hasPrefix(" x mark  ? help"), "\(pilot.screenLines)")
        #expect(pilot.screenLines[5].contains("? help") && pilot.screenLines[5].contains("q quit"), "\(pilot.screenLines)")
        root.app?.announce("Tabby, 1 of 1")
        pilot.frame()
        #expect(root.statusLine.status.current?.text == "Tabby, 1 of 1", "the sentence is on the status line")
        pilot.press(.escape)
        #expect(backs == 1 && navigator.screens.count == 1, "Esc goes back through `back`")
        pilot.frame()
        #expect(!pilot.screenLines[5].contains("x mark"), "the hint line followed the pop: \(pilot.screenLines)")
        pilot.stop()
    }

    /// An object to own an attachment, as a shell does.
    final class Owner {}

    @Test func theHintLineStopsFollowingOnceItsOwnerIsGone() {
        let root = NavigationRootView(statusLine: StatusBar(status: StatusLine()))
        var owner: Owner? = Owner()
        var looked = 0
        let pilot = Pilot.testing(root: root, columns: 60, rows: 6) { app in
            root.attach(
                app, owner: owner ?? Owner(), sharedScope: "demo",
                focus: {
                    looked += 1
                    return nil
                }, back: { false })
        }
        root.setNeedsDisplay()
        pilot.frame()
        #expect(looked > 0, "the hint line follows the keys while its owner lives")
        let before = looked
        owner = nil
        root.setNeedsDisplay()
        pilot.frame()
        #expect(looked == before, "a shell that is gone is not asked (its screens' keys may name screens that are gone)")
        pilot.stop()
    }
}
