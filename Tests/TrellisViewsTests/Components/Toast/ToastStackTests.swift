import Testing

@testable import TrellisViews

/// A clock a test moves by hand.
@MainActor
final class ManualClock {
    private(set) var now = ContinuousClock.now
    func advance(by duration: Duration) { now += duration }
}

@MainActor
@Suite struct ToastStackTests {
    func makeStack(_ clock: ManualClock) -> (root: View, stack: ToastStack, heard: () -> [String]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        var heard: [String] = []
        root.announcementHandler = { heard.append($0) }
        let stack = ToastStack(now: { clock.now })
        root.addSubview(stack)
        return (root, stack, { heard })
    }

    /// Places the stack at the root's bottom right, at its size, as an app's constraints would.
    func place(_ stack: ToastStack, in root: View) {
        let size = stack.intrinsicContentSize
        stack.frame = Rect(x: root.bounds.width - size.width, y: root.bounds.height - size.height, width: size.width, height: size.height)
    }

    @Test func toastsExpireByTheInjectedClockAndErrorsStay() {
        let clock = ManualClock()
        let (_, stack, _) = makeStack(clock)
        stack.post(Toast("Saved"))
        stack.post(Toast("Sent", duration: .seconds(10)))
        stack.post(Toast("Offline", kind: .error))
        #expect(stack.isAnimating)
        clock.advance(by: .seconds(3))
        #expect(!stack.removeExpired())
        clock.advance(by: .seconds(1))
        #expect(stack.removeExpired())
        #expect(stack.entries.map(\.toast.message) == ["Sent", "Offline"])
        clock.advance(by: .seconds(6))
        #expect(stack.removeExpired())
        #expect(stack.entries.map(\.toast.message) == ["Offline"])
        #expect(!stack.isAnimating)  // only an error left: nothing to wait for
        clock.advance(by: .seconds(3600))
        #expect(!stack.removeExpired())
        #expect(stack.dismissNewest())
        #expect(stack.isEmpty && stack.isHidden)
        #expect(!stack.dismissNewest())
    }

    @Test func drawingDropsExpiredToastsNewestOnTop() {
        let clock = ManualClock()
        let (root, stack, _) = makeStack(clock)
        stack.post(Toast("First"))
        clock.advance(by: .seconds(1))
        stack.post(Toast("Second, longer"))
        place(stack, in: root)
        #expect(stack.intrinsicContentSize == Size(width: 16, height: 3))
        var lines = paintedScreen(root).lines
        #expect(lines[7] == "                         Second, longer")
        #expect(lines[8] == "")
        #expect(lines[9] == "                                  First")
        clock.advance(by: .seconds(3))  // "First" is 4 seconds old
        lines = paintedScreen(root).lines
        #expect(stack.entries.map(\.toast.message) == ["Second, longer"])
        place(stack, in: root)
        lines = paintedScreen(root).lines
        #expect(lines[9] == "                         Second, longer")
    }

    @Test func errorsDrawInTheErrorStyle() {
        let clock = ManualClock()
        let (root, stack, _) = makeStack(clock)
        stack.infoStyle = Theme.standard[.toast]
        stack.errorStyle = Theme.standard[.toastError]
        stack.post(Toast("Oops", kind: .error))
        place(stack, in: root)
        let screen = paintedScreen(root)
        #expect(screen[35, 9].style == Theme.standard[.toastError])
        #expect(screen[34, 9].style == Theme.standard[.toastError])  // its padding
    }

    @Test func showsAtMostTheMaximumCountNewestFirst() {
        let clock = ManualClock()
        let (_, stack, _) = makeStack(clock)
        stack.maximumCount = 2
        for index in 1...5 { stack.post(Toast("t\(index)")) }
        #expect(stack.visibleEntries.map(\.toast.message) == ["t5", "t4"])
        stack.maximumCount = -3  // nonsense shows none, never traps
        #expect(stack.visibleEntries.isEmpty)
        #expect(stack.intrinsicContentSize == .zero)
    }

    @Test func eachToastIsAnnouncedOnce() {
        let clock = ManualClock()
        let (root, stack, heard) = makeStack(clock)
        stack.post(Toast("Saved"))
        stack.post(Toast("Couldn't send", kind: .error))
        place(stack, in: root)
        _ = paintedScreen(root)
        _ = paintedScreen(root)
        #expect(heard() == ["Saved", "Error: Couldn't send"])
    }

    @Test func aClickDismissesTheToastAndOnItsActionPerformsIt() {
        let clock = ManualClock()
        let (root, stack, _) = makeStack(clock)
        var performed: [String] = []
        stack.onAction = { performed.append($0.message) }
        stack.post(Toast("Deleted", actionTitle: "Undo"))
        stack.post(Toast("Saved"))
        place(stack, in: root)
        // "Saved" on top (row 0), "Deleted  [Undo]" at row 2, right-aligned in 17 cells
        #expect(!stack.handleClick(at: Point(x: 3, y: 1)))  // the gap between them
        #expect(!stack.handleClick(at: Point(x: .nan, y: 0)))
        #expect(stack.handleClick(at: Point(x: 15, y: 0)))
        #expect(stack.entries.map(\.toast.message) == ["Deleted"])
        #expect(performed.isEmpty)
        place(stack, in: root)
        #expect(stack.handleClick(at: Point(x: 12, y: 0)))  // on "[Undo]"
        #expect(performed == ["Deleted"])
        #expect(stack.isEmpty)
    }

    @Test func ctrlNOnTheRootDismissesTheNewestWhileAToastShows() {
        let clock = ManualClock()
        let (root, stack, _) = makeStack(clock)
        stack.installKeys(on: root)
        let field = TextField()
        root.addSubview(field)
        let ctrlN = KeyEvent(.character("n"), modifiers: .control)
        #expect(!field.send(.key, ctrlN, sender: field).wasHandled)  // no toast: the key goes on
        stack.post(Toast("one"))
        stack.post(Toast("two"))
        #expect(field.send(.key, ctrlN, sender: field).wasHandled)
        #expect(stack.entries.map(\.toast.message) == ["one"])
        #expect(root.declaredKeyBindings.contains { $0.scope == "toast" })
        #expect(!StandardCommand.defaultBindings.bindings.flatMap(\.keys).contains(ctrlN))
    }

    @Test func aStatusLinesMessagesBecomeToasts() {
        let clock = ManualClock()
        let (_, stack, _) = makeStack(clock)
        let status = StatusLine()
        let observation = stack.follow(status)
        status.show("★ Korat is a favorite")
        status.show(StatusMessage("Can't reach the server", kind: .error))
        status.announce("Abyssinian, 1 of 68")  // the accessible mode's: not a toast
        status.clear()
        #expect(stack.entries.map(\.toast) == [Toast("★ Korat is a favorite"), Toast("Can't reach the server", kind: .error)])
        observation.cancel()
        status.show("later")
        #expect(stack.entries.count == 2)
    }

    @Test func describesItselfForAScreenReader() {
        let clock = ManualClock()
        let (_, stack, _) = makeStack(clock)
        #expect(stack.accessibilityFocusDescription == nil)
        stack.post(Toast("Saved"))
        stack.post(Toast("Oops", kind: .error))
        #expect(stack.accessibilityFocusDescription == "2 notifications, newest: Error: Oops")
    }
}
