import Foundation
import Testing

/// The tour's concept table: every row says where Cats uses the mechanism and which test
/// drives it through the app, and each Cats file it links uses what the row's Trellis cell names.
extension TourTests {
    /// Rows without a Cats file or an app-level test, each with its reason in its "in Cats"
    /// cell. Since issue 39 one: Facebook's provider map, which Cats replaced with
    /// initializer parameters the compiler checks. A new row belongs here only with a reason.
    static let rowsNotYetInCats: Set<String> = ["004 `FBProviderMap`, `FBProviderMapData`"]

    @Test func everyCatsFileTheConceptTableLinksUsesWhatItsRowNames() throws {
        let table = try ConceptTable(markdown: try Self.tour())
        #expect(table.rows.count > 70, "the concept table should have a row per seed mechanism")
        let problems = try Self.catsLinkProblems(table)
        #expect(problems == [], "docs/Tour.md's concept table links Cats files that do not use the row's Trellis types")
    }

    @Test func everyConceptTableRowIsInCatsAndDrivenThroughTheApp() throws {
        let table = try ConceptTable(markdown: try Self.tour())
        let appTests = try CodeIndex(root: Self.root, folders: Array(Self.catsFolders.dropFirst()))
        let lacking = Set(table.rows.filter { row in row.catsLinks.isEmpty || !row.tests.contains(where: appTests.hasTest) }.map(\.name))
        #expect(lacking.subtracting(Self.rowsNotYetInCats).sorted() == [], "rows without a Cats file or a test under Tests/Cats*")
        #expect(Self.rowsNotYetInCats.subtracting(lacking).sorted() == [], "rows now in Cats: take them out of rowsNotYetInCats")
        // A row Cats does not use says why, in its "in Cats" cell: "— (…)".
        let lines = try Self.tour().split(separator: "\n").map(String.init)
        for name in Self.rowsNotYetInCats.sorted() {
            let seed = String(name.prefix(3))
            let concept = String(name.dropFirst(4))
            let line = lines.first { $0.hasPrefix("| \(seed) | \(concept) |") }
            let cells = line?.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let saysWhy = cells.map { $0.count > 4 && $0[4].hasPrefix("— (") }
            #expect(saysWhy == true, "\(name): its \"in Cats\" cell must say why Cats does without it")
        }
    }

    @Test func theConceptTableIsReadCellByCell() throws {
        let table = try ConceptTable(
            markdown: """
                | seed | concept | Trellis | in Cats | driven through the app by |
                |---|---|---|---|---|
                | 000 | `AAPLLoading` | `Loading` in [L.swift](../Sources/L.swift); `setNeedsLoadContent()`, `AAPLX`, `SuiteTests/aTest` | [A.swift](../Examples/Cats/A.swift), `NotALink` | `CatsTests/aLoad`, `setNeedsLoadContent()` |
                | 001 | priorities | `LayoutPriority` | — | — |

                | after | the | table |
                """)
        #expect(
            table.rows == [
                .init(
                    seed: "000", concept: "`AAPLLoading`", trellisNames: ["Loading", "setNeedsLoadContent"],
                    catsLinks: ["../Examples/Cats/A.swift"], tests: ["CatsTests/aLoad"]),
                .init(seed: "001", concept: "priorities", trellisNames: ["LayoutPriority"], catsLinks: [], tests: []),
            ])
        #expect(throws: ConceptTable.ReadError.noTable) { try ConceptTable(markdown: "| seed | concept | Trellis |") }
        #expect(throws: ConceptTable.ReadError.wrongCellCount(row: "| 000 | two |", count: 2)) {
            try ConceptTable(markdown: ConceptTable.header + "\n|---|\n| 000 | two |")
        }
    }

    /// Where Cats lives: the app, and its tests for what only a test uses (`Stub`).
    static let catsFolders = ["Examples/Cats", "Tests/CatsKitTests", "Tests/CatsServerKitTests", "Tests/CatsAPITests"]

    /// Each Cats link that is outside ``catsFolders``, missing, or a Swift file naming none of its row's Trellis names.
    static func catsLinkProblems(_ table: ConceptTable) throws -> [String] {
        let folders = catsFolders.map { root.appendingPathComponent($0).standardizedFileURL.path + "/" }
        var problems: [String] = []
        for row in table.rows {
            for link in row.catsLinks {
                let file = root.appendingPathComponent("docs").appendingPathComponent(link).standardizedFileURL
                guard folders.contains(where: file.path.hasPrefix), FileManager.default.fileExists(atPath: file.path) else {
                    problems.append("\(row.name): \(link) is not a file under \(catsFolders)")
                    continue
                }
                guard file.pathExtension == "swift", !row.trellisNames.isEmpty else { continue }
                if try SwiftWords.of(file).isDisjoint(with: row.trellisNames) {
                    problems.append("\(row.name): \(link) names none of \(row.trellisNames)")
                }
            }
        }
        return problems
    }
}
