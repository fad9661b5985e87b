import Testing

@testable import TrellisSolver

/// The tableau's manually managed arrays: growth, copies, and index checks that hold
/// in every build (an exit test traps in release too, where `assert` would not).
@Suite("UnmanagedBuffer")
struct UnmanagedBufferTests {
    @Test func appendGrowsAndKeepsEveryElement() {
        var buffer = UnmanagedBuffer<Int32>()
        defer { buffer.deallocate() }
        for value in 0..<1000 { buffer.append(Int32(value)) }
        #expect(buffer.count == 1000 && buffer.capacity >= 1000)
        #expect((0..<1000).allSatisfy { buffer[$0] == Int32($0) })
        #expect(buffer.removeLast() == 999 && buffer.count == 999)
    }

    @Test func aCopyOwnsItsMemory() {
        var original = UnmanagedBuffer<Double>(repeating: 1, count: 4)
        var copy = original.copy()
        defer {
            original.deallocate()
            copy.deallocate()
        }
        copy[2] = 7
        #expect(original[2] == 1 && copy[2] == 7)
    }

    @Test(arguments: [-1, 3, 4, Int.max, Int.min])
    func readingOutsideTheCountTraps(index: Int) async {
        await #expect(processExitsWith: .failure) { [index] in
            let buffer = UnmanagedBuffer<Int>(repeating: 0, count: 3)
            _ = buffer[index]
        }
    }

    @Test(arguments: [-1, 3])
    func writingOutsideTheCountTraps(index: Int) async {
        await #expect(processExitsWith: .failure) { [index] in
            var buffer = UnmanagedBuffer<Int>(repeating: 0, count: 4)
            buffer.removeAll()
            buffer.append(1)
            buffer.append(2)
            buffer.append(3)
            buffer[index] = 9  // within the capacity, past the count
        }
    }

    @Test func removingFromAnEmptyBufferTraps() async {
        await #expect(processExitsWith: .failure) {
            var buffer = UnmanagedBuffer<Int>()
            _ = buffer.removeLast()
        }
    }
}
