import Testing
import TrellisData

struct CatHeader: ViewModel, Equatable {
    let id: Int64
    let version: Int
    let name: String
    let isFavorite: Bool
    let line: String

    func withVersion(_ version: Int) -> CatHeader { CatHeader(id: id, version: version, name: name, isFavorite: isFavorite, line: line) }
    func with(isFavorite: Bool) -> CatHeader { CatHeader(id: id, version: version, name: name, isFavorite: isFavorite, line: line) }
    func with(name: String, line: String) -> CatHeader {
        CatHeader(id: id, version: version, name: name, isFavorite: isFavorite, line: line)
    }

    static let properties: [ViewModelProperty<CatHeader>] = [
        ViewModelProperty("name", \.name), ViewModelProperty("isFavorite", \.isFavorite), ViewModelProperty("line", \.line),
    ]
}

@Suite struct ViewModelControllerTests {
    let header = CatHeader(id: 3, version: 1, name: "Bengal", isFavorite: false, line: "US")

    @Test func observersHearInsertsUpdatesWithTheChangedPropertiesAndDeletes() async throws {
        let controller = ViewModelController<CatHeader>()
        var changes = controller.changes().makeAsyncIterator()
        try await controller.apply(header)
        let favorite = try await controller.update(3) { $0.with(isFavorite: true) }
        try await controller.update(3) { $0.with(name: "Bengal cat", line: "United States") }
        await controller.remove(3)
        await controller.remove(3)  // nothing held: no change

        guard case .inserted(let inserted) = try await changes.next() else {
            Issue.record("no insert")
            return
        }
        #expect(inserted == header)
        guard case .updated(let updated, let properties) = try await changes.next() else {
            Issue.record("no update")
            return
        }
        #expect(updated.version == 2 && favorite.version == 2 && properties == ["isFavorite"])
        guard case .updated(let renamed, let more) = try await changes.next() else {
            Issue.record("no update")
            return
        }
        #expect(renamed.version == 3 && more == ["name", "line"])
        guard case .deleted(let id) = try await changes.next() else {
            Issue.record("no delete")
            return
        }
        #expect(id == 3)
        #expect(await controller.model(3) == nil)
    }

    @Test func anOlderOrEqualVersionIsRefused() async throws {
        let controller = ViewModelController<CatHeader>()
        try await controller.apply(header.withVersion(5))
        await #expect(throws: ViewModelError.staleVersion(id: "3", held: 5, offered: 5)) {
            try await controller.apply(header.withVersion(5))
        }
        await #expect(throws: ViewModelError.staleVersion(id: "3", held: 5, offered: 4)) {
            try await controller.apply(header.withVersion(4).with(isFavorite: true))
        }
        #expect(await controller.model(3)?.isFavorite == false)
    }

    @Test func aNewerVersionThatChangesNothingIsKeptSilently() async throws {
        let controller = ViewModelController<CatHeader>()
        try await controller.apply(header)
        #expect(try await controller.apply(header.withVersion(2)) == nil)
        #expect(await controller.model(3)?.version == 2)
    }

    @Test func updatingAnUnknownModelIsAnError() async {
        let controller = ViewModelController<CatHeader>()
        await #expect(throws: ViewModelError.unknown(id: "9")) { try await controller.update(9) { $0 } }
    }

    @Test func aListFollowingTheChangesKeepsTheNewestVersionInArrivalOrder() async throws {
        let controller = ViewModelController<CatHeader>()
        let other = CatHeader(id: 4, version: 1, name: "Manx", isFavorite: false, line: "UK")
        try await controller.apply(header)
        try await controller.apply(other)
        // A snapshot taken after the first update, then every change from the start: the
        // insert and the update the snapshot already holds change nothing.
        let changes = controller.changes()
        try await controller.update(3) { $0.with(isFavorite: true) }
        var mirror = [try #require(await controller.model(3)), other]
        try await controller.update(4) { $0.with(name: "Manx cat", line: "Isle of Man") }
        await controller.remove(3)
        #expect(mirror.apply(.inserted(header)) == false)
        var iterator = changes.makeAsyncIterator()
        var applied: [Bool] = []
        for _ in 0..<3 { applied.append(mirror.apply(try #require(try await iterator.next()))) }
        #expect(applied == [false, true, true])
        #expect(mirror == [other.with(name: "Manx cat", line: "Isle of Man").withVersion(2)])
        #expect(mirror.apply(.deleted(3)) == false)
        #expect(mirror.apply(.inserted(header)) == true && mirror.map(\.id) == [4, 3])
        #expect(ViewModelChange.deleted(3) == ViewModelChange<CatHeader>.deleted(3))
    }
}
