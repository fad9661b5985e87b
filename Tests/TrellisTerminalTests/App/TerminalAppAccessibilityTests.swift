import Testing
import TrellisDiff
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal

/// A list item that says its name.
struct SpokenRow: Identifiable, Hashable, Sendable, AccessibilityLabeled {
    var id: Int
    var accessibilityLabel: String { "row \(id)" }
}

/// The accessible mode: the cursor on the focused element, nothing animated, changes
/// announced; and the standard mode untouched.
@MainActor
@Suite("TerminalApp accessible mode")
struct TerminalAppAccessibilityTests {
    /// A list of `count` rows under a one-line title, focused, in a pilot.
    func listPilot(_ accessibility: AccessibilityOptions, count: Int = 10) -> (Pilot, CollectionView) {
        let source = BasicDataSource(items: (1...count).map { SpokenRow(id: $0) }, scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: SpokenRow.self) { cell, row, _ in cell.textLabel.text = "row \(row.id)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.keepsFocus = true
        list.handlesKeys()
        let root = View()
        let title = Label("Rows", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        root.addSubview(title)
        root.addSubview(list)
        let pilot = Pilot.testing(root: root, columns: 20, rows: 6) { app in
            app.accessibility = accessibility
            app.focusedView = list
            app.onFrame = { list.frame = Rect(x: 2, y: 1, width: 18, height: 5) }
        }
        list.focusItem(at: ItemPath(section: 0, item: 0))
        pilot.frame()
        return (pilot, list)
    }

    @Test("in the accessible mode the cursor shows at the focused row's first column and follows it")
    func cursorFollowsListFocus() {
        let (pilot, _) = listPilot(.accessible)
        #expect(pilot.terminal.isCursorVisible)
        #expect(pilot.terminal.cursorPosition == (2, 1))
        #expect(pilot.terminal.cursorLine == "  row 1")
        pilot.press(.down)
        pilot.press(.down)
        #expect(pilot.terminal.cursorPosition == (2, 3))
        #expect(pilot.terminal.cursorLine == "  row 3")
    }

    @Test("in the standard mode the cursor stays hidden on a focused list")
    func standardHidesTheCursor() {
        let (pilot, _) = listPilot(.standard)
        pilot.press(.down)
        #expect(!pilot.terminal.isCursorVisible)
        #expect(pilot.terminal.cursorLine == nil)
    }

    @Test("a focused button takes the cursor at its first column; a hidden one hides it")
    func buttonFocus() {
        let root = View()
        let button = Button(title: "OK")
        button.frame = Rect(x: 5, y: 2, width: 4, height: 1)
        root.addSubview(button)
        let pilot = Pilot.testing(root: root, columns: 12, rows: 4) { app in
            app.accessibility = .accessible
            app.focusedView = button
        }
        #expect(pilot.terminal.isCursorVisible)
        #expect(pilot.terminal.cursorPosition == (5, 2))
        button.isHidden = true
        pilot.frame()
        #expect(!pilot.terminal.isCursorVisible)
    }

    @Test("focus moves are announced in words, with the row's place, only in the accessible mode")
    func focusAnnouncements() {
        var heard: [String] = []
        let (pilot, _) = listPilot(.accessible)
        pilot.app.onAnnouncement = { heard.append($0) }
        pilot.press(.down)
        pilot.press(.end)
        #expect(heard == ["row 2, 2 of 10", "row 10, 10 of 10"])
        #expect(pilot.app.lastAnnouncement == "row 10, 10 of 10")

        let (standard, _) = listPilot(.standard)
        standard.app.onAnnouncement = { heard.append("standard: \($0)") }
        standard.press(.down)
        standard.app.announce("Loaded")
        #expect(standard.app.lastAnnouncement == nil)
        #expect(!heard.contains { $0.hasPrefix("standard") })
    }

    @Test("Tab, Shift-Tab and a click that move focus say what took it: the control, its kind, its value")
    func focusChangesAreSaid() {
        let root = View()
        let field = TextField(placeholder: "search")
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 2, width: 4, height: 1)
        root.addSubview(field)
        root.addSubview(button)
        var heard: [String] = []
        let pilot = Pilot.testing(root: root, columns: 12, rows: 4) { app in
            app.accessibility = .accessible
            app.focusedView = field
            app.onAnnouncement = { heard.append($0) }
        }
        pilot.press(.tab)
        pilot.press(.tab, modifiers: .shift)
        pilot.type("cat")
        pilot.click(x: 1, y: 2)
        pilot.click(x: 1, y: 2)  // focus stays: nothing more is said
        #expect(heard == ["Go, button", "search, text field, empty", "Go, button"])

        var standardHeard: [String] = []
        let standardRoot = View()
        let ok = Button(title: "OK")
        ok.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        standardRoot.addSubview(ok)
        let standard = Pilot.testing(root: standardRoot, columns: 12, rows: 4) { app in
            app.onAnnouncement = { standardHeard.append($0) }
        }
        standard.press(.tab)
        #expect(standard.app.focusedView === ok, "Tab moves focus in the standard mode too")
        #expect(standardHeard.isEmpty, "but says nothing")
    }

    @Test("an overlay's views announce too, and the root's handler is restored when the app ends")
    func overlayAnnouncements() {
        let (pilot, _) = listPilot(.accessible)
        let overlay = Label("Help")
        pilot.app.presentOverlay(overlay)
        overlay.announce("Help opened")
        #expect(pilot.app.lastAnnouncement == "Help opened")
        let root = pilot.app.root
        pilot.stop()
        #expect(root.announcementHandler == nil)
    }

    @Test("in the accessible mode a loading placeholder draws no spinner and no frame is drawn for one")
    func noSpinnerFrames() {
        for accessibility in [AccessibilityOptions.standard, .accessible] {
            let placeholder = PlaceholderView()
            placeholder.placeholder = Placeholder(kind: .loading, title: "Loading", message: nil)
            let root = View()
            root.addSubview(placeholder)
            let pilot = Pilot.testing(root: root, columns: 9, rows: 3) { app in
                app.accessibility = accessibility
                app.spinnerInterval = .zero  // every frame is due to move a spinner: no waiting
                app.onFrame = { placeholder.frame = root.bounds }
            }
            pilot.frame()
            let drawn = pilot.app.framesDrawn
            for _ in 0..<5 { pilot.frame() }
            if accessibility.reducesMotion {
                #expect(pilot.app.framesDrawn == drawn, "idle frames drawn with a load in flight")
                #expect(pilot.screenLines == ["", "Loading…", ""])
            } else {
                #expect(pilot.app.framesDrawn == drawn + 5)
                #expect(PlaceholderView.spinnerGlyphs.contains(pilot.screenLines[0].last ?? " "))
            }
        }
    }

    @Test("a text field keeps the cursor at its insertion point in both modes")
    func textField() {
        for accessibility in [AccessibilityOptions.standard, .accessible] {
            let field = TextField(text: "cat")
            field.frame = Rect(x: 3, y: 1, width: 10, height: 1)
            let root = View()
            root.addSubview(field)
            let pilot = Pilot.testing(root: root, columns: 14, rows: 3) { app in
                app.accessibility = accessibility
                app.focusedView = field
            }
            pilot.press(.left)
            #expect(pilot.terminal.isCursorVisible)
            #expect(pilot.terminal.cursorPosition == (5, 1), "\(accessibility)")
        }
    }
}
