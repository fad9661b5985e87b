import Testing

@testable import TrellisViews

/// `addSubviews(_:)`: a view's parts named and added from one table, in order.
@MainActor
@Suite struct ViewAddSubviewsTests {
    @Test func eachViewIsAddedInOrderNamedByItsKey() {
        let header = View()
        let (name, line) = (Label(), Label())
        header.addSubviews(["name": name, "line": line])
        #expect(header.subviews.map(\.key) == ["name", "line"])
        #expect(name.superview === header && line.superview === header)
    }

    @Test func aViewAddedAgainMovesToTheTopUnderItsNewKey() {
        let header = View()
        let (name, line) = (Label(), Label())
        header.addSubviews(["name": name, "line": line])
        header.addSubviews(["title": name])
        #expect(header.subviews.map(\.key) == ["line", "title"])
        header.addSubviews([:])
        #expect(header.subviews.count == 2)
    }
}
