import Testing
import TrellisDiff
import TrellisLists
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// The terminal host's focus: Tab and Shift-Tab along the focus engine's chain, the keys
/// of a focused control, clicks that focus, the overlay's scope, and how focus looks.
@MainActor
@Suite struct TerminalAppFocusTests {
    /// A one-row button at (`x`, `y`) in `parent` that counts its presses.
    final class Counter {
        var presses: [String] = []
    }

    func button(_ title: String, x: Double, y: Double, in parent: View, counter: Counter) -> Button {
        let button = Button(title: title)
        button.key = title
        button.frame = Rect(x: x, y: y, width: Double(title.count + 2), height: 1)
        button.onAction(.click) { _ in true }
        button.setAction(.segmentSelected, title.count)
        button.onAction(.segmentSelected) { _ in
            counter.presses.append(title)
            return true
        }
        parent.addSubview(button)
        return button
    }

    @Test func tabAndShiftTabNobodyHandledMoveFocusAndATextFieldLetsThemGo() {
        let root = View()
        let counter = Counter()
        let one = button("One", x: 0, y: 0, in: root, counter: counter)
        let field = TextField()
        field.frame = Rect(x: 0, y: 1, width: 10, height: 1)
        root.addSubview(field)
        let two = button("Two", x: 0, y: 2, in: root, counter: counter)
        let pilot = Pilot.testing(root: root, columns: 20, rows: 4)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === one && one.isFocused)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === field)
        pilot.type("ab")
        pilot.press(.tab)
        #expect(field.text == "ab", "the field keeps its text and lets Tab go")
        #expect(pilot.app.focusedView === two && !one.isFocused)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === one, "Tab wraps around")
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === two)
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === field)
        pilot.stop()
    }

    @Test func aViewThatHandlesTabKeepsFocus() {
        let root = View()
        let counter = Counter()
        let one = button("One", x: 0, y: 0, in: root, counter: counter)
        _ = button("Two", x: 0, y: 1, in: root, counter: counter)
        var tabs = 0
        root.onAction(.key) { (event: KeyEvent) in
            guard event.key == .tab else { return false }
            tabs += 1
            return true
        }
        let pilot = Pilot.testing(root: root, columns: 20, rows: 3) { $0.focusedView = one }
        pilot.press(.tab)
        #expect(tabs == 1 && pilot.app.focusedView === one)
        pilot.stop()
    }

    @Test func enterAndSpacePressTheFocusedButtonAndArrowsChangeTheFocusedSegment() {
        let root = View()
        let counter = Counter()
        let one = button("One", x: 0, y: 0, in: root, counter: counter)
        let control = SegmentedControl(titles: ["All", "Favorites", "Nearby"])
        control.frame = Rect(x: 0, y: 1, width: 30, height: 1)
        root.addSubview(control)
        var selected: [Int] = []
        root.onAction(.segmentSelected) { index in
            selected.append(index)
            return true
        }
        let pilot = Pilot.testing(root: root, columns: 30, rows: 3) { $0.focusedView = one }
        pilot.press(.enter)
        pilot.type(" ")
        #expect(counter.presses == ["One", "One"])
        pilot.press(.tab)
        #expect(control.hasFocus)
        pilot.press(.right)
        pilot.press(.right)
        pilot.press(.right)  // the last segment: nothing more, and the key is used
        pilot.press(.left)
        pilot.press(.home)
        pilot.press(.end)
        #expect(selected == [1, 2, 1, 0, 2])
        #expect(control.selectedIndex == 2)
        pilot.stop()
    }

    @Test func anOverlayIsAScopeTabStaysInsideAndDismissingGivesFocusBack() {
        let root = View()
        let counter = Counter()
        let below = button("Below", x: 0, y: 0, in: root, counter: counter)
        _ = button("Also", x: 0, y: 1, in: root, counter: counter)
        let pilot = Pilot.testing(root: root, columns: 30, rows: 8) { $0.focusedView = below }
        let dialog = View()
        let ok = button("OK", x: 0, y: 0, in: dialog, counter: counter)
        let cancel = button("Cancel", x: 6, y: 0, in: dialog, counter: counter)
        pilot.app.presentOverlay(dialog, insets: EdgeInsets(top: 3, left: 2, bottom: 2, right: 2), focus: ok)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === cancel)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === ok)
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === cancel)
        pilot.click(x: 1, y: 0)  // Below, under the overlay: ignored
        #expect(pilot.app.focusedView === cancel && counter.presses.isEmpty)
        pilot.app.dismissOverlay()
        #expect(pilot.app.focusedView === below)
        pilot.stop()
    }

    @Test func aClickFocusesTheFocusableViewItLandsInAndAPushedRootGivesFocusBackOnReturn() throws {
        let root = View()
        let counter = Counter()
        let list = try CollectionViewTerminalTests().seedList()
        list.frame = Rect(x: 0, y: 0, width: 24, height: 8)
        root.addSubview(list)
        let go = button("Go", x: 0, y: 9, in: root, counter: counter)
        let label = Label("just text", frame: Rect(x: 10, y: 9, width: 9, height: 1))
        root.addSubview(label)
        let pilot = Pilot.testing(root: root, columns: 24, rows: 10)
        pilot.click(x: 2, y: 2)  // Row 2
        #expect(pilot.app.focusedView === list, "a click on a cell focuses its list")
        #expect(list.focusedPath == ItemPath(section: 0, item: 1))
        pilot.click(x: 1, y: 9)
        #expect(pilot.app.focusedView === go && counter.presses == ["Go"], "a click on a button focuses and presses it")
        pilot.click(x: 12, y: 9)
        #expect(pilot.app.focusedView === go, "a click on a label leaves focus where it is")
        pilot.press(.tab)
        #expect(pilot.app.focusedView === list)
        let other = View()
        pilot.app.replaceRoot(with: other)
        pilot.app.replaceRoot(with: root)
        #expect(pilot.app.focusedView === list, "the root's focus comes back")
        pilot.stop()
    }
}
