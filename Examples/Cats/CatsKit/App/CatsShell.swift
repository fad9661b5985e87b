import CatsAPI
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisViews

/// The running app (Facebook's app delegate and `FBApplication`): the composition root
/// that joins the services, the session, the modules and the navigator, and shows them in a
/// ``CatsRootView``. Every dependency is an initializer parameter the compiler checks: the
/// modules are made with the session's ``CatsContext``, which is made with the shell's
/// ``CatsAppActions``.
///
/// The services behind ``services`` were started before the shell was made, in dependency
/// order through TrellisShell's `ServiceRunner` (``CatsServiceLifecycle``, from
/// ``CatsServices/start(_:)``); the shell starts and stops none of them. Settings shows
/// their states.
///
/// A session begins when a user is signed in: a TrellisShell `Session` named as the data
/// layer tags the user's requests (``CatsServices/sessions``), with the networker as its
/// canceller when there is a server, holding
/// the session's values (``CatsSessionValues``) and its stores (``SightingDrafts`` in a
/// `SessionStores`); the session's `CatsContext` with the user's
/// look from its `UserPreferenceStores` (theme, grid density: the shell's, kept across log out,
/// not the session's); the session's modules; a navigator with the list as its root. Deep
/// links open through the router, and a link asked for while signed out (``pendingLink``)
/// opens right after sign-in. Ctrl-P shows the command palette over the modules' menu items
/// (``showPalette()``).
/// Logging out (Settings) invalidates the session first: with a server, the networker
/// cancels its requests in flight and queued, and none of them answers or writes afterwards;
/// its values and its session-scoped instances are dropped. Then the account service stops the session's services in reverse (its sync loop,
/// then its server session, which drops the token); the context and modules go, the status
/// line's message is cleared and the sign-in screen shows. Signing in begins a new session
/// with that user's preferences, and the account service starts the session's services again.
///
/// ```swift
/// let shell = CatsShell(services: try await CatsServices.start(configuration))
/// shell.start(link: "cats://cat/3")       // or nil for the list
/// shell.rootView.frame = Rect(x: 0, y: 0, width: 80, height: 24)
/// ```
@MainActor
public final class CatsShell {
    /// The data.
    public let services: CatsServices
    /// Messages for the status line; outlives sessions.
    public let status: StatusLine
    /// The look of every screen, the sign-in screen included (``CatsTheme``).
    public let theme: Theme
    /// The whole terminal.
    public let rootView: CatsRootView
    /// The signed-in session, if any.
    public private(set) var session: Session?
    /// The session's modules, if signed in.
    public private(set) var modules: ModuleRegistry<Screen>?
    /// The navigator of what is on screen: the session's ``split``, or the sign-in
    /// screen's stack when signed out.
    public private(set) var navigator: (any Navigator)?
    /// The session's master–detail navigator (``CatsShell+Split.swift``): the list and the
    /// breed it opened side by side from 140 columns, one stack narrower; `nil` signed out.
    public private(set) var split: SplitNavigator?
    /// The session's context (the one its screens were made with).
    public private(set) var context: CatsContext?
    /// A deep link asked for while nobody was signed in: opened right after sign-in.
    public internal(set) var pendingLink: String?
    /// Every user's preferences, kept across log out.
    public let userPreferences: UserPreferenceStores
    /// The `--theme` flag, which wins over the users' stored themes.
    public let themeFlag: CatsTheme?
    /// Where the session's screens report their constraints (``CatsContext/layoutReport``):
    /// `cats --debug-layout` gives the log. `nil` by default.
    public let layoutReport: (@MainActor (String) -> Void)?
    /// The user's keymap (`cats --keymap`), which rebinds the keys of every screen by scope
    /// (``keymapScopes``): the root's, so every view's declared bindings follow it.
    public let keymap: Keymap
    /// What every context the shell makes asks of it (``CatsAppActions``).
    private let actions = ShellActions()
    private let preferences: any PreferenceStore
    /// What the terminal showed before a user chose a colour mode (``CatsColorMode/automatic``);
    /// `nil` on a host that is not a terminal.
    private(set) var detectedCapabilities: TerminalCapabilities?
    /// The host, when running interactively: the terminal's `TerminalApp` (any `AppHost`).
    public weak var app: AppHost? {
        didSet {
            if detectedCapabilities == nil { detectedCapabilities = (app as? TerminalApp)?.capabilities }
            rootView.app = app
            app?.keymap = keymap
            // The hint line follows the keys in effect (the focus, the screen's state),
            // looked at only when something changed.
            app?.onFrame = { [weak self] in if self?.app?.needsFrame == true { self?.updateHints() } }
            // The accessible mode's announcements show on the status line (none arrive
            // outside it: the app drops them).
            app?.onAnnouncement = { [status] sentence in status.announce(sentence) }
        }
    }

    /// Makes the shell; nothing is shown until ``start(link:)``. `theme` is the look before
    /// a user's own (and theirs while `themeFlag` is given); `userPreferences` keeps each
    /// user's (by default in memory, new users starting from `preferences`); the session's
    /// screens report their constraints to `layoutReport`; `keymap` rebinds the keys of
    /// every screen (checked first with ``check(_:)``).
    public init(
        services: CatsServices, status: StatusLine = StatusLine(), theme: Theme = .cats,
        preferences: any PreferenceStore = InMemoryPreferenceStore(), userPreferences: UserPreferenceStores? = nil,
        themeFlag: CatsTheme? = nil, layoutReport: (@MainActor (String) -> Void)? = nil,
        keymap: Keymap = Keymap()
    ) {
        self.keymap = keymap
        self.services = services
        self.status = status
        self.theme = theme
        self.preferences = preferences
        self.userPreferences = userPreferences ?? .cats(shared: preferences)
        self.themeFlag = themeFlag
        self.layoutReport = layoutReport
        let statusContext = CatsContext(actions: actions, services: services, theme: theme, status: status)
        let statusLine = StatusLineView(context: statusContext)
        rootView = CatsRootView(statusLine: statusLine)
        rootView.focusedStyle = theme[.focused]
        rootView.keymap = keymap
        rootView.onContentChange = { [weak self] in
            self?.updateHints()
            if let title = self?.topScreen?.title { self?.app?.announce("Screen: \(title)") }
        }
        actions.shell = self
        rootView.bindKeys(
            Self.settingsBindings, scope: Self.keymapScope, when: { [weak self] _ in self?.showsSettingsKey ?? false },
            perform: { [weak self] _, _ in
                self?.openShowingErrors(CatsLinks.settings)
                return true
            })
        rootView.bindStandardKeys(
            Self.defaultBindings, scope: Self.keymapScope, title: { [weak self] in self?.topScreen?.title ?? "Keys" },
            theme: { [weak self] in self?.context?.theme ?? theme }, keyStyle: .helpKey,
            canGoBack: { [weak self] in
                guard let navigator = self?.navigator else { return false }
                return self?.split?.canGoBack ?? (navigator.presented != nil || navigator.screens.count > 1)
            },
            canGoTo: { [weak self] in self?.modules != nil },
            goTo: { [weak self] in
                self?.showPalette()
                return true
            })
    }

    /// Shows the app: the screen `link` names (the list when `nil`) if a user is signed
    /// in, the sign-in screen otherwise, remembering `link` as ``pendingLink`` to open
    /// once someone signs in.
    ///
    /// - Throws: ``TrellisShell/ModuleError`` for a link that does not open (malformed,
    ///   unknown scheme, no route, or the screen's own failure); the list is shown then.
    public func start(link: String? = nil) throws(ModuleError) {
        guard let user = services.account.currentUser.current else {
            showSignIn()
            pendingLink = link
            return
        }
        try beginSession(for: user)
        if let link { try open(link) }
    }

    /// Opens a `cats://` link: the lists replace the stack, a breed is the split's detail
    /// (the right pane from 140 columns, pushed narrower), other screens are pushed.
    public func open(_ link: String) throws(ModuleError) {
        guard let modules, let navigator else { return }
        let screen = try modules.open(link)
        if screen is CatsListScreen {
            navigator.replace(with: [screen])
        } else if screen is CatDetailScreen, let split {
            split.showDetail(screen)
        } else {
            navigator.push(screen)
        }
    }

    /// The screen the keys go to: the modal, the screen on top, or, side by side, the
    /// pane's screen that holds the focus (the help's title).
    public var topScreen: Screen? { split?.activeScreen ?? navigator?.presented ?? navigator?.topScreen }

    // MARK: Sessions

    /// Begins `user`'s session and shows the list.
    ///
    /// - Throws: ``TrellisShell/ModuleError`` if the modules claim the same link or the
    ///   list does not open (a programming error `CatsShellTests` would catch first); the
    ///   sign-in screen stays then.
    private func beginSession(for user: CatsUser) throws(ModuleError) {
        let look = userLook(for: user)
        let requests = services.sessions
        // The session's values and drafts are invalidated with it: a late write from a
        // screen of the old session lands nowhere.
        let (values, drafts) = (CatsSessionValues(), SightingDrafts())
        var stores = SessionStores()
        stores.insert(drafts)
        let session = Session(
            id: requests.currentID(), user: SessionUser(id: user.id, name: user.name), stores: stores,
            canceller: requests.canceller, invalidating: [values])
        let context = CatsContext(
            actions: actions, services: services, theme: look.theme, status: status, preferences: look.preferences,
            density: look.density, colorMode: look.colorMode, detectedColorDepth: detectedCapabilities?.colorDepth,
            sessionValues: values, sightingDrafts: drafts, layoutReport: layoutReport)
        services.stalenessSetting.choice = look.staleAfter
        followLook(of: context)
        let modules = ModuleRegistry<Screen>(session: session, container: Container { _ in })
        for module in Self.modules(context: context) { try modules.register(module) }
        let root = try modules.open(CatsLinks.cats)
        self.session = session
        self.modules = modules
        self.context = context
        show(makeSplit(primary: root, look: look))
        openPendingLink()
    }

    /// Signs `user` in from the sign-in screen, saying why on the status line when the
    /// session cannot begin.
    private func signedIn(_ user: CatsUser) {
        do { try beginSession(for: user) } catch { status.show(error) }
    }

    /// Opens `link`, presenting why when it cannot be opened.
    func openShowingErrors(_ link: String) {
        do { try open(link) } catch { status.show(error) }
    }

    /// Shows the sign-in screen's stack.
    private func show(_ navigator: StackNavigator) {
        self.navigator = navigator
        split = nil
        rootView.onWidthChange = nil
        navigator.host = rootView
        app?.onBack = { [weak navigator] in navigator?.goBack() ?? false }
    }

    /// Shows the session's split, following the terminal's width; Esc is its ``SplitNavigator/back()``.
    private func show(_ split: SplitNavigator) {
        navigator = split
        self.split = split
        rootView.show(split)
        app?.onBack = { [weak split] in split?.back() ?? false }
    }

    /// Ends the session: its requests are cancelled (through the networker) and its values
    /// dropped. Settings calls it before the account signs out; ``showSignIn()`` again after.
    func endSession() {
        if let problem = session?.invalidate() { status.show(problem) }
    }

    /// Logging out: the account service has signed out; the session goes, sign-in shows.
    /// The status line's message goes too: it spoke of the signed-out user's session ("★
    /// Korat is a favorite", a refused change), and the next user must not read it.
    func showSignIn() {
        _ = session?.invalidate()
        session = nil
        modules = nil
        context = nil
        status.clear()
        restyleChrome(theme)
        applyColorMode(.automatic)
        services.stalenessSetting.choice = .standard
        let signIn = SignInScreen(context: CatsContext(actions: actions, services: services, theme: theme, status: status)) {
            [weak self] user in self?.signedIn(user)
        }
        show(StackNavigator(root: signIn))
    }

    // MARK: Keys every screen shares

    /// The keys every screen shares, declared once on the root (the framework's standard
    /// commands, `StandardCommand`, in Cats's words): dispatch, the help overlay and the
    /// hint line read them, and a keymap file's `"cats"` scope rebinds them.
    public nonisolated static let defaultBindings = StandardCommand.defaultBindings.describing(
        .goTo, as: "go to a screen, a breed or a link")

    /// The one shared key of Cats's own: `s` opens Settings (in a session, not on Settings).
    public nonisolated static let settingsBindings: KeyBindings<CatsCommand> = [
        KeyBinding(.settings, "s", summary: "settings")
    ]

    /// The keymap scope of the shared keys.
    public nonisolated static let keymapScope = "cats"

    /// Whether `s` opens Settings now: in a session, not on Settings.
    private var showsSettingsKey: Bool { modules != nil && !(topScreen is SettingsScreen) }

    /// The keys in effect now, nearest first: the focused view's, its screen's, then the
    /// shared ones (without a host, from the top screen's preferred focus).
    public var keyBindingsInEffect: [ActiveKeyBinding] { rootView.keyBindingsInEffect(from: topScreen?.preferredFocus) }

    /// Sets the status line's hints to those in effect (the status line leaves out, whole,
    /// those that do not fit).
    func updateHints() {
        (rootView.statusLine as? StatusBar)?.hints = keyBindingsInEffect.hints
    }

    /// Shows the keys in effect on the screen on top, generated from their declarations.
    public func showHelp() {
        rootView.presentHelp(title: topScreen?.title ?? "Keys", theme: context?.theme ?? theme, keyStyle: .helpKey)
    }
}

/// The shell's side of ``CatsAppActions``: what every context it makes asks of it,
/// forwarded to the shell while it lives (a context outliving it asks nothing).
@MainActor
private final class ShellActions: CatsAppActions {
    weak var shell: CatsShell?

    func open(_ link: String) { shell?.openShowingErrors(link) }
    func focus(_ view: View) { shell?.app?.focusedView = view }
    func announce(_ sentence: String) { shell?.app?.announce(sentence) }
    func endSession() { shell?.endSession() }
    func signedOut() { shell?.showSignIn() }
}

/// What Cats's own shared key does (``CatsShell/settingsBindings``; quit, help, back and
/// go-to are the framework's `StandardCommand`s); the raw value is the name a keymap file uses.
public enum CatsCommand: String, KeyCommand, CaseIterable {
    /// Opens Settings (`s`).
    case settings
}
