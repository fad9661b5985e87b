import CatsAPI
import TrellisLists

extension SettingsReactor.State {
    /// The footer under the data section.
    public static let dataFooter = "Favorites are kept in SQLite and sent to the server when it answers."
    /// The footer under the user's preferences.
    public static let preferencesFooter = "Kept for you across log out; each applies at once."
    /// The footer under the session's values.
    public static let sessionFooter = "Forgotten when you log out."
    /// The footer under the services.
    public static let servicesFooter = "Started in dependency order, stopped in reverse; the session's stop on log out."

    /// The table the settings screen shows, built as Nimbus builds a table model from a
    /// sectioned array: a string starts a section, a footer ends one, anything else is a row
    /// (Drrrible's Settings and Version pages in one table).
    ///
    /// Rows that only make sense with a server come and go with the connectivity: the
    /// server's version while it answers ("cats-server"), the changes waiting for it while
    /// it does not ("Waiting"); without a server, neither. The view follows the table with
    /// the mutable model's inserts and deletes (``SettingsView``).
    public var table: TableModel<SettingsRow> {
        TableModel {
            "Account"
            SettingsRow(.user, "Signed in as", user.map { "\($0.name) (\($0.id))" } ?? "nobody")
            SettingsRow(.logOut, isSigningOut ? "Logging out…" : "Log out")
            "Version"
            SettingsRow(.appVersion, "Cats", appVersion)
            if connectivity == .online { SettingsRow(.serverVersion, "cats-server", serverVersion.text) }
            "Data"
            SettingsRow(.serverURL, "Server", serverURL ?? "none")
            SettingsRow(.connectivity, "Connection", connectionText)
            if let pendingChanges { SettingsRow(.pending, "Waiting", Self.pendingText(pendingChanges)) }
            SettingsRow(.database, "Database", database)
            SectionFooter(Self.dataFooter)
            "This session"
            SettingsRow(.recentlyViewed, "Viewed", recentlyViewedText)
            SettingsRow(.lastSearch, "Last search", lastSearch ?? "none")
            SectionFooter(Self.sessionFooter)
            "Preferences"
            SettingsRow(.theme, "Dark theme", Self.notSaved(themeProblem), control: .toggle(theme == .dark))
            SettingsRow(.density, "Compact grid", Self.notSaved(densityProblem), control: .toggle(density == .compact))
            if detectedColorDepth != nil {
                SettingsRow(
                    .colorMode, "Colours", Self.notSaved(colorModeProblem), control: .choice(colorModeOptions, selected: colorMode.rawValue)
                )
            }
            SettingsRow(
                .staleAfter, "Stale after", Self.notSaved(staleAfterProblem),
                control: .choice(staleAfterOptions, selected: staleAfter.rawValue))
            SectionFooter(Self.preferencesFooter)
            if !services.isEmpty {
                "Services"
                services.map { SettingsRow(.service, $0.name, $0.state.description) }
                SectionFooter(Self.servicesFooter)
            }
        }
    }
}

extension SettingsReactor.State {
    /// The changes waiting for the server while it does not answer; `nil` while it does,
    /// or without a server.
    public var pendingChanges: Int? {
        if case .offline(_, let pending) = connectivity { pending } else { nil }
    }

    /// The connection row's value: the connectivity, offline without its count (the
    /// "Waiting" row has it).
    public var connectionText: String {
        if case .offline(let reason, _) = connectivity { "offline (\(reason))" } else { connectivity.description }
    }

    /// Whether the server answers but its version is not known: asked before it answered.
    /// The view asks again as this turns true.
    public var asksServerVersionAgain: Bool { connectivity == .online && serverVersion == .unavailable }

    /// "nothing", "1 change", "3 changes".
    static func pendingText(_ count: Int) -> String {
        count == 0 ? "nothing" : "\(count) change\(count == 1 ? "" : "s")"
    }
}
