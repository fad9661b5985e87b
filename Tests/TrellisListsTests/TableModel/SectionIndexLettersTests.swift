import Testing

@testable import TrellisLists

/// `SectionIndex(firstLettersOf:)`: Nimbus's dynamic index, each letter once.
@MainActor
@Suite struct SectionIndexLettersTests {
    @Test func eachFirstLetterOnceJumpingToItsFirstSection() {
        let index = SectionIndex(firstLettersOf: ["Canada", "China", nil, "egypt", "Finland", "France"])
        #expect(index.titles == ["C", "E", "F"])
        #expect(index.section(forTitle: "C") == 0)
        #expect(index.section(forTitle: "E") == 3)
        #expect(index.section(forTitle: "F") == 4)
        #expect(index.section(forTitle: "Z") == nil)
    }
}
