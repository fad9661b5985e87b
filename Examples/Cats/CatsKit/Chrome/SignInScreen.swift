import CatsAPI
import TrellisShell
import TrellisViews

/// The sign-in screen, shown when nobody is signed in and after logging out: the user
/// types an id and presses Enter; a refused id shows why (the typed ``AccountError``) and
/// the screen stays; a user that signed in goes to `onSignedIn`.
///
/// ```swift
/// let signIn = SignInScreen(context: context) { user in
///     context.status.show("Signed in as \(user.name)")
///     navigator.replace(with: [catsScreen])
/// }
/// navigator.replace(with: [signIn])
/// ```
@MainActor
public final class SignInScreen: ReactorScreen<SignInView>, KeyHelpProviding {
    /// What the screen is made with.
    public let context: CatsContext
    private let onSignedIn: @MainActor (CatsUser) -> Void

    /// A sign-in screen signing in through `context`'s account service.
    public init(context: CatsContext, onSignedIn: @escaping @MainActor (CatsUser) -> Void) {
        self.context = context
        self.onSignedIn = onSignedIn
        super.init(title: "Sign in", reactor: SignInReactor(account: context.services.account)) {
            SignInView(theme: context.theme)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onSignedIn = { [weak self] user in self?.onSignedIn(user) }
    }

    /// Keys go to the field.
    public override var preferredFocus: View? { contentView.field }

    /// Every key works in the field; the shell's letter shortcuts do not (see ``typesText``).
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("Enter", "sign in"),
            KeyHelp("a–z 0–9 -", "type the user id (any paste too)"),
            KeyHelp("← → Home End", "move (Ctrl-A/E, Alt-←/→ by word)"),
            KeyHelp("Backspace Del", "delete a character"),
            KeyHelp("Ctrl-U/K/W", "delete to the start / to the end / a word"),
            KeyHelp("Tab Shift-Tab", "move focus: the field, Sign in (Enter or Space presses it)"),
        ]
    }

    /// Letters are the user id here: the help lists F1, Esc and Ctrl-C, not `?`, `s`, `q`.
    public var typesText: Bool { true }
}
