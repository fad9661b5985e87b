import CatsAPI
import TrellisReactor
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
public final class SignInScreen: FormScreen<SignInReactor, SignInField> {
    /// What the screen is made with.
    public let context: CatsContext
    private let onSignedIn: @MainActor (CatsUser) -> Void

    /// A sign-in screen signing in through `context`'s account service.
    public init(context: CatsContext, onSignedIn: @escaping @MainActor (CatsUser) -> Void) {
        self.context = context
        self.onSignedIn = onSignedIn
        super.init(
            title: "Sign in", reactor: SignInReactor(account: context.services.account), state: \.form,
            edit: { .edit($0, $1) }, submit: .submit, makeView: { SignInView(theme: context.theme) })
    }

    public override func bind(_ reactor: SignInReactor, in bag: BindingBag) {
        reactor.pulse(\.$submitted) { [weak self] user in if let user { self?.onSignedIn(user) } }.store(in: bag)
    }
}
