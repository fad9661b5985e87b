import TrellisReactor
import TrellisShell
import TrellisViews

/// Settings (Drrrible's Settings and Version pages): the signed-in user, the app's and
/// the server's versions, the user's preferences (theme, grid density, colour mode,
/// stale-after time: switches and selects that apply at once), the session's
/// values (viewed breeds, last search), the server, the connection, the database, the app's
/// services and their states (TrellisShell's `ServiceStates`), and "Log out".
///
/// A ``TrellisShell/ReactorScreen`` whose ``SettingsView`` is bound to a
/// ``SettingsReactor`` while shown. Logging out ends the session
/// (``CatsAppActions/endSession()``), signs out through the account service, then tells the
/// app (``CatsAppActions/signedOut()``): the shell shows the sign-in screen.
///
/// ```swift
/// navigator.push(SettingsScreen(context: context))
/// ```
@MainActor
public final class SettingsScreen: ReactorScreen<SettingsView> {
    /// What the screen is made with.
    public let context: CatsContext
    private let bag = BindingBag()

    /// A settings screen reading `context`'s services.
    public init(context: CatsContext) {
        self.context = context
        super.init(
            title: "Settings",
            reactor: SettingsReactor(
                services: context.services, preferences: context.preferences,
                theme: CatsTheme.allCases.first { $0.theme == context.theme }, density: context.density,
                colorMode: context.colorMode, detectedColorDepth: context.detectedColorDepth,
                values: context.sessionValues, endSession: { [weak context] in context?.actions.endSession() })
        ) {
            SettingsView(theme: context.theme)
        }
        // A preference changed here applies at once: the context tells the list (density),
        // the shell (theme, colour mode); the services read the stale-after time at each use.
        reactor?.observe(\.density) { [weak context] density in context?.density = density }.store(in: bag)
        reactor?.observe(\.theme) { [weak context] theme in if let theme { context?.theme = theme.theme } }.store(in: bag)
        reactor?.observe(\.colorMode) { [weak context] mode in context?.colorMode = mode }.store(in: bag)
        reactor?.observe(\.staleAfter) { [services = context.services] choice in services.stalenessSetting.choice = choice }.store(in: bag)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onSignedOut = { [weak self] in self?.context.actions.signedOut() }
    }

    /// Shown again with a view made in a new theme: focus goes back to the preference
    /// just changed.
    public override func viewDidAppear() {
        super.viewDidAppear()
        contentView.focusLastChanged()
    }

    /// Keys go to the table.
    public override var preferredFocus: View? { contentView.list }
}
