import TrellisTerminal
import TrellisViews

/// The router and the container to play with: type a URL (or pick an example with ↑/↓);
/// the route line follows every edit, Enter asks the container for what the route needs,
/// F2 ends the session so session-scoped services are made anew.
@MainActor
public final class RouterPage: View, GalleryPageView {
    /// The router and container.
    public let demo: RouterDemo
    /// "URL: "
    public let promptLabel = Label("URL: ")
    /// Where the URL is typed.
    public let field = TextField(placeholder: "gallery://counter/42 (↑ ↓ examples)")
    /// What the URL routes to.
    public let routeLabel = Label()
    /// What the container resolved on the last Enter.
    public let resolvedLabel = Label()
    /// The patterns and the container's registrations.
    public let tablesLabel = Label()
    /// The example ↑/↓ showed last.
    var exampleIndex = -1

    /// The page, with an empty field.
    public init(context: GalleryContext, demo: RouterDemo = RouterDemo()) {
        self.demo = demo
        super.init()
        key = "router"
        field.key = "url"
        routeLabel.key = "route"
        resolvedLabel.key = "resolved"
        resolvedLabel.lineLimit = 0
        tablesLabel.lineLimit = 0
        tablesLabel.style = context.theme[.caption]
        resolvedLabel.text = "Enter resolves the route's service."
        tablesLabel.text =
            "Patterns:\n" + RouterDemo.patterns.map { "  \($0.0)  → \($0.1.rawValue)" }.joined(separator: "\n")
            + "\n\n" + demo.container.registrationsDescription
        for view in [promptLabel, field, routeLabel, resolvedLabel, tablesLabel] { addSubview(view) }
        field.onChange = { [weak self] url in self?.urlDidChange(url) }
        urlDidChange("")
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, key in
            guard let self else { return false }
            switch command {
            case .resolve: self.resolvedLabel.text = "Resolved: " + self.demo.resolve(self.field.text)
            case .example: self.showExample(key.key == .up ? -1 : 1)
            case .endSession:
                self.demo.endSession()
                self.resolvedLabel.text = "Session ended: the next UserProfile is a new one."
            }
            self.setNeedsDisplay()
            return true
        }
    }

    /// What the page's keys do (letters are the URL's: the field has focus); the raw
    /// values are the names a keymap file uses in its `[gallery.router]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case resolve, example
        case endSession = "end-session"
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.router"

    /// The page's keys, declared once: dispatch, help and the hint line read them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.resolve, "enter", summary: "resolve", showsInHints: true),
        KeyBinding(.example, "up", "down", summary: "examples", showsInHints: true),
        KeyBinding(.endSession, "f2", summary: "end the session", showsInHints: true),
    ]

    func urlDidChange(_ url: String) {
        routeLabel.text = url.isEmpty ? "Route: type a URL" : "Route: " + demo.route(url)
        setNeedsDisplay()
    }

    /// Puts the next (or previous) example in the field.
    func showExample(_ step: Int) {
        let count = RouterDemo.examples.count
        exampleIndex = ((exampleIndex + step) % count + count) % count
        field.text = RouterDemo.examples[exampleIndex]
        urlDidChange(field.text)
    }

    public var preferredFocus: View? { field }

    /// The field on the first line, the answers under it, the tables below.
    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        promptLabel.frame = Rect(x: 1, y: 1, width: 5, height: 1)
        field.frame = Rect(x: 6, y: 1, width: max(0, bounds.width - 7), height: 1)
        routeLabel.frame = Rect(x: 1, y: 3, width: width, height: 1)
        resolvedLabel.frame = Rect(x: 1, y: 4, width: width, height: 2)
        tablesLabel.frame = Rect(x: 1, y: 7, width: width, height: max(0, bounds.height - 7))
    }
}
