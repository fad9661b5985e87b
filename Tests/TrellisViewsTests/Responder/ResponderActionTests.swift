import Testing
import TrellisViews

extension ResponderAction.Name where Payload == Int {
    fileprivate static var open: Self { "open" }
}

extension ResponderAction.Name where Payload == String {
    /// The same spelling as `.open`, declared with another payload type.
    fileprivate static var openByTitle: Self { "open" }
}

extension ResponderAction.Name where Payload == Void {
    fileprivate static var refresh: Self { "refresh" }
}

/// Typed actions: a name promises its payload's type, so what is sent is what a handler
/// receives, with no cast; payloads sent by type arrive typed at the first view that
/// accepts the type.
@MainActor
@Suite struct ResponderActionTests {
    enum CatAction: Equatable, Sendable {
        case favorite(Int)
        case share(Int)
    }
    enum ButtonAction: Equatable, Sendable { case tap }

    // MARK: - Named actions

    @Test func aNamedPayloadReachesTheNearestHandlerTyped() {
        // given a handler on the cell and one further up, on the root
        let root = makeRoot()
        let cell = addView("cell", to: root)
        let button = addView("button", to: cell)
        var atCell: [Int] = []
        cell.onAction(.open) { (id: Int) -> Bool in
            atCell.append(id)
            return true
        }
        root.onAction(.open) { _ in
            Issue.record("the cell is nearer and handled it")
            return true
        }
        // when the button sends
        let delivery = button.send(.open, 7)
        // then the cell has the Int, and says it handled it
        #expect(atCell == [7])
        guard case .handled(let responder) = delivery else {
            Issue.record("unhandled: \(delivery)")
            return
        }
        #expect(responder === cell)
    }

    @Test func aHandlerThatDeclinesPassesTheActionOn() {
        let root = makeRoot()
        let cell = addView("cell", to: root)
        var handledBy: [String] = []
        cell.onAction(.open) { id in
            guard id > 10 else { return false }
            handledBy.append("cell")
            return true
        }
        root.onAction(.open) { _ in
            handledBy.append("root")
            return true
        }
        cell.send(.open, 3)
        cell.send(.open, 30)
        #expect(handledBy == ["root", "cell"])
    }

    @Test func theSameSpellingWithAnotherPayloadTypeNeverReachesTheHandler() {
        // A payload of the wrong type cannot be sent under a name (see the compile-time
        // test below); two names spelled alike with different types stay two actions.
        let root = makeRoot()
        let cell = addView("cell", to: root)
        var ids: [Int] = []
        var reports: [String] = []
        cell.onAction(.open) { (id: Int) -> Bool in
            ids.append(id)
            return true
        }
        root.unhandledActionHandler = { reports.append("\($0)") }
        let delivery = cell.send(.openByTitle, "Abyssinian")
        #expect(!delivery.wasHandled)
        #expect(ids.isEmpty)
        #expect(reports == ["unhandled action open(Abyssinian): no responder in [cell → root] handled it"])
        #expect(ResponderAction(.openByTitle, "x").payload(for: .open) == nil)
        #expect(ResponderAction(.open, 4).payload(for: .open) == 4)
    }

    @Test func aPayloadOfTheWrongTypeDoesNotCompile() async throws {
        let prelude = """
            import TrellisViews
            extension ResponderAction.Name where Payload == Int { static var open: Self { "open" } }
            @MainActor func check(_ view: View) {

            """
        let right = try await typeCheck(prelude + "view.send(.open, 2); view.onAction(.open) { (id: Int) -> Bool in id > 0 } }")
        #expect(right.accepted, "\(right.diagnostics)")
        let wrongSend = try await typeCheck(prelude + #"view.send(.open, "2") }"#)
        #expect(!wrongSend.accepted)
        #expect(wrongSend.diagnostics.contains("'String'") && wrongSend.diagnostics.contains("'Int'"), "\(wrongSend.diagnostics)")
        let wrongHandler = try await typeCheck(prelude + "view.onAction(.open) { (title: String) -> Bool in title.isEmpty } }")
        #expect(!wrongHandler.accepted, "\(wrongHandler.diagnostics)")
    }

    @Test func anActionWithoutPayloadAndTheSenderArrive() {
        let root = makeRoot()
        let button = addView("button", to: root)
        var senders: [View?] = []
        root.onAction(.refresh) { (_: Void, sender: View?) -> Bool in
            senders.append(sender)
            return true
        }
        #expect(button.send(.refresh).wasHandled)
        #expect(senders.count == 1 && senders[0] === button)
        #expect("\(ResponderAction(.refresh))" == "refresh")
        #expect("\(ResponderAction(.open, 3))" == "open(3)")
    }

    // MARK: - Payloads sent by type

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
        root.onAction(ResponderAction.Name(CatAction.self)) { _, from in
            sender = from
            return true
        }
        button.send(CatAction.share(1))
        #expect(sender === button)
    }

    @Test func aPayloadNobodyAcceptsIsUnhandledAndNamesItsType() {
        let root = makeRoot()
        let button = addView("button", to: root)
        root.onAction(ButtonAction.self) { _ in true }
        let action = ResponderAction(payload: CatAction.favorite(1))
        #expect(action.name.hasSuffix("ResponderActionTests.CatAction"))
        #expect(action.payload(for: .init(ButtonAction.self)) == nil)
        #expect(action.payload(for: .init(CatAction.self)) == .favorite(1))
        // a named action never unwraps as a type, even when it carries one
        #expect(ResponderAction("favorite", CatAction.favorite(1)).payload(for: .init(CatAction.self)) == nil)
        let delivery = button.send(CatAction.share(2))  // reported as unhandled, by its type's name
        guard case .unhandled(let unhandled, let path) = delivery else {
            Issue.record("handled")
            return
        }
        #expect(unhandled.name == ResponderAction.Name(CatAction.self).rawValue)
        #expect(path == ["button", "root"])
    }

    @Test func aNamedActionSentThroughTheGenericSendKeepsItsName() {
        let root = makeRoot()
        let button = addView("button", to: root)
        var ids: [Int] = []
        root.onAction(.open) {
            ids.append($0)
            return true
        }
        let action: any Sendable = ResponderAction(.open, 1)
        #expect(button.send(action).wasHandled)  // routed by its name, not as a payload
        #expect(ids == [1])
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
