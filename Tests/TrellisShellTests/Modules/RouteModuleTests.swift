import Testing
import TrellisShell

/// A module written as one expression: its routes, keys and menu item registered as any
/// module's, its closure making the screen, and the closure's error the registry's.
@MainActor
@Suite struct RouteModuleTests {
    struct NoSuchCat: Error {}

    func registry() throws -> ModuleRegistry<String> {
        let registry = ModuleRegistry<String>(session: Session(), container: Container { _ in })
        try registry.register(
            RouteModule(
                id: "cats", routes: ["cats://cats", "cats://cat/<int:id>"], keys: ["favorites"],
                menuItem: MenuItem(title: "Cats", glyph: "C", link: "cats://cats")
            ) { route in
                guard let id = route.parameters.int("id") else { return "list q=\(route.query["q"] ?? "")" }
                if id == 0 { throw NoSuchCat() }
                return "cat \(id)"
            })
        return registry
    }

    @Test func itsRoutesKeysAndMenuItemAreRegisteredAndItsClosureMakesTheScreen() throws {
        let modules = try registry()
        #expect(try modules.open("cats://cats?q=kor") == "list q=kor")
        #expect(try modules.open("cats://cat/42") == "cat 42")
        #expect(modules.module(forKey: "favorites")?.id == "cats")
        #expect(modules.menuItems.map(\.item.link) == ["cats://cats"])
    }

    @Test func theClosuresErrorIsTheRegistrysNamingTheModuleAndTheLink() throws {
        let modules = try registry()
        let error = try #require(throws: ModuleError.self) { try modules.open("cats://cat/0") }
        guard case .screenFailed(let module, let url, let cause) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(module == "cats" && url == "cats://cat/0" && cause is NoSuchCat)
    }

    @Test func itsRoutesAreCheckedLikeAnyModules() throws {
        let modules = try registry()
        let rival = RouteModule<String>(id: "rival", routes: ["cats://cats"], menuItem: MenuItem(title: "R", glyph: "R")) { _ in "" }
        #expect(throws: ModuleError.self) { try modules.register(rival) }
        #expect(modules.modules.count == 1)
    }
}
