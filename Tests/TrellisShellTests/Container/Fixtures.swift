import TrellisShell

// Small services for the container tests: classes, so identity shows which instance came back.

final class Database: Sendable {}
final class Networker: Sendable {}
final class CatStore: Sendable {
    let database: Database
    let networker: Networker
    init(database: Database, networker: Networker) {
        self.database = database
        self.networker = networker
    }
}
final class CatDetail: Sendable {
    let id: Int
    let store: CatStore
    init(id: Int, store: CatStore) {
        self.id = id
        self.store = store
    }
}

// A → B → C → A, for cycle errors.
final class CycleA: Sendable { init(_: CycleB) {} }
final class CycleB: Sendable { init(_: CycleC) {} }
final class CycleC: Sendable { init(_: CycleA) {} }
final class CycleRoot: Sendable { init(_: CycleA) {} }

struct BrokenFactory: Error, Equatable {}

/// The Cats graph: a store on a database and a networker, and details made with an ID.
func catsBuilder(store: Scope = .transient, database: Scope = .app) -> ContainerBuilder {
    var builder = ContainerBuilder()
    builder.register(Database.self, scope: database) { _ in Database() }
    builder.register(Networker.self) { _ in Networker() }
    builder.register(CatStore.self, scope: store) { r in CatStore(database: try r.resolve(), networker: try r.resolve()) }
    builder.register(CatDetail.self, argument: Int.self) { r, id in CatDetail(id: id, store: try r.resolve()) }
    return builder
}
