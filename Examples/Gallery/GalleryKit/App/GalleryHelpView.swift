import TrellisTerminal
import TrellisViews

/// The keys of the screen on top, over it (`?`): each key and what it does, then the keys
/// every screen has. Any key but Ctrl-C closes it.
@MainActor
public final class GalleryHelpView: View {
    /// The title line.
    public let titleLabel = Label()
    /// The keys, one a line.
    public let keysLabel = Label()
    /// Called when a key asks to close it.
    public var onClose: @MainActor () -> Void = {}

    /// Help titled `title` listing `keys`.
    public init(title: String, keys: [KeyHelp], theme: Theme = .standard) {
        super.init()
        key = "help"
        style = theme[.background]
        titleLabel.text = "Keys: \(title)"
        titleLabel.style = theme[.title]
        let width = keys.map { CharacterWidth.of($0.keys) }.max() ?? 0
        keysLabel.text =
            keys.map { help in
                help.keys + String(repeating: " ", count: width - CharacterWidth.of(help.keys) + 2) + help.summary
            }.joined(separator: "\n") + "\n\nAny key closes this help."
        keysLabel.lineLimit = 0
        addSubview(titleLabel)
        addSubview(keysLabel)
        onAction(.key) { [weak self] (event: KeyEvent) -> Bool in
            guard event != .interrupt else { return false }  // Ctrl-C still quits
            self?.onClose()
            return true
        }
    }

    /// The title on top, the keys below it, inside a one-cell margin.
    public override func layoutSubviews() {
        let inner = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: bounds.height)
        titleLabel.frame = Rect(x: inner.minX, y: 0, width: inner.width, height: min(1, inner.height))
        keysLabel.frame = Rect(x: inner.minX, y: 2, width: inner.width, height: max(0, inner.height - 2))
    }
}
