import CatsAPI
import Testing
import TrellisTerminalTesting

@testable import CatsKit
@testable import TrellisTerminal

/// AAPL's pinned headers through the list screen: the list's global headers and its
/// sections' "Origin (n)" headers as a person reading the terminal sees them scroll.
extension CatsListScreenTests {
    @Test func scrolledDownTheCountGoesTheSegmentsStayAndTheTopSectionsHeaderPinsBelowThem() async throws {
        let breeds = try BreedCatalog.load()
        let app = await start(breeds: breeds, rows: 10)
        #expect(app.pilot.screenLines.first?.hasPrefix(" 68 breeds · 0 favorites   ") == true)  // the section index ends the line
        // Down until the top row shown is not its section's first: its header has scrolled off.
        var cut: (title: String, lines: [String])?
        for _ in 0..<68 where cut == nil {
            app.pilot.press(.down)
            app.pilot.frame()
            let lines = app.pilot.screenLines
            for section in app.view.all.sections {
                guard let index = section.elements.firstIndex(where: { lines[2].dropFirst(3).hasPrefix($0.name + " ") }) else { continue }
                if index > 0 { cut = (section.model.title, lines) }
            }
        }
        let (title, lines) = try #require(cut, "no section was ever cut at the top")
        #expect(!lines.contains { $0.contains("breeds ·") }, "the count scrolls away: \(lines)")
        #expect(lines[0].hasPrefix(" All   Favorites"), "the segments are pinned at the top: \(lines)")
        #expect(lines[1].hasPrefix("\(title) ("), "the cut section's header is pinned under them: \(lines)")
        app.pilot.stop()
    }
}
