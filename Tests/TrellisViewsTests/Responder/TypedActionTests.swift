import Testing
import TrellisViews

/// Typed payloads travel up the chain and arrive typed at the first view that accepts
/// their type; untyped actions keep working beside them.
@MainActor
@Suite struct TypedActionTests {
    enum CatAction: Equatable, Sendable {
        case favorite(Int)
        case share(Int)
    }
    enum ButtonAction: Equatable, Sendable { case tap }

    @Test func aPayloadReachesTheFirstViewThatAcceptsItsType() {
        let root = makeRoot()
        let cell = addView("cell", to: root)
        let button = addView("button", to: cell)
        var atRoot: [CatAction] = []
        var atCell: [ButtonAction] = []
        root.onAction(CatAction.self) {
            atRoot.append($0)
            return true
        }
        cell.onAction(ButtonAction.self) {
            atCell.append($0)
            return true
        }

        let delivery = button.send(CatAction.favorite(7))  // the cell takes only ButtonAction
        button.send(ButtonAction.tap)

        #expect(atRoot == [.favorite(7)])
        #expect(atCell == [.tap])
        guard case .handled(let responder) = delivery else {
            Issue.record("unhandled")
            return
        }
        #expect(responder === root)
    }

    @Test func theSenderIsTheViewThatSent() {
        let root = makeRoot()
        let button = addView("button", to: root)
        var sender: View?
        root.onAction(.payload(CatAction.self)) { action in
            sender = action.sender
            return true
        }
        button.send(CatAction.share(1))
        #expect(sender === button)
    }

    @Test func aPayloadNobodyAcceptsIsUnhandledAndNamesItsType() {
        let root = makeRoot()
        let button = addView("button", to: root)
        root.onAction(ButtonAction.self) { _ in true }
        let action = Action(payload: CatAction.favorite(1))
        #expect(action.name.rawValue.hasSuffix("TypedActionTests.CatAction"))
        #expect(action.payload(as: ButtonAction.self) == nil)
        #expect(action.payload(as: CatAction.self) == .favorite(1))
        // an untyped action with another type's name never unwraps as that type
        #expect(Action(.payload(CatAction.self), value: 3).payload(as: CatAction.self) == nil)
        // nor does an action under another name that happens to carry the type
        #expect(Action("favorite", value: CatAction.favorite(1)).payload(as: CatAction.self) == nil)
        let delivery = button.send(CatAction.share(2))  // reported as unhandled, by its type's name
        guard case .unhandled(let unhandled, let path) = delivery else {
            Issue.record("handled")
            return
        }
        #expect(unhandled.name == .payload(CatAction.self))
        #expect(path == ["button", "root"])
    }

    @Test func anUntypedActionSentThroughTheGenericSendStaysUntyped() {
        let root = makeRoot()
        let button = addView("button", to: root)
        var names: [String] = []
        root.onAction("favorite") {
            names.append($0.name.rawValue)
            return true
        }
        let action: any Sendable = Action("favorite", value: 1)
        #expect(button.send(action).wasHandled)  // routed by its name, not as a payload
        #expect(names == ["favorite"])
    }

    @Test func removingTheTypedHandlerPassesThePayloadOn() {
        let root = makeRoot()
        let cell = addView("cell", to: root)
        var handledBy: [String] = []
        root.onAction(CatAction.self) { _ in
            handledBy.append("root")
            return true
        }
        cell.onAction(CatAction.self) { _ in
            handledBy.append("cell")
            return true
        }
        cell.send(CatAction.favorite(1))
        cell.removeActionHandler(for: CatAction.self)
        cell.send(CatAction.favorite(1))
        #expect(handledBy == ["cell", "root"])
    }
}
