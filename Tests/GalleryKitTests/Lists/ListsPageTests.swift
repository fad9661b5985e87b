import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// AAPL's composed and segmented data sources on the lists screen: each child's placeholder
/// covers only its own section; the other child keeps its rows.
@MainActor
@Suite struct ListsPageTests {
    @Test("both children show their rows under pinned headers, in the Composed segment")
    func loaded() {
        let (pilot, shell) = runGallery(.lists)
        for text in ["Composed   Herbs", "Fruits · 4 rows · contentLoaded", "Apple", "Damson", "Vegetables · 3 rows", "Onion"] {
            #expect(pilot.shows(text), "\(text) in\n\(pilot.text)")
        }
        pilot.stop(keeping: shell)
    }

    @Test("e fails the target child: its error placeholder shows, the other child's rows stay; c brings the rows back")
    func failingChild() {
        let (pilot, shell) = runGallery(.lists)
        pilot.type("e")
        #expect(pilot.shows("Unable to load Fruits"), "\(pilot.text)")
        #expect(pilot.shows("Fruits · 4 rows · error"))
        #expect(!pilot.shows("Apple"))
        #expect(pilot.shows("Carrot") && pilot.shows("Onion"), "the sibling lost its rows:\n\(pilot.text)")
        pilot.type("c")
        #expect(pilot.shows("Apple") && pilot.shows("Carrot"))
        #expect(!pilot.shows("Unable to load"))
        pilot.stop(keeping: shell)
    }

    @Test("2 targets Vegetables: n shows its no-content placeholder, l its loading one, while Fruits keeps its rows")
    func otherChild() {
        let (pilot, shell) = runGallery(.lists)
        pilot.type("2n")
        #expect(pilot.shows("Acting on: Vegetables"), "\(pilot.text)")
        #expect(pilot.shows("No Vegetables") && pilot.shows("Apple"), "\(pilot.text)")
        pilot.type("l")
        #expect(pilot.shows("Vegetables · 0 rows · loadingContent") && pilot.shows("Apple"), "\(pilot.text)")
        #expect(pilot.shows("composed loadingContent"))
        pilot.type("c")
        #expect(pilot.shows("Carrot") && pilot.shows("composed contentLoaded"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("a adds a row to the target child in one insert; → shows the Herbs segment, ← the composed list again")
    func addAndSegments() {
        let (pilot, shell) = runGallery(.lists)
        pilot.type("a")
        #expect(pilot.shows("Fruits 5") && pilot.shows("Fruits · 5 rows"), "\(pilot.text)")
        pilot.press(.right)
        #expect(pilot.shows("Basil") && !pilot.shows("Apple"), "\(pilot.text)")
        #expect(pilot.shows("Acting on: Herbs"))
        pilot.type("e")
        #expect(pilot.shows("Unable to load Herbs"))
        pilot.press(.left)
        #expect(pilot.shows("Fruits 5") && pilot.shows("Carrot"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }
}
