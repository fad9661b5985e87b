import Testing

@testable import TrellisViews

/// A tab view draws its bar and the selected tab, switches by click and key, keeps each
/// tab's views and focus across switches, and says which tab is selected.
@MainActor
@Suite struct TabViewTests {
    func makeTabs(width: Double = 20, height: Double = 3) -> TabView {
        let tabs = TabView(tabs: ["One": Filler("1"), "Two": Filler("2"), "Three": Filler("3")])
        tabs.frame = Rect(x: 0, y: 0, width: width, height: height)
        tabs.layoutIfNeeded()
        return tabs
    }

    func key(_ spec: String) -> KeyEvent { (try? KeyEvent(spec: spec)) ?? KeyEvent(.escape) }

    /// A tab of two focusable fields, one above the other.
    func fieldsTab(_ prefix: String) -> (View, TextField, TextField) {
        let content = View()
        let first = TextField(placeholder: "\(prefix) first")
        first.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let second = TextField(placeholder: "\(prefix) second")
        second.frame = Rect(x: 0, y: 1, width: 10, height: 1)
        content.addSubviews(["\(prefix).first": first, "\(prefix).second": second])
        return (content, first, second)
    }

    @Test func theBarAndTheSelectedTabAreDrawn() {
        let tabs = makeTabs()
        #expect(
            ContainerPainting.lines(of: tabs) == [
                " One   Two   Three", String(repeating: "1", count: 20), String(repeating: "1", count: 20),
            ])
        #expect(tabs.contents.map(\.isHidden) == [false, true, true])
        #expect(tabs.contents[2].frame == Rect(x: 0, y: 1, width: 20, height: 2))
        #expect(tabs.tabBar.intrinsicContentSize == Size(width: 19, height: 1))
        tabs.selectedIndex = 2
        #expect(ContainerPainting.lines(of: tabs)[1] == String(repeating: "3", count: 20))
    }

    @Test func aClickOnATitleSelectsItAndAnnouncesIt() {
        let tabs = makeTabs()
        var selected: [Int] = []
        var announced: [String] = []
        tabs.onSelect = { selected.append($0) }
        tabs.announcementHandler = { announced.append($0) }
        #expect(tabs.tabBar.send(.click, Point(x: 7, y: 0), sender: tabs.tabBar).wasHandled)
        #expect(tabs.selectedIndex == 1 && selected == [1] && announced == ["Two, tab 2 of 3"])
        #expect(tabs.tabBar.accessibilityFocusDescription == "Two, tab 2 of 3")
        #expect(!tabs.tabBar.handleClick(at: Point(x: 19, y: 0)))
        #expect(!tabs.tabBar.handleClick(at: Point(x: .nan, y: 0)))
        #expect(!tabs.tabBar.handleClick(at: Point(x: 2, y: 4)))
    }

    @Test func settingTheSelectedIndexShowsTheTabAndReportsNothing() {
        let tabs = makeTabs()
        var reported = 0
        var announced: [String] = []
        tabs.onSelect = { _ in reported += 1 }
        tabs.announcementHandler = { announced.append($0) }
        tabs.selectedIndex = 1
        #expect(tabs.contents.map(\.isHidden) == [true, false, true])
        #expect(reported == 0 && announced.isEmpty)
        #expect(!tabs.select(7) && !tabs.select(-1))
    }

    @Test func theKeysSelectFromInsideAndTheArrowsFromTheBar() {
        let probe = FocusableProbe(frame: Rect(x: 0, y: 0, width: 3, height: 1))
        let content = View()
        content.addSubview(probe)
        let tabs = TabView(tabs: ["One": content, "Two": View(), "Three": View()])
        tabs.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        tabs.layoutIfNeeded()
        let engine = FocusEngine(root: tabs)
        engine.focus(probe)
        #expect(probe.send(.key, key("ctrl+pageup")).wasHandled)
        #expect(tabs.selectedIndex == 2)  // wraps to the last
        #expect(tabs.send(.key, key("ctrl+pagedown")).wasHandled)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.send(.key, key("alt+2")).wasHandled && tabs.selectedIndex == 1)
        #expect(!tabs.send(.key, key("alt+9")).wasHandled && tabs.selectedIndex == 1)
        #expect(!tabs.send(.key, key("right")).wasHandled)  // the bar has no focus
        engine.focus(tabs.tabBar)
        #expect(tabs.tabBar.send(.key, key("right")).wasHandled && tabs.selectedIndex == 2)
        #expect(tabs.tabBar.send(.key, key("right")).wasHandled && tabs.selectedIndex == 2)  // at the end: taken, stays
        #expect(tabs.tabBar.send(.key, key("left")).wasHandled && tabs.selectedIndex == 1)
        #expect(engine.focusedView === tabs.tabBar)  // switching from the bar keeps focus there
        #expect(tabs.declaredKeyBindings.map(\.command) == ["next", "previous", "go-to", "move"])
        #expect(tabs.declaredKeyBindings.allSatisfy { $0.scope == "tabs" })
    }

    @Test func eachTabKeepsItsViewsAndTheirStateAcrossSwitches() {
        let (details, name, _) = fieldsTab("details")
        let notes = TextField()
        let tabs = TabView(tabs: ["Details": details, "Notes": notes])
        tabs.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        tabs.layoutIfNeeded()
        name.edit { $0.insert("Ada") }
        tabs.select(1)
        // Hidden, not taken out of the tree: it keeps its frame, its layout and its place.
        #expect(details.superview === tabs && details.isHidden && details.frame == Rect(x: 0, y: 1, width: 20, height: 3))
        notes.edit { $0.insert("draft") }
        tabs.select(0)
        #expect(tabs.contents[0] === details && name.superview === details && details.superview === tabs)
        #expect(name.text == "Ada" && notes.text == "draft")
        #expect(!details.isHidden && notes.isHidden)
    }

    @Test func theFocusInsideATabComesBackWithIt() {
        let (details, _, detailsSecond) = fieldsTab("details")
        let (photos, photosFirst, photosSecond) = fieldsTab("photos")
        let tabs = TabView(tabs: ["Details": details, "Photos": photos, "Empty": View()])
        tabs.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        tabs.layoutIfNeeded()
        let engine = FocusEngine(root: tabs)
        tabs.requestFocus = { engine.focus($0) }
        engine.focus(detailsSecond)
        tabs.send(.key, key("ctrl+pagedown"))
        #expect(engine.focusedView === photosFirst)  // never visited: its first field
        engine.focus(photosSecond)
        tabs.send(.key, key("ctrl+pageup"))
        #expect(engine.focusedView === detailsSecond)
        tabs.selectedIndex = 1
        #expect(engine.focusedView === photosSecond)
        tabs.send(.key, key("ctrl+pagedown"))
        #expect(engine.focusedView === tabs.tabBar)  // nothing to focus in the empty tab
    }

    @Test func badSizesNeverTrap() {
        let tabs = makeTabs()
        for size in [Size(width: 0, height: 0), Size(width: 3, height: 1), Size(width: -2, height: -2), Size(width: 1, height: 9)] {
            tabs.frame.size = size
            _ = ContainerPainting.lines(of: tabs)
            #expect(tabs.contents.allSatisfy { $0.frame.height >= 0 && $0.frame.width >= 0 })
        }
    }

    @Test func theThemeStylesTheTitles() {
        let theme = Theme.standard.with(.tab, Style(foreground: .blue)).with(.tabSelected, Style(foreground: .yellow))
        let tabs = theme.tabView(tabs: ["A": View(), "B": View()])
        tabs.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        let buffer = ContainerPainting.buffer(of: tabs)
        #expect(buffer[1, 0].style.foreground == .yellow && buffer[5, 0].style.foreground == .blue)
    }
}
