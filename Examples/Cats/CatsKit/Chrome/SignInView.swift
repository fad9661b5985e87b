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

/// The sign-in screen's view: a prompt, a one-line field for the user id, the reason the
/// last attempt failed (the theme's `.statusError`), and a hint.
///
/// Keys: any character but `?` (the help key) is typed into the field, Backspace deletes
/// (and travels on, to go back, when the field is empty), Enter signs in.
@MainActor
public final class SignInView: View, ReactorView {
    public let reactorBinding = ReactorBinding<SignInReactor>()
    /// "Sign in to Cats".
    public let promptLabel: Label
    /// The id typed so far, with a cursor.
    public let fieldLabel: Label
    /// Why the last attempt failed.
    public let errorLabel: Label
    /// What to do.
    public let hintLabel: Label
    /// Called with the user who signed in.
    public var onSignedIn: @MainActor (CatsUser) -> Void = { _ in }
    /// Asks the host to draw after a change that came from an effect.
    public var requestRedraw: @MainActor () -> Void = {}
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
        super.init()
        key = "signIn"
        fieldLabel.key = "field"
        errorLabel.key = "error"
        errorLabel.lineLimit = 0
        for label in [promptLabel, fieldLabel, errorLabel, hintLabel] { addSubview(label) }
        show(SignInReactor.State())
        onAction(.key) { [weak self] event in
            guard let self, let reactor = self.reactor else { return false }
            return Self.handle(event, text: reactor.currentState.text).map {
                reactor.send($0)
                return true
            } ?? false
        }
    }

    /// The action a key asks for, or `nil` for keys the field leaves to others.
    static func handle(_ event: KeyEvent, text: String) -> SignInReactor.Action? {
        switch (event.key, event.modifiers) {
        case (.enter, []): .submit
        case (.backspace, []) where !text.isEmpty: .deleteBackward
        case (.character("?"), _): nil
        case (.character(let character), []), (.character(let character), .shift): .type(character)
        default: nil
        }
    }

    public func bind(reactor: SignInReactor, in bag: BindingBag) {
        reactor.observe { [weak self] state in
            self?.show(state)
            self?.requestRedraw()
        }.store(in: bag)
        reactor.pulse(\.$signedIn) { [weak self] user in
            if let user { self?.onSignedIn(user) }
        }.store(in: bag)
    }

    private func show(_ state: SignInReactor.State) {
        fieldLabel.text = Self.fieldPrefix + state.text + (state.isSigningIn ? " …" : "▏")
        errorLabel.text = state.error.map { String(describing: $0) } ?? ""
    }

    /// The prompt, the field, the error under it, the hint at the bottom.
    public override func layoutSubviews() {
        let inset = metrics.padding
        let width = max(0, bounds.width - 2 * inset)
        promptLabel.frame = Rect(x: inset, y: inset, width: width, height: 1)
        let fieldY = inset + 1 + metrics.fieldSpacing
        fieldLabel.frame = Rect(x: inset, y: fieldY, width: width, height: 1)
        let hintY = max(fieldY + 1, bounds.height - 1)
        errorLabel.frame = Rect(x: inset, y: fieldY + 2, width: width, height: max(0, hintY - fieldY - 2))
        hintLabel.frame = Rect(x: inset, y: hintY, width: width, height: 1)
    }
}
