import Testing

@testable import TrellisSolver

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test func insertLookUpAndRemoveAgreeWithADictionary() {
        var table = IdentityTable()
        defer { table.deallocate() }
        let objects = (0..<500).map { Variable("o\($0)") }
        var expected: [ObjectIdentifier: Int32] = [:]
        var random = SeededGenerator(seed: 42)
        for step in 0..<4000 {
            let object = objects.randomElement(using: &random)!
            let key = IdentityTable.key(object)
            if Bool.random(using: &random) {
                table.insert(Int32(step), for: key)
                expected[ObjectIdentifier(object)] = Int32(step)
            } else {
                table.remove(key)
                expected[ObjectIdentifier(object)] = nil
            }
        }
        #expect(table.count == expected.count)
        for object in objects {
            #expect(table.value(for: IdentityTable.key(object)) == expected[ObjectIdentifier(object)] ?? -1)
        }
    }
}
