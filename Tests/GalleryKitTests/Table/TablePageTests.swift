import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// Nimbus's table model on the table screen: the section index, and mutations as batches.
@MainActor
@Suite struct TablePageTests {
    @Test("sections by letter with their titles, and the A–Z index down the right edge")
    func sections() {
        let (pilot, shell) = runGallery(.table)
        #expect(pilot.shows("11 rows in 10 sections"), "\(pilot.text)")
        #expect(pilot.screenLines[2].hasPrefix("A") && pilot.screenLines[2].hasSuffix("A"), "\(pilot.text)")
        #expect(pilot.screenLines[3].hasSuffix("B"))
        pilot.stop(keeping: shell)
    }

    @Test("+ adds a row to the focused section, - removes the focused row, each one batch")
    func rows() {
        let (pilot, shell) = runGallery(.table)
        pilot.type("+")
        #expect(pilot.shows("New contact 1") && pilot.shows("12 rows") && pilot.shows("+1 row in A"), "\(pilot.text)")
        pilot.type("-")
        #expect(!pilot.screenLines.contains { $0.hasPrefix("  Ada") } && pilot.shows("-1 row (Ada Lovelace)"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("# adds a section for the first free letter; * adds a row and a section in one batch")
    func sectionBatches() {
        let (pilot, shell) = runGallery(.table)
        pilot.type("#")
        #expect(pilot.shows("+1 section (C)") && pilot.shows("11 sections"), "\(pilot.text)")
        let rowOfC = pilot.screenLines.firstIndex { $0.hasPrefix("C ") }
        let rowOfD = pilot.screenLines.firstIndex { $0.hasPrefix("D ") }
        #expect(rowOfC != nil && rowOfD != nil && rowOfC! < rowOfD!, "C is not between B and D:\n\(pilot.text)")
        pilot.type("*")
        #expect(pilot.shows("one batch: +1 row, +1 section (F)") && pilot.shows("14 rows in 12 sections"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("a capital letter jumps by the index: T to Tim, a letter with no section to the one before it")
    func jumps() {
        let (pilot, shell) = runGallery(.table, rows: 12)
        #expect(!pilot.shows("Tim Berners-Lee"))
        pilot.type("T")
        #expect(pilot.shows("Tim Berners-Lee"), "\(pilot.text)")
        pilot.type("A")
        #expect(pilot.shows("Ada Lovelace"))
        pilot.type("L")
        #expect(pilot.shows("Ken Thompson"), "L has no section: K, the one before it\n\(pilot.text)")
        pilot.stop(keeping: shell)
    }
}
