@testable import TrellisViews

/// A host for tests of overlays: it records each push and dismissal, puts a pushed
/// overlay into its root where the placement says (on a screen the root's size), and
/// moves focus with a real ``FocusEngine`` as the terminal host does, so a test sees
/// focus go to the overlay and come back.
@MainActor
final class RecordingHostServices: HostServices {
    /// A push or a dismissal, in order.
    enum Event: Equatable {
        case push(ObjectIdentifier, focus: ObjectIdentifier?)
        case dismiss(ObjectIdentifier)
    }

    let root: View
    let focusEngine: FocusEngine
    private(set) var events: [Event] = []
    private(set) var overlays: [View] = []
    private(set) var copied: [String] = []
    /// What the root's announcement handler heard.
    private(set) var announcements: [String] = []

    /// A host for a root of `width` × `height` cells, installed as its host services.
    init(width: Double = 80, height: Double = 24) {
        root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        root.key = "root"
        focusEngine = FocusEngine(root: root)
        root.hostServices = self
        root.announcementHandler = { [unowned self] sentence in announcements.append(sentence) }
    }

    func pushOverlay(_ overlay: View, placement: OverlayPlacement, focus: View?) {
        events.append(.push(ObjectIdentifier(overlay), focus: focus.map(ObjectIdentifier.init)))
        if !overlays.contains(where: { $0 === overlay }) {
            overlays.append(overlay)
            root.addSubview(overlay)
        }
        overlay.frame = placement.frame(in: root.bounds)
        root.layoutIfNeeded()
        focusEngine.presentScope(overlay, focus: focus)
    }

    func dismissOverlay(_ overlay: View) {
        guard let index = overlays.firstIndex(where: { $0 === overlay }) else { return }
        events.append(.dismiss(ObjectIdentifier(overlay)))
        while overlays.count > index {
            let removed = overlays.removeLast()
            removed.removeFromSuperview()
            focusEngine.dismissScope(removed)
        }
    }

    func copyToClipboard(_ text: String) { copied.append(text) }

    func focus(_ view: View) -> Bool { focusEngine.focus(containing: view) === view }

    /// Sends `event` to the focused view (or the root) and up the responder chain, as a
    /// host does; returns whether anything took it.
    @discardableResult
    func press(_ event: KeyEvent) -> Bool {
        let target = focusEngine.focusedView ?? root
        return target.send(.key, event, sender: target).wasHandled
    }

    /// Presses the key written as a keymap writes it (`"shift+tab"`).
    @discardableResult
    func press(_ spec: String) -> Bool {
        guard let event = try? KeyEvent(spec: spec) else { return false }
        return press(event)
    }
}
