import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
@Suite struct BasicDataSourceTests {
    func loaded(_ ids: [Int]) -> (ManualCatsDataSource, ListMirror) {
        let source = ManualCatsDataSource(scheduler: ManualScheduler())
        source.loadContent()
        source.tokens[0].updateWithContent { $0.setItems(cats(ids)) }
        let mirror = ListMirror(source)
        return (source, mirror)
    }

    @Test func setItemsEmitsOneDiffedBatch() {
        let (source, mirror) = loaded([1, 2, 3, 4])
        source.setItems(cats([4, 1, 3, 5]))
        #expect(mirror.batches.count == 1)
        let changes = mirror.batches[0].changes.items
        #expect(changes.deletes == [ItemPath(section: 0, item: 1)])
        #expect(changes.inserts == [ItemPath(section: 0, item: 3)])
        #expect(changes.moves.count == 1)
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func setItemsNotAnimatedSaysSo() {
        let (source, mirror) = loaded([1])
        source.setItems(cats([2]), animated: false)
        #expect(mirror.batches.first?.animated == false)
    }

    @Test func emptyingTheItemsMovesToNoContentAndBack() {
        let (source, mirror) = loaded([1, 2])
        source.setItems([])
        #expect(source.loadingState == .noContent)
        source.append(contentsOf: cats([3]))
        #expect(source.loadingState == .contentLoaded)
        #expect(mirror.states == [.noContent, .contentLoaded])
        #expect(mirror.isInSync)
    }

    @Test func emptyingWithAPlaceholderTextShowsItByReloading() {
        let (source, mirror) = loaded([1, 2])
        source.noContentTitle = "No Favorites"
        source.setItems([])
        #expect(source.placeholder?.kind == .noContent)
        #expect(mirror.reloads == 1)
        source.setItems(cats([5]))
        #expect(source.placeholder == nil)
        #expect(mirror.isInSync && mirror.failures == [])
    }

    @Test func helpersReportMinimalBatches() {
        let (source, mirror) = loaded([1, 2, 3])
        source.insert(Cat(id: 10), at: 1)
        source.removeItems(at: [3, 0])
        source.moveItem(from: 0, to: 1)
        source.replaceItem(at: 0, with: Cat(id: 2, name: "Tom"))
        source.replaceItem(at: 1, with: Cat(id: 11))
        #expect(source.items.map(\.description) == ["c2Tom", "c11"])
        #expect(mirror.batches.map(\.changes.items.count) == [1, 2, 1, 1, 2])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func replacingWithAnEqualItemReportsNothing() {
        let (source, mirror) = loaded([1])
        source.replaceItem(at: 0, with: Cat(id: 1))
        #expect(mirror.batches.isEmpty)
    }

    @Test func movingInPlaceReportsNothing() {
        let (source, mirror) = loaded([1, 2])
        source.moveItem(from: 1, to: 1)
        #expect(mirror.batches.isEmpty)
    }

    @Test func batchUpdatesGroupHelpersIntoOneBatch() {
        let (source, mirror) = loaded([1, 2, 3])
        source.performBatchUpdates {
            source.removeItems(at: [0])
            source.append(contentsOf: cats([4, 5]))
            source.moveItem(from: 0, to: 3)
        }
        #expect(mirror.batches.count == 1)
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func duplicatesInSetItemsNeverTrap() {
        let (source, mirror) = loaded([1, 1, 2])
        source.setItems(cats([2, 1, 1, 1]))
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func resetEmptiesAndReloads() {
        let (source, mirror) = loaded([1, 2])
        source.resetContent()
        #expect(source.items.isEmpty && source.loadingState == .initial)
        #expect(mirror.reloads == 1 && mirror.isInSync)
    }

    @Test func removingAnIndexTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = BasicDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
                source.removeItems(at: [1, 1])
            }
        }
    }

    @Test func insertingOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = BasicDataSource(items: cats([1]), scheduler: ManualScheduler())
                source.insert(Cat(id: 2), at: 5)
            }
        }
    }
}

@MainActor
@Suite struct SectionedDataSourceTests {
    struct Origin: Identifiable, Equatable {
        var id: String
        var title: String = ""
    }

    @Test func setSectionsReportsSectionAndItemChangesAsOneBatch() {
        let source = SectionedDataSource<Origin, Cat>(
            sections: [
                ArraySection(model: Origin(id: "EG"), elements: cats([1, 2])),
                ArraySection(model: Origin(id: "TH"), elements: cats([3])),
            ],
            scheduler: ManualScheduler())
        let mirror = ListMirror(source)
        source.setSections([
            ArraySection(model: Origin(id: "TH", title: "Thailand"), elements: cats([3, 2])),
            ArraySection(model: Origin(id: "US"), elements: cats([4])),
        ])
        #expect(mirror.batches.count == 1)
        let changes = mirror.batches[0].changes
        #expect(changes.sections.deletes == [0] && changes.sections.inserts == [1])
        #expect(changes.sections.updates == [.init(old: 1, new: 0)])
        #expect(mirror.failures == [] && mirror.isInSync)
        #expect(source.sectionModel(at: 0).title == "Thailand")
    }

    @Test func elementIsTheTypedItemAndNothingOutsideTheSectionsOrUnderThePlaceholder() {
        let source = SectionedDataSource<Origin, Cat>(
            sections: [ArraySection(model: Origin(id: "EG"), elements: cats([1, 2]))], scheduler: ManualScheduler())
        let cat: Cat? = source.item(at: ItemPath(section: 0, item: 1))
        #expect(cat == Cat(id: 2))
        #expect(source.item(at: ItemPath(section: 0, item: 2)) == nil)
        #expect(source.item(at: ItemPath(section: 1, item: 0)) == nil)
        #expect(source.item(at: ItemPath(section: -1, item: 0)) == nil)
        // while the loading placeholder shows, the list shows no items: neither does item(at:)
        source.noContentTitle = "No Cats"
        var token: LoadingToken<SectionedDataSource<Origin, Cat>>?
        source.loadContent { token = $0 }
        #expect(source.item(at: ItemPath(section: 0, item: 0)) == nil)
        #expect(source.item(at: ItemPath(section: 0, item: 0)) == nil)
        token?.done()
        #expect(source.item(at: ItemPath(section: 0, item: 0)) == Cat(id: 1))
    }
}
