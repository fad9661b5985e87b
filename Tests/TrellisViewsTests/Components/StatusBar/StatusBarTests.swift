import Testing
import TrellisViews

/// The status bar: a message or the hints that fit, styled by kind, and the accessory text.
@MainActor
@Suite struct StatusBarTests {
    let hints = [
        KeyHelp("Tab ← →", "All / Favorites"), KeyHelp("Enter", "open the breed"), KeyHelp("f", "favorite or not"),
        KeyHelp("?", "help"), KeyHelp("q", "quit"),
    ]

    func bar(width: Double = 40, status: StatusLine = StatusLine()) -> StatusBar {
        let bar = StatusBar(status: status)
        bar.frame = Rect(x: 0, y: 0, width: width, height: 1)
        bar.hints = hints
        bar.layoutIfNeeded()
        return bar
    }

    @Test("a message, then an error, then the hints again, each in its style")
    func messagesAndHints() {
        let status = StatusLine()
        let bar = bar(width: 80, status: status)
        #expect(bar.messageLabel.text == "Tab ← → All / Favorites  Enter open the breed  f favorite or not  ? help")
        #expect(bar.messageLabel.style == Theme.standard[.statusHint])

        status.show("★ Korat is a favorite")
        bar.layoutIfNeeded()
        #expect(bar.messageLabel.text == "★ Korat is a favorite")
        #expect(bar.messageLabel.style == Theme.standard[.statusMessage])
        #expect(bar.needsDisplay)

        struct Refused: Error, CustomStringConvertible { var description: String { "the server refused it" } }
        status.show(Refused())
        #expect(bar.messageLabel.text == "the server refused it")
        #expect(bar.messageLabel.style == Theme.standard[.statusError])
        #expect(status.current == StatusMessage("the server refused it", kind: .error))

        status.clear()
        bar.layoutIfNeeded()
        #expect(bar.messageLabel.text.hasSuffix("? help"))
        #expect(bar.messageLabel.style == Theme.standard[.statusHint])
    }

    @Test("a theme set while the bar is shown restyles the hints, a message and the accessory")
    func aNewThemeRestylesTheBar() {
        let status = StatusLine()
        let bar = bar(status: status)
        bar.accessoryText = "offline"
        let theme = Theme.standard.with(.statusHint, Style(foreground: .green)).with(.statusAccessory, Style(foreground: .blue))
            .with(.statusMessage, Style(foreground: .magenta))
        bar.theme = theme
        #expect(bar.messageLabel.style == theme[.statusHint] && bar.accessoryLabel.style == theme[.statusAccessory])
        status.show("saved")
        #expect(bar.messageLabel.style == theme[.statusMessage])
    }

    @Test("a message shown before the bar is made shows at once")
    func earlierMessage() {
        let status = StatusLine()
        status.show("Signed in as Ada")
        #expect(bar(status: status).messageLabel.text == "Signed in as Ada")
    }

    @Test("the accessory sits at the right end and the message gives way to it")
    func accessory() {
        let bar = bar(width: 40)
        bar.accessoryText = "offline · 2 waiting"
        bar.layoutIfNeeded()
        #expect(bar.accessoryLabel.frame == Rect(x: 20, y: 0, width: 19, height: 1))
        #expect(bar.messageLabel.frame == Rect(x: 1, y: 0, width: 17, height: 1))
        #expect(bar.messageLabel.text == "? help  q quit")
        #expect(bar.accessoryLabel.style == Theme.standard[.statusAccessory])
        bar.accessoryText = ""
        bar.layoutIfNeeded()
        #expect(bar.accessoryLabel.frame.width == 0)
        #expect(bar.messageLabel.frame == Rect(x: 1, y: 0, width: 38, height: 1))
    }

    @Test("at every width the hints shown are whole, in order, fit, and keep ? help")
    func hintsFitAtEveryWidth() {
        let bar = bar()
        let whole = hints.map(\.text)
        for width in 0...100 {
            let text = bar.hintText(fitting: Double(width))
            let shown = text.components(separatedBy: bar.metrics.hintSeparator)
            #expect(shown.allSatisfy(whole.contains), "width \(width): \(text)")
            #expect(shown == whole.filter(shown.contains), "width \(width): out of order: \(text)")
            #expect(shown.contains("? help"), "width \(width): \(text)")
            #expect(text.count <= width || text == "? help", "width \(width): \(text)")
        }
        #expect(bar.hintText(fitting: 200) == bar.hintText)
    }

    @Test("keepsHint chooses which hints stay however narrow the bar")
    func keepsHint() {
        let bar = bar(width: 12)
        bar.keepsHint = { $0.keys == "q" }
        bar.layoutIfNeeded()
        #expect(bar.messageLabel.text == "q quit")
    }
}

/// The status line's model: current message, bounded history, topics, observers.
@MainActor
@Suite struct StatusLineTests {
    @Test("only a message about the topic is cleared by clear(topic:)")
    func topics() {
        let status = StatusLine()
        status.show(StatusMessage("Can't reach the server", topic: "offline"))
        status.clear(topic: "sync")
        #expect(status.current?.text == "Can't reach the server")
        status.clear(topic: "offline")
        #expect(status.current == nil)
        status.show("★ Korat is a favorite")
        status.clear(topic: "offline")
        #expect(status.current?.text == "★ Korat is a favorite")
    }

    @Test("the history keeps the last messages, oldest first, and a negative limit keeps none")
    func history() {
        let status = StatusLine(historyLimit: 3)
        for index in 1...5 { status.show("\(index)") }
        #expect(status.history.map(\.text) == ["3", "4", "5"])
        let none = StatusLine(historyLimit: -1)
        none.show("x")
        #expect(none.history.isEmpty && none.current?.text == "x")
    }

    @Test("an observer hears each message and the clear until its observation goes")
    func observers() {
        let status = StatusLine()
        var heard: [String?] = []
        var observation: StatusLine.Observation? = status.observe { heard.append($0?.text) }
        status.show("one")
        status.clear()
        observation?.cancel()
        status.show("two")
        #expect(heard == ["one", nil])
        observation = status.observe { heard.append($0?.text) }
        observation = nil
        status.show("three")
        #expect(heard == ["one", nil])
        _ = observation
    }

    @Test("spoken text leaves out symbols and says errors")
    func spokenText() {
        #expect(StatusMessage("★ Korat is a favorite").spokenText == "Korat is a favorite")
        #expect(StatusMessage("refused ☆", kind: .error).spokenText == "Error: refused")
        #expect(StatusMessage("x", kind: .error).description == "error: x")
        #expect(StatusMessage("Abyssinian, 2 of 68", kind: .announcement).isAnnouncement)
    }
}
