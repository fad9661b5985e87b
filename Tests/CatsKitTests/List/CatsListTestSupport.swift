import CatsAPI
import Foundation
import Testing
import TrellisDiff
import TrellisLists
import TrellisReactorTesting
import TrellisTestSupport

@testable import CatsKit

/// Fixtures and waits shared by the list's tests (names kept to this folder's own types,
/// so they never collide with other screens' helpers).
@MainActor
enum ListFixtures {
    /// Four breeds in three origins: small enough to read a whole screen.
    static let breeds = [
        Breed(
            id: 1, name: "Abyssinian", origin: "Ethiopia", coat: "Short", pattern: "Ticked", lifespan: "9–15 years", description: "Ticked."),
        Breed(
            id: 2, name: "Korat", origin: "Thailand", coat: "Short", pattern: "Solid", lifespan: "10–15 years", description: "Silver-blue."),
        Breed(
            id: 3, name: "Siamese", origin: "Thailand", coat: "Short", pattern: "Colorpoint", lifespan: "12–20 years", description: "Vocal."
        ),
        Breed(
            id: 4, name: "Maine Coon", origin: "United States", coat: "Long", pattern: "Tabby", lifespan: "12–15 years", description: "Big."
        ),
    ]
}

extension TestStore where R == CatsListReactor {
    /// Receives `expected`, each with the change it makes, in whatever order they arrived:
    /// an effect's answer and the favorites service's ids race to the main actor.
    func receive(
        unordered expected: [(CatsListReactor.Mutation, (inout CatsListReactor.State) -> Void)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        var remaining = expected
        while !remaining.isEmpty {
            guard await eventually({ !self.unreceivedMutations.isEmpty }),
                let next = unreceivedMutations.first,
                let index = remaining.firstIndex(where: { $0.0 == next })
            else {
                Issue.record("expected \(remaining.map(\.0)), received \(unreceivedMutations)", sourceLocation: sourceLocation)
                return
            }
            let (mutation, change) = remaining.remove(at: index)
            await receive(mutation, assert: change, sourceLocation: sourceLocation)
        }
    }
}

/// Records every batch and reload a data source sends.
@MainActor
final class ListBatchRecorder: DataSourceObserver {
    var updates: [DataSourceUpdate] = []
    var reloads = 0
    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { updates.append(update) }
    func dataSourceDidReloadData(_ dataSource: DataSource) { reloads += 1 }

    var itemDeletes: Int { updates.map { $0.changes.items.deletes.count + $0.changes.sections.deletes.count }.reduce(0, +) }
    var itemInserts: Int { updates.map { $0.changes.items.inserts.count + $0.changes.sections.inserts.count }.reduce(0, +) }
    var moves: [ChangeSet<ItemPath>.Move] { updates.flatMap(\.changes.items.moves) }
}
