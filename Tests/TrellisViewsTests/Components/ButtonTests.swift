import Testing
import TrellisViews

extension ResponderAction.Name where Payload == Int {
    fileprivate static var open: Self { "open" }
}

extension ResponderAction.Name where Payload == Void {
    fileprivate static var close: Self { "close" }
}

@MainActor
@Suite struct ButtonTests {
    enum ScreenAction: Equatable, Sendable { case toggle(Int) }

    @Test func pressingSendsTheTypedPayloadUpTheChain() {
        let root = makeRoot()
        let panel = View()
        root.addSubview(panel)
        let button = Button(title: "☆ Favorite", payload: ScreenAction.toggle(7))
        panel.addSubview(button)
        var received: [ScreenAction] = []
        root.onAction(ScreenAction.self) { action in
            received.append(action)
            return true
        }
        let delivery = button.press()
        #expect(delivery?.wasHandled == true)
        #expect(received == [.toggle(7)])
    }

    @Test func aNamedActionCarriesItsPayloadAndSender() {
        let root = makeRoot()
        let button = Button(title: "Open", action: .open, payload: 3)
        root.addSubview(button)
        var sender: View?
        var value: Int?
        root.onAction(.open) { (id: Int, from: View?) -> Bool in
            sender = from
            value = id
            return true
        }
        button.press()
        #expect(sender === button)
        #expect(value == 3)
    }

    @Test func aDisabledButtonOrOneWithoutAnActionSendsNothing() {
        let root = makeRoot()
        let button = Button(title: "Close", action: .close)
        let silent = Button(title: "Nothing")
        root.addSubview(button)
        root.addSubview(silent)
        var presses = 0
        root.onAction(.close) {
            presses += 1
            return true
        }
        button.isEnabled = false
        #expect(button.press() == nil)
        #expect(silent.press() == nil)
        #expect(presses == 0)
        button.isEnabled = true
        #expect(button.press()?.wasHandled == true)
        #expect(presses == 1)
    }

    @Test func anUnhandledPressIsReportedNotDropped() {
        let root = makeRoot()
        let button = Button(title: "Close", action: .close)
        root.addSubview(button)
        var reported: ActionDelivery?
        root.unhandledActionHandler = { reported = $0 }
        #expect(button.press()?.wasHandled == false)
        #expect(reported?.wasHandled == false)
    }

    @Test func itIsAsWideAsItsTitleAndPaddingAndStylesTheTitle() {
        let button = Button(title: "★ Favorite")
        #expect(button.intrinsicContentSize == Size(width: 12, height: 1))
        button.titlePadding = 2
        #expect(button.intrinsicContentSize == Size(width: 14, height: 1))
        button.title = "Go"
        #expect(button.intrinsicContentSize == Size(width: 6, height: 1))
        button.style = Style(reverse: true)
        #expect(button.titleLabel.style == Style(reverse: true))
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == Rect(x: 0, y: 0, width: 6, height: 1))
    }

    @Test func itIsDrawnInItsFocusedStyleOnlyWhileFocused() {
        let button = Button(title: "Go")
        button.style = Style(foreground: .cyan, bold: true)
        #expect(button.titleLabel.style == Style(foreground: .cyan, bold: true))
        let engine = FocusEngine(root: button)
        engine.focus(button)
        #expect(button.isFocused)
        #expect(button.titleLabel.style == Style(foreground: .cyan, bold: true, reverse: true))
        button.focusedStyle = Style(foreground: .black, background: .cyan)
        #expect(button.titleLabel.style == Style(foreground: .black, background: .cyan, bold: true))
        engine.focus(nil)
        #expect(!button.isFocused)
        #expect(button.titleLabel.style == Style(foreground: .cyan, bold: true))
    }

    @Test func laidOutByConstraintsItHugsItsTitle() {
        let root = makeRoot(width: 40, height: 3)
        let button = Button(title: "☆ Favorite")
        root.addSubview(button)
        button.constraints.make { make in
            make.top.equalToSuperview()
            make.right.equalToSuperview().inset(1)
        }
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 27, y: 0, width: 12, height: 1))
    }
}
