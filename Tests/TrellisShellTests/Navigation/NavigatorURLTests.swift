import Testing
import TrellisShell
import TrellisViews

final class CatScreensModule: ContainerModule {
    let id: ModuleID = "cat-screens"
    let routes = ["cats://cat/<int:id>", "cats://broken"]
    let menuItem = MenuItem(title: "Cats", glyph: "C")
    init(session: Session, container: Container) {}
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Screen {
        guard let id = route.parameters.int("id") else { throw ScreenFailure() }
        return Screen(title: "Cat \(id)", menuItem: menuItem)
    }
    struct ScreenFailure: Error, CustomStringConvertible { var description: String { "no such cat" } }
}

@MainActor
@Suite struct NavigatorURLTests {
    func modules() throws -> ModuleRegistry<Screen> {
        let modules = ModuleRegistry<Screen>(session: Session(), container: ContainerBuilder().build())
        try modules.register(CatScreensModule.self)
        return modules
    }

    @Test func aURLIsRoutedToItsModuleWhoseScreenIsShown() throws {
        let navigator = RecordingNavigator(root: Screen(title: "Home"))
        let modules = try modules()
        let screen = try navigator.open("cats://cat/42", from: modules)
        #expect(screen.title == "Cat 42" && screen.menuItem?.title == "Cats" && screen.navigator === navigator)
        try navigator.open("cats://cat/7", from: modules, as: .present)
        try navigator.open("cats://cat/1", from: modules, as: .replace)
        #expect(navigator.events == [.push("Cat 42"), .present("Cat 7"), .replace(["Cat 1"])])
        #expect(navigator.screens.map(\.title) == ["Cat 1"] && navigator.presented?.title == "Cat 7")
    }

    @Test(arguments: [
        ("cats://dog/1", "no route matches \"cats://dog/1\""),
        ("dogs://cat/1", "no routes for scheme 'dogs'"),
        ("cat 1", "malformed URL"),
        ("cats://broken", "could not make a screen for cats://broken: no such cat"),
    ])
    func aBadURLIsATypedErrorAndShowsItsReason(url: String, reason: String) throws {
        let navigator = RecordingNavigator(root: Screen(title: "Home"))
        let modules = try modules()
        #expect(throws: ModuleError.self) { try navigator.open(url, from: modules) }
        #expect(navigator.events.isEmpty)
        #expect(navigator.openShowingErrors(url, from: modules) == nil)
        let message = try #require(navigator.presented as? MessageScreen)
        #expect(message.title == "Cannot open link")
        #expect(message.message.contains(reason), "\(message.message)")
    }

    @Test func theRecordingNavigatorKeepsTheStackAsAStackNavigatorWould() {
        let navigator = RecordingNavigator(root: Screen(title: "Home"))
        navigator.push(Screen(title: "A"))
        navigator.push(Screen(title: "B"))
        #expect(navigator.pop()?.title == "B")
        #expect(navigator.popToRoot().map(\.title) == ["A"])
        #expect(navigator.pop() == nil && navigator.dismiss() == nil)
        #expect(navigator.events == [.push("A"), .push("B"), .pop, .popToRoot, .pop, .dismiss])
        #expect(navigator.topScreen?.title == "Home")
    }
}
