import Testing

@testable import TrellisShell

/// What a test module makes for a route: enough to see which module answered and with what.
struct Opened: Equatable {
    var module: ModuleID
    var pattern: String?
    var id: Int?
}

final class CatsModule: ContainerModule {
    let id: ModuleID = "cats"
    let routes = ["cats://cats", "cats://cat/<int:id>"]
    let keys = ["favorites"]
    let menuItem = MenuItem(title: "Cats", glyph: "C", link: "cats://cats")
    let store: CatStore
    init(session: Session, container: Container) throws { store = try container.resolve(CatStore.self) }
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened {
        Opened(module: id, pattern: route.pattern?.description, id: route.parameters.int("id"))
    }
}

final class SettingsModule: ContainerModule {
    let id: ModuleID = "settings"
    let routes = ["/settings", "cats://cat/new"]
    let menuItem = MenuItem(title: "Settings", glyph: "S")
    init(session: Session, container: Container) {}
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened { Opened(module: id, pattern: route.pattern?.description) }
}

final class RivalModule: ContainerModule {
    let id: ModuleID = "rival"
    let routes = ["cats://cats/", "cats://cat/<int:number>"]
    let menuItem = MenuItem(title: "Rival", glyph: "R")
    init(session: Session, container: Container) {}
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened { Opened(module: id) }
}

final class KeyThiefModule: ContainerModule {
    let id: ModuleID = "thief"
    let routes = ["thief://x"]
    let keys = ["favorites"]
    let menuItem = MenuItem(title: "Thief", glyph: "T")
    init(session: Session, container: Container) {}
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened { Opened(module: id) }
}

/// Its menu item opens a link another module claims.
final class MisleadingMenuModule: ContainerModule {
    let id: ModuleID = "misleading"
    let routes = ["cats://misleading"]
    let menuItem = MenuItem(title: "Misleading", glyph: "!", link: "cats://cats")
    init(session: Session, container: Container) {}
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened { Opened(module: id) }
}

final class NeedsUserModule: ContainerModule {
    let id: ModuleID = "profile"
    let routes = ["cats://me"]
    let menuItem = MenuItem(title: "Me", glyph: "M")
    init(session: Session, container: Container) throws {
        _ = try session.valueRequiringUser(for: SessionKey<String>("profile")) { $0.name }
    }
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened { Opened(module: id) }
}

/// Made by the app with what it needs as an initializer parameter: no container.
final class DetailModule: Module {
    let id: ModuleID
    let routes: [String]
    let menuItem = MenuItem(title: "Detail", glyph: "D")
    let prefix: String
    init(id: ModuleID = "detail", routes: [String] = ["cats://detail/<int:id>"], prefix: String) {
        (self.id, self.routes, self.prefix) = (id, routes, prefix)
    }
    func makeScreen(for route: RouteMatch<ModuleID>) throws -> Opened {
        Opened(module: ModuleID(prefix + id.name), pattern: route.pattern?.description, id: route.parameters.int("id"))
    }
}

@MainActor
@Suite struct ModuleRegistryTests {
    func registry() throws -> ModuleRegistry<Opened> {
        let registry = ModuleRegistry<Opened>(session: Session(), container: catsBuilder().build())
        try registry.register(CatsModule.self)
        try registry.register(SettingsModule.self)
        return registry
    }

    @Test func aURLOpensTheModuleThatClaimsIt() throws {
        let modules = try registry()
        #expect(try modules.open("cats://cat/42") == Opened(module: "cats", pattern: "cats://cat/<int:id>", id: 42))
        #expect(try modules.open("cats://cat/new") == Opened(module: "settings", pattern: "cats://cat/new"))
        #expect(try modules.open("cats://settings").module == "settings")  // the global pattern
        #expect(modules.module(forKey: "favorites")?.id == "cats")
        #expect(modules.menuItems.map(\.item.title) == ["Cats", "Settings"])
        #expect(modules.menuItems.map(\.item.link) == ["cats://cats", nil])
    }

    /// Issue 24: a menu item (Facebook's `FBMenuItem`) opens a link its own module claims, so a
    /// command palette listing the menu never offers an entry that goes elsewhere or nowhere.
    @Test func aMenuItemWhoseLinkIsNotItsModulesIsRefusedAndChangesNothing() throws {
        let modules = try registry()
        let error = try #require(throws: ModuleError.self) { try modules.register(MisleadingMenuModule.self) }
        #expect(error.description == "module 'misleading': its menu item opens cats://cats, which none of its routes matches")
        #expect(modules.modules.count == 2)
        #expect(throws: ModuleError.self) { try modules.open("cats://misleading") }
    }

    @Test func aConflictingPatternNamesBothModulesAndChangesNothing() throws {
        let modules = try registry()
        let error = try #require(throws: ModuleError.self) { try modules.register(RivalModule.self) }
        #expect(error.description == "modules 'cats' and 'rival' both claim cats://cats / cats://cats/")
        // The rival's first pattern was not left behind.
        #expect(modules.modules.count == 2)
        #expect(try modules.open("cats://cats").module == "cats")
    }

    /// A module the app made itself, its dependencies checked by the compiler, routes like
    /// one the registry made, and is refused for the same conflicts.
    @Test func aModuleMadeByTheAppIsRegisteredAsItIs() throws {
        let modules = try registry()
        try modules.register(DetailModule(prefix: "made-"))
        #expect(try modules.open("cats://detail/7") == Opened(module: "made-detail", pattern: "cats://detail/<int:id>", id: 7))
        let clash = try #require(throws: ModuleError.self) {
            try modules.register(DetailModule(id: "copy", routes: ["cats://detail/<int:n>"], prefix: ""))
        }
        #expect(clash.description == "modules 'detail' and 'copy' both claim cats://detail/<int:id> / cats://detail/<int:n>")
        let taken = try #require(throws: ModuleError.self) { try modules.register(DetailModule(prefix: "")) }
        #expect(taken.description == "module ID 'detail' is already taken by DetailModule")
        #expect(modules.modules.map(\.id) == ["cats", "settings", "detail"])
    }

    @Test func keysAndIDsMayNotBeClaimedTwice() throws {
        let modules = try registry()
        let keyError = try #require(throws: ModuleError.self) { try modules.register(KeyThiefModule.self) }
        #expect(keyError.description == "modules 'cats' and 'thief' both claim key 'favorites'")
        #expect(throws: ModuleError.self) { try modules.open("thief://x") }  // its routes did not stay
        let idError = try #require(throws: ModuleError.self) { try modules.register(CatsModule.self) }
        #expect(idError.description == "module ID 'cats' is already taken by CatsModule")
    }

    @Test func aModuleThatCannotBeMadeSaysWhy() throws {
        let modules = ModuleRegistry<Opened>(session: Session(), container: Container { _ in })
        let error = try #require(throws: ModuleError.self) { try modules.register(CatsModule.self) }
        #expect(error.description.hasPrefix("module CatsModule could not be made: no registration for CatStore"))
        let signedOut = try #require(throws: ModuleError.self) { try modules.register(NeedsUserModule.self) }
        #expect(signedOut.description.contains("needs a signed-in user"))
    }

    @Test func badURLsAreReadableErrors() throws {
        let modules = try registry()
        let unknown = try #require(throws: ModuleError.self) { try modules.open("dogs://dog/1") }
        #expect(unknown.description == "no routes for scheme 'dogs' (URL \"dogs://dog/1\"); known schemes: cats")
        let malformed = try #require(throws: ModuleError.self) { try modules.open("cats://cat/%zz") }
        #expect(malformed.description.hasPrefix("malformed URL"))
        modules.unmatchedModule = "settings"
        #expect(try modules.open("cats://nowhere") == Opened(module: "settings", pattern: nil))
    }
}
