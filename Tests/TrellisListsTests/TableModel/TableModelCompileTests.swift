import Foundation
import Testing

@testable import TrellisLists

/// `compile` is documented O(*n*): building sixteen times the entries must cost about
/// sixteen times as much, not 256 times (what copying a section's rows for every row cost).
@Suite struct TableModelCompileTests {
    /// One long titled section: the case where per-row copying of the section is quadratic.
    static func entries(_ count: Int) -> [TableModelEntry<Int>] {
        [.title("All")] + (0..<count).map { .row($0) } + [.footer(SectionFooter("end"))]
    }

    @Test func compileGrowsLinearly() {
        let small = Self.entries(10_000)
        let large = Self.entries(160_000)
        var sink = 0
        var smallTime = Duration.seconds(1_000)
        var largeTime = Duration.seconds(1_000)
        var ratio = Double.infinity
        // Warm up: the first runs pay for fresh memory.
        sink &+= TableModel<Int>.compile(small)[0].rows.count + TableModel<Int>.compile(large)[0].rows.count
        // The fastest of interleaved runs, each timed by the CPU time of this thread, so that
        // neither the other tests nor a busy machine count (wall time on a loaded two-core
        // machine made it 89× once); linear code is done as soon as one pair shows it.
        for _ in 0..<5 where ratio >= 64 {
            smallTime = min(smallTime, Self.cpuTime { sink &+= TableModel<Int>.compile(small)[0].rows.count })
            largeTime = min(largeTime, Self.cpuTime { sink &+= TableModel<Int>.compile(large)[0].rows.count })
            ratio = largeTime / max(smallTime, .microseconds(1))
        }
        #expect(sink > 0)
        // Linear: about 16×. Quadratic: about 256×. The bound sits between, on a log scale.
        #expect(ratio < 64, "16× the entries took \(ratio)× as long (\(smallTime) → \(largeTime))")
    }

    /// The CPU time this thread spent running `body` (a test's task stays on its thread
    /// while it runs synchronous code).
    static func cpuTime(_ body: () -> Void) -> Duration {
        func now() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = now()
        body()
        return now() - start
    }

    @Test func compileKeepsEveryRowInOrder() {
        let sections = TableModel<Int>.compile(Self.entries(1_000))
        #expect(sections.count == 1)
        #expect(sections[0].rows == Array(0..<1_000))
        #expect(sections[0].header == "All" && sections[0].footer == "end")
    }
}
