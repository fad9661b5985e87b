import CatsAPI
import TrellisReactor
import TrellisTerminal
import TrellisViews

/// How the sign-in view is laid out.
public struct SignInMetrics: ComponentMetrics {
    /// Space between the view's edges and its lines.
    public var padding: Double = 1
    /// The rows between the prompt and the field.
    public var fieldSpacing: Double = 1

    public init() {}
}

/// The sign-in screen's view: a prompt, a one-line field for the user id, a "Sign in"
/// button under it, the reason the last attempt failed (the theme's `.statusError`), and
/// a hint. Tab moves focus between the field and the button.
///
/// The field is a ``TrellisViews/TextField`` with the screen's focus: every character typed
/// goes into it (`q`, `s` and `?` included, never a shortcut), with its editing keys and
/// pastes; only Enter (sign in), Esc (back), Tab and F1 (help) go on.
@MainActor
public final class SignInView: View, ReactorView {
    public let reactorBinding = ReactorBinding<SignInReactor>()
    /// "Sign in to Cats".
    public let promptLabel: Label
    /// "User id: ", left of the field.
    public let fieldLabel: Label
    /// The id typed so far; the terminal's cursor sits in it.
    public let field = TextField()
    /// "Sign in": Tab reaches it from the field; Enter, Space or a click on it signs in.
    public let submitButton: Button
    /// Why the last attempt failed.
    public let errorLabel: Label
    /// What to do.
    public let hintLabel: Label
    /// Called with the user who signed in.
    public var onSignedIn: @MainActor (CatsUser) -> Void = { _ in }
    private let metrics: SignInMetrics

    /// The field's prefix.
    public static let fieldPrefix = "User id: "

    /// A view styled by `theme`.
    public init(theme: Theme, metrics: SignInMetrics = SignInMetrics()) {
        self.metrics = metrics
        promptLabel = theme.label(.title, text: "Sign in to Cats")
        fieldLabel = theme.label(.searchField)
        errorLabel = theme.label(.statusError)
        hintLabel = theme.label(.secondary, text: "Type a user id (lowercase letters, digits, -), Enter to sign in")
        submitButton = Button(title: "Sign in", payload: SignInReactor.Action.submit)
        super.init()
        submitButton.key = "submit"
        submitButton.style = theme[.button]
        submitButton.focusedStyle = theme[.focused]
        key = "signIn"
        fieldLabel.key = "prefix"
        fieldLabel.text = Self.fieldPrefix
        field.key = "field"
        field.accessibilityLabel = "User id"
        field.style = theme[.searchField]
        field.placeholder = "lowercase letters, digits, -"
        errorLabel.key = "error"
        errorLabel.lineLimit = 0
        for label in [promptLabel, fieldLabel, errorLabel, hintLabel] { addSubview(label) }
        addSubview(field)
        addSubview(submitButton)
        show(SignInReactor.State())
        onAction(SignInReactor.Action.self) { [weak self] action in
            self?.reactor?.send(action)
            return self?.reactor != nil
        }
        onAction(.key) { [weak self] event in
            guard let self, let reactor = self.reactor, let action = self.handle(event) else { return false }
            reactor.send(action)
            return true
        }
    }

    /// The action a key the field left over asks for, or `nil` for keys that go on
    /// (Esc, Tab, F1). Keys reach here after the field when it has focus, and without it
    /// (a host that gives the view focus): then the field's keys are the field's.
    func handle(_ event: KeyEvent) -> SignInReactor.Action? {
        if event == KeyEvent(.enter) { return .submit }
        if field.handleKey(event) { return .edit(field.text) }
        return nil
    }

    public func bind(reactor: SignInReactor, in bag: BindingBag) {
        field.onChange = { [weak reactor] text in reactor?.send(.edit(text)) }
        reactor.observe { [weak self] state in
            self?.show(state)
        }.store(in: bag)
        reactor.pulse(\.$signedIn) { [weak self] user in
            if let user { self?.onSignedIn(user) }
        }.store(in: bag)
    }

    private func show(_ state: SignInReactor.State) {
        field.text = state.text
        errorLabel.text = state.isSigningIn ? "Signing in…" : state.error.map { String(describing: $0) } ?? ""
    }

    /// The prompt, the field, the button under it, the error, the hint at the bottom.
    public override func layoutSubviews() {
        let inset = metrics.padding
        let width = max(0, bounds.width - 2 * inset)
        promptLabel.frame = Rect(x: inset, y: inset, width: width, height: 1)
        let fieldY = inset + 1 + metrics.fieldSpacing
        let prefixWidth = min(width, Double(CharacterWidth.of(Self.fieldPrefix)))
        fieldLabel.frame = Rect(x: inset, y: fieldY, width: prefixWidth, height: 1)
        field.frame = Rect(x: inset + prefixWidth, y: fieldY, width: width - prefixWidth, height: 1)
        let buttonSize = submitButton.intrinsicContentSize
        submitButton.frame = Rect(x: inset + prefixWidth, y: fieldY + 1, width: min(buttonSize.width, width - prefixWidth), height: 1)
        let hintY = max(fieldY + 2, bounds.height - 1)
        errorLabel.frame = Rect(x: inset, y: fieldY + 3, width: width, height: max(0, hintY - fieldY - 3))
        hintLabel.frame = Rect(x: inset, y: hintY, width: width, height: 1)
    }
}
