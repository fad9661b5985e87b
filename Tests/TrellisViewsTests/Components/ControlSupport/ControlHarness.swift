@testable import TrellisViews

/// A root holding one control at the top left, which records what the control announces
/// and what it asks of its host: how the standard controls' tests see them as a host would.
@MainActor
final class ControlHarness<Control: View> {
    let root: View
    let control: Control
    let host = OverlayRecorder()
    private(set) var announcements: [String] = []

    /// `control` at (0, 0) in a root, `width` × `height`, laid out; hosted unless `hosted` is false.
    init(_ control: Control, width: Double = 30, height: Double = 1, hosted: Bool = true) {
        root = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        self.control = control
        control.frame = Rect(x: 0, y: 0, width: width, height: height)
        root.addSubview(control)
        if hosted { root.hostServices = host }
        root.announcementHandler = { [unowned self] sentence in announcements.append(sentence) }
        root.layoutIfNeeded()
    }

    /// Sends `key` (with `modifiers`) to the control as a host does to the focused view.
    @discardableResult
    func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        control.send(.key, KeyEvent(key, modifiers: modifiers)).wasHandled
    }

    /// Types each character of `text`.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Clicks at `x`, `y` of the control.
    @discardableResult
    func click(x: Double, y: Double = 0) -> Bool {
        control.send(.click, Point(x: x, y: y), sender: control).wasHandled
    }

    /// Focuses the control with a focus engine over the root.
    func focus() {
        FocusEngine(root: root).focus(control)
    }

    /// What the control draws, one string per row, trailing spaces trimmed.
    func lines(animationStep: Int = 0, animates: Bool = true) -> [String] {
        drawn(animationStep: animationStep, animates: animates).lines
    }

    /// The style drawn at `x`, `y` of the control.
    func style(x: Int, y: Int = 0) -> Style {
        drawn()[x, y].style
    }

    private func drawn(animationStep: Int = 0, animates: Bool = true) -> CellBuffer {
        let frame = CellRect(x: 0, y: 0, width: Int(control.frame.width), height: Int(control.frame.height))
        var context = DrawingContext(
            buffer: CellBuffer(width: frame.width, height: frame.height), animationStep: animationStep, animates: animates)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: .plain)
        control.draw(&context)
        return context.buffer
    }
}

/// A host that records the overlays it is asked to show and dismiss, as `AppHost` shows them.
@MainActor
final class OverlayRecorder: HostServices {
    private(set) var overlays: [View] = []
    private(set) var placements: [OverlayPlacement] = []
    private(set) var focused: [View?] = []
    private(set) var dismissed: [View] = []
    private(set) var copied: [String] = []

    func pushOverlay(_ overlay: View, placement: OverlayPlacement, focus: View?) {
        overlays.append(overlay)
        placements.append(placement)
        focused.append(focus)
    }

    func dismissOverlay(_ overlay: View) {
        dismissed.append(overlay)
        overlays.removeAll { $0 === overlay }
    }

    func copyToClipboard(_ text: String) {
        copied.append(text)
    }

    func focus(_ view: View) -> Bool { false }
}
