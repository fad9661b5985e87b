import TrellisReactor
import TrellisTerminal
import TrellisViews

/// Text fields bound to a ``FieldsReactor`` (`UITextField` with its value in a reactor's
/// state): a name with a placeholder, an email, a secret in secure entry (`•` for each
/// character), and a Submit button. Under them, each field's bound value as the state
/// holds it; the secret only by its length.
///
/// ↑/↓ and Tab move between the fields and the button (the focused one is marked `▸`; the
/// terminal's cursor sits in the focused field), Enter on the button submits. Letters typed in a
/// field are text, never shortcuts.
@MainActor
public final class FieldsPage: View, GalleryPageView, ReactorView {
    public let reactorBinding = ReactorBinding<FieldsReactor>()
    /// The name field.
    public let nameField = TextField(placeholder: "Ada Lovelace")
    /// The email field.
    public let emailField = TextField(placeholder: "ada@example.com")
    /// The secret field, in secure entry.
    public let secretField = TextField(placeholder: "a secret")
    /// Submits the form.
    public let submitButton = Button(title: "Submit", payload: FieldsReactor.Action.submit)
    /// The prompts, one per field, then the button's.
    public let promptLabels = ["Name", "Email", "Secret"].map { Label($0) }
    /// The bound values, as the state holds them.
    public let valuesLabel = Label()
    /// What ↑/↓ move focus along: the fields, then the button (Tab's order too).
    public var focusChain: [View] { [nameField, emailField, secretField, submitButton] }
    /// Which of ``focusChain`` has focus (the app's focus engine says), if any.
    public var focusIndex: Int? { focusChain.firstIndex { $0.hasFocus } }
    let context: GalleryContext

    /// The page, bound to `reactor`.
    public init(context: GalleryContext, reactor: FieldsReactor = FieldsReactor()) {
        self.context = context
        super.init()
        key = "fields"
        nameField.key = "name"
        emailField.key = "email"
        secretField.key = "secret"
        secretField.isSecure = true
        submitButton.style = context.theme[.accent]
        valuesLabel.lineLimit = 0
        for view in promptLabels + [nameField, emailField, secretField, submitButton, valuesLabel] { addSubview(view) }
        installKeys()
        // Tab's order inside the page (AppKit's key view loop): the fields, then the button.
        focusOrder = focusChain
        self.reactor = reactor
        showFocus()
    }

    public func bind(reactor: FieldsReactor, in bag: BindingBag) {
        nameField.onChange = { [weak reactor] in reactor?.send(.setName($0)) }
        emailField.onChange = { [weak reactor] in reactor?.send(.setEmail($0)) }
        secretField.onChange = { [weak reactor] in reactor?.send(.setSecret($0)) }
        reactor.observe { [weak self] state in self?.show(state) }.store(in: bag)
    }

    func show(_ state: FieldsReactor.State) {
        nameField.text = state.name
        emailField.text = state.email
        secretField.text = state.secret
        valuesLabel.text = [
            "Bound values (the reactor's state):", "  name   = \"\(state.name)\"", "  email  = \"\(state.email)\"",
            "  secret = \(state.secret.count) characters (not shown)", "",
            state.submitted.map { "Submitted: \($0)" } ?? "Not submitted yet.",
        ].joined(separator: "\n")
        setNeedsDisplay()
    }

    /// The focus engine tells the page when focus moves into, out of or inside it: the
    /// row holding the focus is marked.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        showFocus()
    }

    /// A prompt column, the fields after it, the button, then the values.
    public override func layoutSubviews() {
        let promptWidth: Double = 10
        let fieldWidth = max(0, min(40, bounds.width - promptWidth - 2))
        for (row, (label, field)) in zip(promptLabels, [nameField, emailField, secretField]).enumerated() {
            let y = Double(1 + 2 * row)
            label.frame = Rect(x: 1, y: y, width: promptWidth - 1, height: 1)
            field.frame = Rect(x: promptWidth, y: y, width: fieldWidth, height: 1)
        }
        let size = submitButton.intrinsicContentSize
        submitButton.frame = Rect(x: promptWidth, y: 7, width: size.width, height: 1)
        valuesLabel.frame = Rect(x: 1, y: 9, width: max(0, bounds.width - 2), height: max(0, bounds.height - 9))
    }
}
