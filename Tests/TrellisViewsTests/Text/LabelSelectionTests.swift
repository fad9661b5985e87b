import Testing

@testable import TrellisViews

/// A selectable label (AppKit's `NSTextField.isSelectable`): a drag selects across its
/// wrapped rows, drawn in the selection style; Shift with the arrows extends; Ctrl-C copies
/// through the host and says so; a click clears; off by default.
@MainActor
@Suite struct LabelSelectionTests {
    /// A selectable wrapping label in a root, laid out, with a clipboard host.
    func makeLabel(_ text: String, width: Double = 12, height: Double = 3) -> (View, Label, ClipboardHost) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        let label = Label(text)
        label.lineLimit = 0
        label.isSelectable = true
        label.selectionStyle = Style(bold: true)
        label.frame = root.bounds
        root.addSubview(label)
        root.layoutIfNeeded()
        let host = ClipboardHost()
        label.hostServices = host  // the label's own: a caller may drop the root
        return (root, label, host)
    }

    func press(_ spec: String, on view: View) -> Bool {
        guard let event = try? KeyEvent(spec: spec) else { return false }
        return view.send(.key, event).wasHandled
    }

    @Test func aDragSelectsAcrossWrappedRowsInDisplayOrder() {
        let (root, label, _) = makeLabel("one two three four")
        #expect(paintedScreen(root).lines == ["one two", "three four", ""])
        let start = Point(x: 2, y: 1)
        #expect(label.handleDrag(DragEvent(.began, location: start, start: start)))
        #expect(label.handleDrag(DragEvent(.moved, location: Point(x: 4, y: 0), start: start)))
        #expect(label.selectedText == "two th", "the space at the wrap is the text's")
        let screen = paintedScreen(root)
        #expect((0..<8).map { screen[$0, 0].style.bold } == [false, false, false, false, true, true, true, false])
        #expect((0..<4).map { screen[$0, 1].style.bold } == [true, true, false, false])
        #expect(label.handleDrag(DragEvent(.ended, location: Point(x: 40, y: 9), start: start)))
        #expect(label.selectedText == "ree four")
    }

    @Test func wideCharactersAreSelectedWhole() {
        let (_, label, _) = makeLabel("猫と犬")
        let start = Point(x: 1, y: 0)  // the right half of 猫
        _ = label.handleDrag(DragEvent(.began, location: start, start: start))
        _ = label.handleDrag(DragEvent(.moved, location: Point(x: 3, y: 0), start: start))
        #expect(label.selectedText == "猫", "the pointer on と's right half: before it")
        _ = label.handleDrag(DragEvent(.moved, location: Point(x: 4, y: 0), start: start))
        #expect(label.selectedText == "猫と")
    }

    @Test func controlCCopiesThroughTheHostAndAnnouncesIt() {
        let (_, label, host) = makeLabel("copy me")
        let log = AnnouncementLog(label)
        #expect(!press("ctrl+c", on: label), "nothing selected: Ctrl-C goes on (it quits)")
        #expect(press("shift+right", on: label) && press("shift+right", on: label))
        #expect(press("ctrl+c", on: label))
        #expect(press("alt+a", on: label) && press("ctrl+c", on: label))
        #expect(host.copied == ["co", "copy me"])
        #expect(log.sentences == ["Copied 2 characters", "7 characters selected", "Copied 7 characters"])
    }

    @Test func aClickClearsAndShiftPressExtends() {
        let (_, label, _) = makeLabel("one two")
        _ = label.handleDrag(DragEvent(.began, location: Point(x: 0, y: 0), start: Point(x: 0, y: 0)))
        _ = label.handleDrag(DragEvent(.ended, location: Point(x: 3, y: 0), start: Point(x: 0, y: 0)))
        #expect(label.selectedText == "one")
        let shifted = Point(x: 5, y: 0)
        _ = label.handleDrag(DragEvent(.began, location: shifted, start: shifted, modifiers: .shift))
        #expect(label.selectedText == "one t")
        let click = Point(x: 2, y: 0)
        _ = label.handleDrag(DragEvent(.began, location: click, start: click))
        _ = label.handleDrag(DragEvent(.ended, location: click, start: click))
        #expect(!label.hasSelection)
    }

    @Test func aLabelIsNotSelectableByDefault() {
        let label = Label("plain")
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        #expect(!label.isSelectable && !label.canBecomeFocused)
        #expect(!label.handleDrag(DragEvent(.began, location: .zero, start: .zero)))
        #expect(!press("alt+a", on: label))
        #expect(label.declaredKeyBindings.isEmpty)
    }

    @Test func turningSelectionOffClearsItAndItsKeys() {
        let (_, label, _) = makeLabel("some text")
        label.selectAll()
        #expect(label.canBecomeFocused && label.hasSelection)
        #expect(label.declaredKeyBindings.map(\.summary).contains("copy the selection"))
        label.isSelectable = false
        #expect(!label.hasSelection && label.declaredKeyBindings.isEmpty && !label.canBecomeFocused)
    }

    @Test func newTextClearsTheSelectionAndTheDescriptionSaysWhatIsSelected() {
        let (_, label, _) = makeLabel("some text")
        label.selectAll()
        #expect(label.accessibilityFocusDescription == "some text, selectable text, 9 characters selected")
        label.text = "other"
        #expect(!label.hasSelection)
        #expect(label.accessibilityFocusDescription == "other, selectable text")
    }

    @Test func theThemesSelectableLabelUsesTextSelection() {
        let label = Theme.standard.selectableLabel(.body, text: "id 42")
        #expect(label.isSelectable && label.lineLimit == 0)
        #expect(label.selectionStyle == Theme.standard[.textSelection])
    }
}
