import TrellisDiff
import TrellisLists
import TrellisTerminalTesting

/// Suite `lists`: what TrellisLists adds on top of the diff (an ablation: the bare
/// TrellisDiff call), and the composed data source's section lookups against AAPL's
/// `AAPLComposedMapping` as the sample uses it: dictionaries built once, when counts
/// are asked, and read on every lookup.
let listsSuite = BenchmarkSuite(name: "lists") { quick in
    let flat = DiffInput.flat(count: quick ? 20_000 : 100_000, seed: 7)
    let children = 1_000
    let sectionsPerChild = 10
    var random = SeededGenerator(seed: 3)
    let lookups = (0..<1_000).map { _ in Int.random(in: 0..<(children * sectionsPerChild), using: &random) }
    let composed = MainActor.assumeIsolated { ListsBench.composed(children: children, sectionsPerChild: sectionsPerChild) }
    // AAPL rebuilds its mapping when counts are asked, not per lookup: built once, untimed.
    let aaplMapping = AAPLComposedMapping(childSectionCounts: [Int](repeating: sectionsPerChild, count: children))

    return [
        BenchmarkCase(
            "setItems-\(quick ? "20k" : "100k")-mixed", kind: .ablation, peer: "bare-trellisdiff",
            trellis: {
                MainActor.assumeIsolated {
                    let source = BasicDataSource<DiffElement>(items: flat.old)
                    let observer = ListsBench.CountingObserver()
                    source.addObserver(observer)
                    return Stopwatch.time { source.setItems(flat.new) }
                }
            },
            peerRun: { Stopwatch.time { blackHole(ChangeSet(from: flat.old, to: flat.new)) } }),
        BenchmarkCase(
            "composed-1000x10-global-to-local", kind: .peer, peer: "aapl-cached-mapping",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time {
                        var sum = 0
                        for section in lookups { sum &+= composed.localSection(for: section)?.section ?? 0 }
                        blackHole(sum)
                    }
                }
            },
            peerRun: {
                Stopwatch.time {
                    var sum = 0
                    for section in lookups { sum &+= aaplMapping.lookUp(section)?.local ?? 0 }
                    blackHole(sum)
                }
            }),
    ]
}

enum ListsBench {
    /// A list that applies nothing: the cost measured is the data source's own.
    @MainActor
    final class CountingObserver: DataSourceObserver {
        var batches = 0
        func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { batches += 1 }
    }

    struct Section: Identifiable, Equatable { var id: Int }

    @MainActor
    static func composed(children: Int, sectionsPerChild: Int) -> ComposedDataSource {
        let composed = ComposedDataSource()
        for child in 0..<children {
            composed.add(
                SectionedDataSource<Section, DiffElement>(
                    sections: (0..<sectionsPerChild).map { ArraySection(model: Section(id: child * sectionsPerChild + $0), elements: []) }))
        }
        return composed
    }
}

/// AAPL's `AAPLComposedMapping` strategy: on a count query the sample rebuilds the
/// global → (child, local) and local → global dictionaries; lookups read them.
struct AAPLComposedMapping {
    var globalToLocal: [Int: (child: Int, local: Int)] = [:]
    var localToGlobal: [Int: [Int: Int]] = [:]

    init(childSectionCounts: [Int]) {
        var global = 0
        for (child, count) in childSectionCounts.enumerated() {
            var locals: [Int: Int] = [:]
            for local in 0..<count {
                globalToLocal[global] = (child, local)
                locals[local] = global
                global += 1
            }
            localToGlobal[child] = locals
        }
    }

    func lookUp(_ section: Int) -> (child: Int, local: Int)? { globalToLocal[section] }
}
