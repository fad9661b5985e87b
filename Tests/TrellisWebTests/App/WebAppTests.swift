import Testing
import TrellisHost
import TrellisLists
import TrellisViews
import TrellisWebTesting

@testable import TrellisWeb

/// A view tree run for a browser tab through the messages its page sends, read back
/// from the frames as the page would draw them.
@MainActor
@Suite struct WebAppTests {
    final class Screen: View {
        let title = Label("Cats")
        let field = TextField()
        let favorite = Button(title: "☆ Favorite")
        var presses = 0

        init(titled text: String = "Cats") {
            super.init()
            title.text = text
            title.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            field.frame = Rect(x: 0, y: 1, width: 20, height: 1)
            favorite.frame = Rect(x: 0, y: 2, width: 12, height: 1)
            favorite.setAction(.segmentSelected, 1)
            favorite.onAction(.segmentSelected) { [unowned self] _ in
                presses += 1
                favorite.title = "★ Favorited"
                return true
            }
            addSubview(title)
            addSubview(field)
            addSubview(favorite)
        }
    }

    /// The host runs no timer for an idle tab: the app asks for a frame when something
    /// changes, once until the frame runs, and keeps a timer only while a spinner moves.
    @Test func anIdleAppAsksForNoFrameAndAChangeMadeOffInputAsksOnce() throws {
        let screen = Screen()
        let app = WebApp(root: screen, size: GridSize(columns: 20, rows: 3))
        var wakes = 0
        app.frameWaker = { wakes += 1 }
        app.start()
        _ = app.nextFrame()
        #expect(app.nextFrame() == nil)
        #expect(wakes == 0 && !app.wantsTicks, "an idle app asks for nothing")
        screen.title.text = "Dogs"  // data that came, not input
        let woken = wakes
        #expect(woken >= 1)
        screen.favorite.title = "★"
        #expect(wakes == woken, "the tree was marked already: one frame draws both")
        #expect(app.nextFrame() != nil)
        #expect(wakes == woken, "what the frame itself marks is not a wake")
        #expect(!app.wantsTicks)
        app.copyToClipboard("Dogs")
        app.announce("Copied")
        #expect(wakes >= 2, "a copy and an announcement go out with a frame")
        _ = app.nextFrame()
        let spinner = ProgressView()
        spinner.frame = Rect(x: 15, y: 2, width: 1, height: 1)
        screen.addSubview(spinner)
        _ = app.nextFrame()
        #expect(app.wantsTicks, "a spinner moves on the timer")
        spinner.removeFromSuperview()
        _ = app.nextFrame()
        #expect(!app.wantsTicks)
    }

    @Test func theTabShowsTheScreenAndTypingGoesToTheFocusedFieldWithTheCaretThere() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3) { $0.focusedView = screen.field }
        #expect(client.screenLines == ["Cats", "", " ☆ Favorite"])
        try client.type("maine")
        #expect(screen.field.text == "maine")
        #expect(client.screenLines[1] == "maine")
        #expect(client.cursor?.x == 5 && client.cursor?.y == 1)
        try client.press("Backspace")
        #expect(client.screenLines[1] == "main")
        try client.send(#"{"t":"focus","in":false}"#)
        #expect(client.cursor == nil, "no caret while the page has no focus")
    }

    /// An input method's text arrives as the characters it composed, typed one by one, as a
    /// terminal's input method types them: the field's caret moves past each (a wide one by two).
    @Test func composedTextReachesTheFocusedFieldAsTypedCharacters() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3) { $0.focusedView = screen.field }
        try client.type("ab")
        try client.send(#"{"t":"text","text":"日本"}"#)
        try client.send(#"{"t":"text","text":"é"}"#)
        #expect(screen.field.text == "ab日本é")
        #expect(client.screenLines[1] == "ab日本é")
        #expect(client.cursor?.x == 7, "two narrow, two wide and one narrow character")
        try client.press("Backspace")
        #expect(screen.field.text == "ab日本")
    }

    /// A view that records the keys and pastes it is offered.
    final class KeyRecorder: View {
        var keys: [KeyEvent] = []
        var pastes: [String] = []
        override var canBecomeFocused: Bool { true }
        override func handleKey(_ event: KeyEvent) -> Bool {
            keys.append(event)
            return true
        }
        override func handlePaste(_ text: String) -> Bool {
            pastes.append(text)
            return true
        }
    }

    @Test func composedTextIsKeysNotAPaste() throws {
        let recorder = KeyRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let root = View()
        root.addSubview(recorder)
        let client = try TestWebClient(root: root, columns: 10, rows: 1) { $0.focusedView = recorder }
        try client.send(#"{"t":"text","text":"日本é"}"#)
        #expect(recorder.keys == [KeyEvent(.character("日")), KeyEvent(.character("本")), KeyEvent(.character("é"))])
        #expect(try client.app.receive(Array(#"{"t":"text","text":"ab"}"#.utf8)) == 2, "a text delivers a key per character")
        #expect(try client.app.receive(Array(#"{"t":"key","key":"a"}"#.utf8)) == 1)
        #expect(recorder.pastes.isEmpty)
    }

    /// A list of six sections of three rows, each section titled by its letter, in a
    /// window of `rows`: its section headers are the screen's headings.
    func sectionedList(rows: Int) -> CollectionView {
        var entries: [TableModelEntry<String>] = []
        for letter in ["A", "B", "C", "D", "E", "F"] {
            entries.append(.title("Section \(letter)"))
            for number in 1...3 { entries.append(.row("\(letter)\(number)")) }
        }
        let source = TableModelDataSource(model: TableModel(sectionedArray: entries), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: String.self) { cell, text, _ in cell.textLabel.text = text }
        let list = CollectionView(dataSource: source, registry: registry)
        list.frame = Rect(x: 0, y: 0, width: 20, height: Double(rows))
        return list
    }

    /// The page's mirror lists the section headers on screen as headings, top to bottom;
    /// a scroll sends the heading that left and the one that came in, not the list.
    @Test func theHeadingsOnScreenReachTheMirrorAndAScrollSendsOnlyWhatChanged() throws {
        for encoding in [WebFrameEncoding.binary, .json] {
            let list = sectionedList(rows: 6)
            let root = View()
            root.addSubview(list)
            let client = try TestWebClient(root: root, columns: 20, rows: 6, frameEncoding: encoding) { $0.focusedView = list }
            #expect(client.screenLines.first == "Section A")
            #expect(client.headings == ["Section A", "Section B"], "\(client.screenLines)")
            list.scroll(by: 4)
            try client.step()
            #expect(client.screenLines.filter { $0.hasPrefix("Section") } == ["Section B", "Section C"])
            #expect(client.headings == ["Section B", "Section C"], "\(encoding): \(client.screenLines)")
            if encoding == .json {
                let changes = client.lastFrame?.split(separator: #""headings":"#).last ?? ""
                #expect(changes == #"[[0],[1,"Section C"]]}"#, "the heading that left and the one that came, no more")
            }
            list.scroll(by: 12)
            try client.step()
            #expect(client.headings == ["Section E", "Section F"])
            list.scroll(by: -16)
            try client.step()
            #expect(client.headings == ["Section A", "Section B"])
        }
    }

    /// A heading is listed only while it shows: a hidden one, or one outside its
    /// superview's frame, is not; a label's own text titles it unless it has a label.
    @Test func onlyHeadingsThatShowAreListed() throws {
        let root = View()
        let shown = Label("Shown")
        shown.frame = Rect(x: 0, y: 1, width: 10, height: 1)
        let first = Label("First")
        first.frame = Rect(x: 5, y: 0, width: 10, height: 1)
        let hidden = Label("Hidden")
        hidden.frame = Rect(x: 0, y: 2, width: 10, height: 1)
        hidden.isHidden = true
        let box = View(frame: Rect(x: 0, y: 3, width: 10, height: 1))
        let clipped = Label("Clipped")
        clipped.frame = Rect(x: 0, y: 1, width: 10, height: 1)
        box.addSubview(clipped)
        let named = Label("☰")
        named.accessibilityLabel = "Menu"
        named.frame = Rect(x: 0, y: 4, width: 10, height: 1)
        let plain = Label("Not a heading")
        plain.frame = Rect(x: 0, y: 5, width: 20, height: 1)
        for view in [shown, first, hidden, clipped, named] { view.isAccessibilityHeader = true }
        for view in [shown, first, hidden, box, named, plain] { root.addSubview(view) }
        let client = try TestWebClient(root: root, columns: 20, rows: 6)
        #expect(client.headings == ["First", "Shown", "Menu"])
        hidden.isHidden = false
        named.isAccessibilityHeader = false
        named.text = "≡"
        try client.step()
        #expect(client.headings == ["First", "Shown", "Hidden"])
    }

    @Test func aClickPressesTheButtonAndOnlyItsCellsAreSent() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3, frameEncoding: .json)
        let before = client.bytesReceived
        try client.click(x: 2, y: 2)
        #expect(screen.presses == 1)
        #expect(client.screenLines[2] == "★ Favorited")
        #expect(client.lastFrame?.contains("Cats") == false, "the title did not change, so it was not sent")
        #expect(client.bytesReceived - before < 200)
    }

    /// A label that copies its text when dragged across, for the test below.
    final class CopyingLabel: View {
        let text: String
        var drags: [DragEvent.Phase] = []
        init(_ text: String) {
            self.text = text
            super.init()
        }
        override func handleDrag(_ drag: DragEvent) -> Bool {
            drags.append(drag.phase)
            if drag.phase == .ended { copyToClipboard(text) }
            return true
        }
    }

    @Test func aDragReachesTheViewAndWhatItCopiesGoesToThePage() throws {
        let label = CopyingLabel("Maine \"Coon\" 猫\n")
        label.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        let root = View()
        root.addSubview(label)
        let client = try TestWebClient(root: root, columns: 20, rows: 2, frameEncoding: .json)
        try client.drag(from: (x: 1, y: 0), to: [(x: 4, y: 0), (x: 9, y: 1)])
        #expect(label.drags == [.began, .moved, .moved, .ended])
        #expect(client.clipboard == "Maine \"Coon\" 猫\n")
        #expect(client.lastFrame?.contains(#""copy":"Maine \"Coon\" 猫\u000a""#) == true)
    }

    /// A screen reader in the browser reads the page's live regions, not the grid: the
    /// focused element's description and every announcement reach them, in any mode (the
    /// terminal's standard mode drops announcements; a browser's mirror is always there).
    @Test func theFocusedElementAndAnnouncementsReachThePagesAccessibleMirror() throws {
        let screen = Screen(titled: "Cats")
        screen.field.placeholder = "Search"
        let client = try TestWebClient(root: screen, columns: 20, rows: 3, frameEncoding: .json) { $0.focusedView = screen.field }
        #expect(client.focusDescription == "Search, text field, empty")
        try client.type("ab")
        #expect(client.focusDescription == "Search, text field, ab")
        let sent = client.framesReceived
        try client.step()
        #expect(client.framesReceived == sent, "nothing changed, so no frame: the mirror is not resent")
        screen.announce("3 breeds match")
        try client.step()
        #expect(client.announcements == ["3 breeds match"])
        #expect(client.lastFrame?.contains(#""say":["3 breeds match"]"#) == true)
        #expect(client.lastFrame?.contains("focus") == false, "the focus did not change")
        try client.press("Tab")
        #expect(client.focusDescription == "☆ Favorite, button")
        for number in 0..<40 { screen.announce("line \(number)") }
        try client.step()
        #expect(client.announcements.suffix(16) == (24..<40).map { "line \($0)" }, "a burst keeps its latest 16")
    }

    @Test func aResizeLaysTheScreenOutAgainAndClearsThePage() throws {
        let screen = Screen(titled: "Cats")
        screen.title.constraints.make { $0.left.top.right.equalToSuperview() }
        let client = try TestWebClient(root: screen, columns: 20, rows: 3, frameEncoding: .json)
        try client.resize(columns: 30, rows: 4)
        #expect(client.columns == 30 && client.rows == 4)
        #expect(client.lastFrame?.contains(#""clear":true"#) == true)
        #expect(client.screenLines == ["Cats", "", " ☆ Favorite", ""])
        #expect(screen.frame.width == 30)
    }

    @Test func aBadMessageChangesNothingAndCtrlCEndsTheSession() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3) { $0.focusedView = screen.field }
        #expect(throws: BrowserMessageError.self) { try client.send(#"{"t":"key","key":"Hyper"}"#) }
        #expect(screen.field.text == "")
        #expect(!client.app.hasQuit)
        try client.press("c", ctrl: true)
        #expect(client.app.hasQuit)
    }

    @Test func twoTabsKeepTheirOwnState() throws {
        let one = Screen(titled: "Cats")
        let two = Screen(titled: "Cats")
        let first = try TestWebClient(root: one, columns: 20, rows: 3) { $0.focusedView = one.field }
        let second = try TestWebClient(root: two, columns: 20, rows: 3) { $0.focusedView = two.field }
        try first.type("abyssinian")
        try second.type("bengal")
        #expect(first.screenLines[1] == "abyssinian")
        #expect(second.screenLines[1] == "bengal")
    }

    @Test func aReloadedPageGetsTheWholeScreenAgain() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3, frameEncoding: .json)
        client.app.pageReloaded()
        try client.step()
        #expect(client.lastFrame?.contains(#""clear":true"#) == true)
        #expect(client.lastFrame?.contains("Cats") == true)
        #expect(client.screenLines == ["Cats", "", " ☆ Favorite"])
    }

    @Test func aChangeOffInputAndAFocusMovedByCodeReachThePageWithNoRedraw() throws {
        let screen = Screen(titled: "Cats")
        let client = try TestWebClient(root: screen, columns: 20, rows: 3, frameEncoding: .json)

        screen.title.text = "Korat"  // a stream's value, between frames
        client.app.focusedView = screen.favorite  // a screen's `context.focus`
        try client.step()

        #expect(client.screenLines[0] == "Korat")
        #expect(client.style(atColumn: 2, row: 2)?.reverse == true, "the focused button's title")
        #expect(client.lastFrame?.contains(#""clear":true"#) == false, "only what changed is sent")
    }
}
