import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Announcements travel to the nearest handler up the tree; the cursor point a host uses.
@MainActor
@Suite struct ViewAccessibilityTests {
    @Test func anAnnouncementReachesTheNearestHandlerUpTheTree() {
        var rootHeard: [String] = []
        var middleHeard: [String] = []
        let root = View()
        let middle = View()
        let leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.announcementHandler = { rootHeard.append($0) }
        leaf.announce("first")
        middle.announcementHandler = { middleHeard.append($0) }
        leaf.announce("second")
        root.announce("third")
        #expect(rootHeard == ["first", "third"])
        #expect(middleHeard == ["second"])
    }

    @Test func withoutAHandlerAnAnnouncementIsDropped() {
        let view = View()
        view.unhandledActionHandler = { delivery in Issue.record("reported \(delivery)") }
        view.announce("nobody hears this")  // no trap, no report
        #expect(view.announcementHandler == nil)
    }

    @Test func theCursorPointIsTheOriginOrAFieldsInsertionPoint() {
        #expect(View().accessibilityCursorPoint == Point(x: 0, y: 0))
        let field = TextField(text: "Maine")
        field.frame = Rect(x: 4, y: 2, width: 10, height: 1)
        field.layoutIfNeeded()
        #expect(field.accessibilityCursorPoint == Point(x: 5, y: 0))
        field.edit { $0.moveToStart() }
        #expect(field.accessibilityCursorPoint == Point(x: 0, y: 0))
    }

    @Test func eachControlDescribesItselfAsAScreenReaderSaysIt() {
        #expect(View().accessibilityFocusDescription == nil, "a plain view says nothing")
        let labelled = View()
        labelled.accessibilityLabel = "Chart"
        #expect(labelled.accessibilityFocusDescription == "Chart")
        let button = Button(title: " ☆ Favorite ")
        #expect(button.accessibilityFocusDescription == "☆ Favorite, button")
        button.isEnabled = false
        button.accessibilityLabel = "Favorite"
        #expect(button.accessibilityFocusDescription == "Favorite, button, dimmed")
        let field = TextField(placeholder: "breed or origin")
        #expect(field.accessibilityFocusDescription == "breed or origin, text field, empty")
        field.text = "Mau"
        field.accessibilityLabel = "Search"
        #expect(field.accessibilityFocusDescription == "Search, text field, Mau")
        field.isSecure = true
        #expect(field.accessibilityFocusDescription == "Search, text field, secure, 3 characters", "never the secret")
        let segments = SegmentedControl(titles: ["All", "Favorites"], selectedIndex: 1)
        #expect(segments.accessibilityFocusDescription == "Favorites, tab 2 of 2")
        #expect(TextField().accessibilityFocusDescription == "text field, empty")
    }
}
