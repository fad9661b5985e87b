import Testing
import TrellisViews

extension ResponderAction.Name where Payload == Int {
    static var favorite: Self { "favorite" }
}

extension ResponderAction.Name where Payload == String {
    static var share: Self { "share" }
}

extension ResponderAction.Name where Payload == Void {
    static var unknown: Self { "unknown" }
    static var one: Self { "one" }
    static var two: Self { "two" }
    static var three: Self { "three" }
}

/// Actions travel from the sender up through superviews to the host, and stop at the
/// first responder that handles them.
@MainActor
@Suite struct ResponderChainTests {
    final class Screen: Responder {
        var handled: [String] = []
        var next: (any Responder)? { nil }
        func respond(to action: ResponderAction) -> Bool {
            guard action.payload(for: .share) != nil else { return false }
            handled.append("\(action)")
            return true
        }
    }

    func tree() -> (screen: Screen, root: View, cell: View, button: View) {
        let screen = Screen()
        let root = makeRoot()
        root.hostResponder = screen
        let list = addView("list", to: root)
        let cell = addView("cell", to: list)
        let button = addView("button", to: cell)
        return (screen, root, cell, button)
    }

    @Test func theChainRunsFromTheViewToTheHost() {
        let (screen, root, _, button) = tree()
        let names = button.responderChain.map { ($0 as? View)?.key ?? "\(type(of: $0))" }
        #expect(names == ["button", "cell", "list", "root", "Screen"])
        #expect(root.next === screen)
    }

    @Test func theFirstResponderThatHandlesItWins() {
        let (screen, root, cell, button) = tree()
        var favorites: [Int] = []
        cell.onAction(.favorite) { id in
            favorites.append(id)
            return true
        }
        root.onAction(.favorite) { _ in
            Issue.record("the cell handled it first")
            return true
        }
        let delivery = button.send(.favorite, 42)
        #expect(delivery.wasHandled)
        #expect(favorites == [42])

        button.send(.share, "cat")
        #expect(screen.handled == ["share(cat)"])
    }

    @Test func unhandledActionsAreReportedWithTheirPath() {
        let (screen, root, _, button) = tree()
        var reports: [String] = []
        root.unhandledActionHandler = { reports.append("\($0)") }
        let delivery = button.send(.unknown)
        #expect(!delivery.wasHandled)
        #expect(reports == ["unhandled action unknown: no responder in [button → cell → list → root → Screen] handled it"])
        withExtendedLifetime((screen, root)) {}
    }

    @Test func aSubclassCanHandleActionsByOverriding() {
        final class FavoriteButton: View {
            var taps = 0
            override func respond(to action: ResponderAction) -> Bool {
                if action.payload(for: .favorite) != nil {
                    taps += 1
                    return true
                }
                return super.respond(to: action)
            }
        }
        let button = FavoriteButton()
        #expect(button.send(.favorite, 1).wasHandled)
        #expect(button.taps == 1)
        button.onAction(.share) { _ in true }
        #expect(button.send(.share, "cat").wasHandled)
        button.removeActionHandler(for: .share)
        button.unhandledActionHandler = { _ in }
        #expect(!button.send(.share, "cat").wasHandled)
    }

    @Test func eachRootReportsOnlyItsOwnUnhandledActions() {
        let (_, first, _, firstButton) = tree()
        let (_, second, _, secondButton) = tree()
        var firstReports: [String] = []
        var secondReports: [String] = []
        first.unhandledActionHandler = { firstReports.append("\($0)") }
        second.unhandledActionHandler = { secondReports.append("\($0)") }
        firstButton.send(.one)
        secondButton.send(.two)
        secondButton.send(.three)
        #expect(firstReports.count == 1 && firstReports[0].hasPrefix("unhandled action one"))
        #expect(secondReports.count == 2 && secondReports.allSatisfy { !$0.contains("one") })
    }

    @Test func theOutermostTreeReportsWhenTheHostIsAView() {
        let host = makeRoot()
        let panel = View()
        panel.key = "panel"
        panel.hostResponder = host
        var hostReports = 0
        var panelReports = 0
        host.unhandledActionHandler = { _ in hostReports += 1 }
        panel.unhandledActionHandler = { _ in panelReports += 1 }
        panel.send(.unknown)
        #expect(hostReports == 1 && panelReports == 0)
    }
}
