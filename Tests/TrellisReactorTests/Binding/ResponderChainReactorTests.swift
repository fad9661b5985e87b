import Testing
import TrellisViews

@testable import TrellisReactor

/// The cats screen: it handles the favorite and open actions of every cell.
final class CatsScreenReactor: Reactor {
    enum Action: Equatable, Sendable {
        case open(catID: Int)
        case refresh
    }
    struct State: Equatable, Sendable { var opened: [Int] = [] }
    let runtime = ReactorRuntime<CatsScreenReactor>(initialState: State())

    func reduce(_ state: inout State, _ mutation: Action) {
        if case .open(let id) = mutation { state.opened.append(id) }
    }
}

/// A favorite button with a reactor of its own (Drrrible's like button and its `ShotViewReactionLikeButtonViewReactor`).
final class FavoriteButton: View, ReactorView {
    let reactorBinding = ReactorBinding<CatReactor>()
    func bind(reactor: CatReactor, in bag: BindingBag) {}
}

@MainActor
@Suite struct ResponderChainReactorTests {
    let api = FavoritesAPI()
    let events = CatEvents()

    /// screen reactor ← root ← cell ← favorite button (its own reactor) ← icon
    func makeScreen() -> (
        screen: CatsScreenReactor, responder: ReactorResponder<CatsScreenReactor>, root: View,
        button: FavoriteButton, icon: View, buttonReactor: CatReactor
    ) {
        let screen = CatsScreenReactor()
        let responder = ReactorResponder(screen)
        let root = View()
        root.hostResponder = responder
        let cell = View()
        root.addSubview(cell)
        let button = FavoriteButton()
        cell.addSubview(button)
        let icon = View()
        button.addSubview(icon)
        let buttonReactor = CatReactor(catID: 7, api: api, events: events)
        button.reactor = buttonReactor
        return (screen, responder, root, button, icon, buttonReactor)
    }

    @Test func aTypedActionGoesUpToTheFirstReactorThatAcceptsItsType() {
        let tree = makeScreen()
        // the button's own reactor takes CatReactor.Action, not the screen's: it passes on
        let delivery = tree.icon.send(CatsScreenReactor.Action.open(catID: 7))
        #expect(tree.screen.currentState.opened == [7])
        guard case .handled(let responder) = delivery else {
            Issue.record("unhandled")
            return
        }
        #expect(responder === tree.responder)
    }

    @Test func aViewsOwnReactorTakesItsActionTypeFirst() {
        let tree = makeScreen()
        tree.icon.send(CatReactor.Action.toggleFavorite)
        #expect(tree.buttonReactor.currentState.isFavorite)
        #expect(tree.screen.currentState.opened.isEmpty)
    }

    @Test func afterTheReactorIsRemovedItsActionTypeIsNoLongerTaken() {
        let tree = makeScreen()
        tree.button.reactor = nil
        let delivery = tree.icon.send(CatReactor.Action.toggleFavorite)
        #expect(!delivery.wasHandled)
        #expect(!tree.buttonReactor.currentState.isFavorite)
    }

    @Test func otherActionsPassTheAdapterToItsNext() {
        let next = RecordingResponder()
        let responder = ReactorResponder(CatsScreenReactor(), next: next)
        let root = View()
        root.hostResponder = responder
        root.send(ResponderAction.Name<Int>("share"), 3)
        #expect(next.names == ["share"])
    }
}

final class RecordingResponder: Responder {
    var names: [String] = []
    var next: (any Responder)? { nil }
    func respond(to action: ResponderAction) -> Bool {
        names.append(action.name)
        return true
    }
}
