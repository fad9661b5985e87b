import TrellisViews

/// Dialogs, toasts and rich text: a button that asks a confirm `Alert` (UIKit's
/// `UIAlertController`; "Sign out?" with a destructive "Sign out" and "Cancel"), one that
/// posts a `Toast` and one an error toast (Android's toasts, Textual's `notify`) to a
/// `ToastStack` at the page's bottom right, and a `MarkdownView` of a short document
/// (headings, a list, code, a link).
///
/// Tab moves between the buttons and the document; Enter presses a button; in the alert,
/// ←/→ move between its buttons and Esc cancels; Ctrl-N dismisses the newest toast; the
/// document scrolls with ↑/↓, Page Up/Down and the wheel. The document's text and the
/// answer are selectable: a drag selects, Shift with the arrows extends, Ctrl-C copies
/// (a terminal's OSC 52, the page's clipboard); its link is a real link (OSC 8 in a
/// terminal, an `<a>` in the browser).
@MainActor
public final class DialogsPage: View, GalleryPageView {
    /// What the page's buttons send.
    public enum Action: Sendable, Hashable {
        case confirm, toast, errorToast
    }

    /// Shows the confirm alert.
    public let confirmButton = Button(title: "Sign out…", payload: Action.confirm)
    /// Posts an information toast.
    public let toastButton = Button(title: "Post a toast", payload: Action.toast)
    /// Posts an error toast.
    public let errorButton = Button(title: "Post an error", payload: Action.errorToast)
    /// The toasts, at the bottom right.
    public let toasts: ToastStack
    /// A short Markdown document.
    public let document: MarkdownView
    /// What the alert last answered.
    public let answerLabel: Label
    private let context: GalleryContext
    private var posted = 0

    /// The document the page shows.
    public static let markdown = """
        # Rich text
        ## A *short* document
        Trellis draws **Markdown** with `MarkdownView`:
        - headings, *emphasis* and **strong**
        - `code spans` and fenced blocks
        1. numbered lists too
        ```
        let viewer = theme.markdownView(markdown: text)
        ```
        ### Links
        Read [the Trellis guide](https://github.com/trellis/trellis) to learn more.
        """

    /// The page, styled by `context`'s theme.
    public init(context: GalleryContext) {
        self.context = context
        toasts = context.theme.toastStack()
        document = context.theme.markdownView(markdown: Self.markdown)
        answerLabel = context.theme.label(.caption, text: "Not asked yet.")
        answerLabel.isSelectable = true
        super.init()
        key = "dialogs"
        toasts.key = "toasts"
        document.key = "document"
        for button in [confirmButton, toastButton, errorButton] {
            button.style = context.theme[.accent]
            button.focusedStyle = context.theme[.focused]
            addSubview(button)
        }
        addSubview(answerLabel)
        addSubview(document)
        addSubview(toasts)
        toasts.installKeys(on: self)
        focusOrder = [confirmButton, toastButton, errorButton, document]
        onAction(Action.self) { [unowned self] action in
            perform(action)
            return true
        }
    }

    /// Keys go to the first button.
    public var preferredFocus: View? { confirmButton }

    private func perform(_ action: Action) {
        switch action {
        case .confirm:
            let alert = Alert.confirm(title: "Sign out?", message: "2 changes not sent yet: sign out anyway?", confirm: "Sign out")
            context.theme.style(alert)
            alert.onChoose = { [weak self] choice in self?.answerLabel.text = "Answered: \(choice.title)" }
            if !alert.present(from: self) { answerLabel.text = "Not hosted: nobody to ask." }
        case .toast:
            posted += 1
            toasts.post(Toast("Saved draft \(posted)"))
        case .errorToast:
            toasts.post(Toast("Couldn't reach the server", kind: .error, actionTitle: "Retry"))
        }
    }

    /// The buttons in a row, the answer under them, the document below; the toasts over
    /// the bottom right corner, at their own size.
    public override func layoutSubviews() {
        var x = 1.0
        for button in [confirmButton, toastButton, errorButton] {
            let width = button.intrinsicContentSize.width
            button.frame = Rect(x: x, y: 1, width: width, height: 1)
            x += width + 2
        }
        answerLabel.frame = Rect(x: 1, y: 2, width: max(0, bounds.width - 2), height: 1)
        document.frame = Rect(x: 1, y: 4, width: max(0, bounds.width - 2), height: max(0, bounds.height - 5))
        let size = toasts.intrinsicContentSize
        toasts.frame = Rect(
            x: max(0, bounds.width - size.width - 1), y: max(0, bounds.height - size.height - 1), width: size.width, height: size.height)
    }
}
