import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// Masonry's update, remake and priorities on the constraints screen, and the conflict
/// report a contradicting constraint brings.
@MainActor
@Suite struct ConstraintsPageTests {
    @Test("the boxes start in a row: A 10 wide, B yielding to C at low priority, no conflict")
    func start() {
        let (pilot, shell) = runGallery(.constraints)
        #expect(pilot.shows("A 10×3") && pilot.shows("B 24×3") && pilot.shows("C 40×3"), "\(pilot.text)")
        #expect(pilot.shows("No conflict"))
        pilot.stop(keeping: shell)
    }

    @Test("+ and - update A's width constant; the row follows")
    func update() {
        let (pilot, shell) = runGallery(.constraints)
        pilot.type("++")
        #expect(pilot.shows("A 14×3") && pilot.shows("A.width == 14"), "\(pilot.text)")
        #expect(pilot.shows("B 20×3"), "B should give way to the wider A:\n\(pilot.text)")
        pilot.type("-")
        #expect(pilot.shows("A 12×3"))
        pilot.stop(keeping: shell)
    }

    @Test("p raises B's priority over C's: B keeps its 40, C shrinks")
    func priority() {
        let (pilot, shell) = runGallery(.constraints)
        pilot.type("p")
        #expect(pilot.shows("B 40×3") && pilot.shows("C 24×3") && pilot.shows("@high"), "\(pilot.text)")
        pilot.type("p")
        #expect(pilot.shows("B 24×3") && pilot.shows("C 40×3"))
        pilot.stop(keeping: shell)
    }

    @Test("r remakes the boxes into a column and back")
    func remake() {
        let (pilot, shell) = runGallery(.constraints)
        pilot.type("r")
        #expect(pilot.shows("column ·") && pilot.shows("A 10×2"), "\(pilot.text)")
        let rowOfA = pilot.screenLines.firstIndex { $0.contains("A 10×2") }
        let rowOfB = pilot.screenLines.firstIndex { $0.contains("B ") && $0.contains("×2") }
        #expect(rowOfA != nil && rowOfB != nil && rowOfB! > rowOfA!, "B is not below A:\n\(pilot.text)")
        pilot.type("r")
        #expect(pilot.shows("row ·") && pilot.shows("A 10×3"))
        pilot.stop(keeping: shell)
    }

    @Test("x adds a contradicting width: the conflict report names both constraints; x again removes it")
    func conflict() {
        let (pilot, shell) = runGallery(.constraints)
        pilot.type("x")
        #expect(pilot.shows("Unable to satisfy A.width =="), "\(pilot.text)")
        #expect(pilot.shows("it conflicts with:"))
        #expect(pilot.shows("A.width == 10") && pilot.shows("A.width == 40"), "\(pilot.text)")
        #expect(pilot.shows("A 10×3") || pilot.shows("A 40×3"))
        pilot.type("x")
        #expect(pilot.shows("No conflict") && !pilot.shows("Unable to satisfy"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }
}
