import Testing

@testable import TrellisViews

@MainActor
@Suite struct AlertTests {
    func signOutAlert() -> Alert {
        Alert.confirm(title: "Sign out?", message: "2 changes not sent yet", confirm: "Sign out")
    }

    @Test func drawsABorderedPanelSizedToItsText() {
        let host = RecordingHostServices(width: 40, height: 12)
        let alert = signOutAlert()
        #expect(alert.present(from: host.root))
        // inner width: the message (22) is the widest; plus border and padding
        #expect(alert.frame.size == Size(width: 26, height: 7))
        let lines = paintedScreen(host.root).lines
        #expect(lines[2] == "       ┌────────────────────────┐")
        #expect(lines[3] == "       │ Sign out?              │")
        #expect(lines[5] == "       │ 2 changes not sent yet │")
        #expect(lines[7] == "       │     Sign out   Cancel  │")  // right-aligned, each title padded
        #expect(lines[8] == "       └────────────────────────┘")
    }

    @Test func longMessagesWrapAtTheMaximumWidthOrTheScreen() {
        let message = String(repeating: "word ", count: 40)
        let alert = Alert(title: "T", message: message, actions: [AlertAction(title: "OK")])
        let wide = alert.fittingSize(in: Size(width: 200, height: 50))
        #expect(wide.width == 60)
        let narrow = alert.fittingSize(in: Size(width: 30, height: 50))
        #expect(narrow.width == 30)
        #expect(narrow.height > wide.height)
        // nonsense sizes never trap
        for size in [Size(width: .nan, height: .nan), Size(width: -5, height: 0), Size(width: .infinity, height: .infinity)] {
            let fitted = alert.fittingSize(in: size)
            #expect(fitted.width >= 5 && fitted.width <= 60)
        }
        alert.maximumWidth = .nan
        #expect(alert.fittingSize(in: Size(width: 100, height: 40)).width == 60)
    }

    @Test func presentingFocusesTheDefaultElseTheCancelButtonAndAnnounces() {
        let host = RecordingHostServices()
        let alert = Alert(
            title: "Save?", message: "",
            actions: [
                AlertAction(title: "Discard", role: .destructive), AlertAction(title: "Save"), AlertAction(title: "Cancel", role: .cancel),
            ])
        #expect(alert.present(from: host.root))
        #expect(host.focusEngine.focusedView === alert.buttons[1])
        #expect(host.events == [.push(ObjectIdentifier(alert), focus: ObjectIdentifier(alert.buttons[1]))])
        #expect(host.announcements == ["Save?, alert"])
        #expect(!alert.present(from: host.root))  // already shown

        let host2 = RecordingHostServices()
        let confirm = signOutAlert()
        confirm.present(from: host2.root)
        #expect(host2.focusEngine.focusedView === confirm.buttons[1])
        #expect(host2.announcements == ["Sign out?, alert, 2 changes not sent yet"])
        #expect(confirm.accessibilityFocusDescription == "Sign out?, alert, 2 changes not sent yet")
    }

    @Test func anAlertThatIsNotHostedIsNotPresented() {
        let alert = signOutAlert()
        #expect(!alert.present(from: View()))
        #expect(!alert.isPresented)
        alert.dismiss()  // nothing to do
        alert.choose(7)  // not an action: nothing
    }

    @Test func tabAndArrowsMoveBetweenTheButtonsAndWrap() {
        let host = RecordingHostServices()
        let alert = Alert(
            title: "Pick", actions: [AlertAction(title: "A"), AlertAction(title: "B"), AlertAction(title: "C", role: .cancel)])
        alert.present(from: host.root)
        #expect(host.focusEngine.focusedView === alert.buttons[0])
        #expect(host.press("tab"))
        #expect(host.focusEngine.focusedView === alert.buttons[1])
        #expect(host.press("right"))
        #expect(host.focusEngine.focusedView === alert.buttons[2])
        #expect(host.press("right"))
        #expect(host.focusEngine.focusedView === alert.buttons[0])
        #expect(host.press("left"))
        #expect(host.focusEngine.focusedView === alert.buttons[2])
        #expect(host.press("shift+tab"))
        #expect(host.focusEngine.focusedView === alert.buttons[1])
        // the focused button is drawn in the focused style
        #expect(alert.buttons[1].titleLabel.style.reverse)
        #expect(!alert.buttons[0].titleLabel.style.reverse)
    }

    @Test func enterChoosesTheFocusedButtonAndFocusComesBack() {
        let host = RecordingHostServices()
        let field = TextField()
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        host.root.addSubview(field)
        host.focusEngine.focus(field)
        let alert = signOutAlert()
        var chosen: [AlertAction] = []
        alert.onChoose = { chosen.append($0) }
        alert.present(from: field)
        host.press("left")
        #expect(host.press("enter"))
        #expect(chosen == [AlertAction(title: "Sign out", role: .destructive)])
        #expect(alert.superview == nil && !alert.isPresented)
        #expect(host.focusEngine.focusedView === field)
        #expect(host.events.last == .dismiss(ObjectIdentifier(alert)))
    }

    @Test func escChoosesTheCancelAction() {
        let host = RecordingHostServices()
        let alert = signOutAlert()
        var chosen: [AlertAction] = []
        alert.onChoose = { chosen.append($0) }
        alert.present(from: host.root)
        host.press("left")  // focus on "Sign out": Esc still cancels
        #expect(host.press("escape"))
        #expect(chosen == [AlertAction(title: "Cancel", role: .cancel)])
        #expect(!alert.isPresented)
    }

    @Test func escWithoutACancelActionDismissesWithoutAChoice() {
        let host = RecordingHostServices()
        let alert = Alert(title: "Done", actions: [AlertAction(title: "OK")])
        var chosen: [AlertAction] = []
        alert.onChoose = { chosen.append($0) }
        alert.present(from: host.root)
        #expect(host.press("escape"))
        #expect(chosen.isEmpty)
        #expect(host.overlays.isEmpty)
    }

    @Test func aClickOnAButtonChoosesIt() {
        let host = RecordingHostServices()
        let alert = signOutAlert()
        var chosen: [String] = []
        alert.onChoose = { chosen.append($0.title) }
        alert.present(from: host.root)
        let button = alert.buttons[0]
        #expect(button.handleClick(at: Point(x: 1, y: 0)))
        #expect(chosen == ["Sign out"])
        #expect(!alert.isPresented)
    }

    @Test func anAlertWithoutActionsGetsAnOKThatCancels() {
        let alert = Alert(title: "Hello", actions: [])
        #expect(alert.actions == [AlertAction(title: "OK", role: .cancel)])
        #expect(alert.preferredButton === alert.buttons[0])
    }

    @Test func itsKeysAreDeclaredInTheAlertScope() {
        let host = RecordingHostServices()
        let alert = signOutAlert()
        alert.present(from: host.root)
        let bindings = alert.buttons[0].keyBindingsInEffect
        #expect(bindings.contains { $0.scope == "alert" && $0.summary == "cancel" })
        #expect(Alert.Command.commandNames == ["next", "previous", "choose", "cancel"])
    }

    @Test func theThemeStylesThePanel() {
        let theme = Theme.standard
        let alert = theme.alert(title: "T", actions: [AlertAction(title: "Drop", role: .destructive)])
        #expect(alert.style == theme[.alert])
        #expect(alert.titleLabel.style == theme[.alertTitle].merged(over: theme[.alert]))
        #expect(alert.buttons[0].style.foreground == theme[.error].foreground)
    }
}
