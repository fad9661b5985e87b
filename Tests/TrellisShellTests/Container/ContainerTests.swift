import Testing

@testable import TrellisShell

@Suite struct ContainerTests {
    @Test func resolvesByTypeWithDependencies() throws {
        let container = catsBuilder().build()
        let store = try container.resolve(CatStore.self)
        let again: CatStore = try container.resolve()
        #expect(store !== again)  // transient
        #expect(store.database === again.database)  // the database is an app singleton
        #expect(store.networker !== again.networker)
    }

    @Test func argumentsReachTheFactory() throws {
        let container = catsBuilder().build()
        let detail = try container.resolve(CatDetail.self, argument: 42)
        #expect(detail.id == 42)
        // Without the argument it is a different registration, which does not exist.
        #expect(throws: ResolutionError.self) { try container.resolve(CatDetail.self) }
    }

    @Test func namesSeparateRegistrationsOfOneType() throws {
        var builder = ContainerBuilder()
        builder.register(String.self) { _ in "plain" }
        builder.register(String.self, name: "formal") { _ in "Good day" }
        let container = builder.build()
        #expect(try container.resolve(String.self) == "plain")
        #expect(try container.resolve(String.self, name: "formal") == "Good day")
        #expect(throws: ResolutionError.self) { try container.resolve(String.self, name: "casual") }
    }

    @Test func aLaterRegistrationReplacesAnEarlierOne() throws {
        var builder = ContainerBuilder()
        builder.register(Int.self) { _ in 1 }
        builder.register(Int.self) { _ in 2 }
        let container = builder.build()
        #expect(try container.resolve(Int.self) == 2)
        #expect(container.providers.count == 1)
    }

    @Test func assembliesRegisterInOrder() throws {
        struct Base: Assembly {
            func assemble(into builder: inout ContainerBuilder) {
                builder.register(Int.self) { _ in 1 }
                builder.register(String.self) { r in "n=\(try r.resolve(Int.self))" }
            }
        }
        struct Override: Assembly {
            func assemble(into builder: inout ContainerBuilder) { builder.register(Int.self) { _ in 7 } }
        }
        let container = Container(assemblies: [Base(), Override()])
        #expect(try container.resolve(String.self) == "n=7")
    }

    @Test func childOverridesReachParentRegistrationsAndLeaveTheParentAlone() throws {
        let parent = catsBuilder(store: .app).build()
        let testDatabase = Database()
        let child = parent.child { $0.register(Database.self, scope: .app) { _ in testDatabase } }
        #expect(try child.resolve(CatStore.self).database === testDatabase)
        #expect(try parent.resolve(CatStore.self).database !== testDatabase)
        // A child has singletons of its own.
        #expect(try child.resolve(CatStore.self) !== parent.resolve(CatStore.self))
        #expect(child.registrationsDescription.contains("child of"))
    }

    @Test func theDumpListsRegistrationsWithTheirScopes() {
        var builder = catsBuilder(store: .session)
        builder.register(String.self, name: "greeting", scope: .graph) { _ in "hi" }
        let dump = builder.build().registrationsDescription
        #expect(
            dump == """
                Container (5 registrations)
                  Database                   app
                  Networker                  transient
                  CatStore                   session
                  CatDetail (argument: Int)  transient
                  String (name: "greeting")  graph
                """)
    }
}
