import Testing
import TrellisDiff

@Suite struct ItemPathTests {
    @Test func ordersBySectionThenItem() {
        let paths = [ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 5), ItemPath(section: 0, item: 2)]
        #expect(paths.sorted() == [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 5), ItemPath(section: 1, item: 0)])
    }

    @Test func printsLikeIndexPath() {
        #expect(ItemPath(section: 3, item: 14).description == "[3, 14]")
    }
}
