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

    @Test func reservingKeepsTheEntriesAndMakesRoomInOneStep() {
        var table = IdentityTable()
        defer { table.deallocate() }
        let objects = (0..<300).map { Variable("o\($0)") }
        for (index, object) in objects.prefix(3).enumerated() { table.insert(Int32(index), for: IdentityTable.key(object)) }
        table.reserve(300)
        #expect(table.keys.count == 1_024)  // the smallest power of two at most half full with 300
        let capacity = table.keys.count
        for (index, object) in objects.enumerated().dropFirst(3) { table.insert(Int32(index), for: IdentityTable.key(object)) }
        #expect(table.keys.count == capacity, "300 entries fitted the reserved room")
        #expect(table.count == 300)
        for (index, object) in objects.enumerated() { #expect(table.value(for: IdentityTable.key(object)) == Int32(index)) }
        table.reserve(10)  // never shrinks
        #expect(table.keys.count == capacity)
    }
}
