import CatsAPI
import TrellisLists

/// One row of the settings table: what it is, its title and its value.
///
/// Rows are identified by their ``Kind`` (a service's row by its service too), so an
/// action attached to the "Log out" row (``TrellisLists/ItemActions/attach(to:tap:)``)
/// stays attached when the row's text changes.
public struct SettingsRow: Identifiable, Hashable, Sendable {
    /// What a row shows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case user, logOut, appVersion, serverVersion, serverURL, connectivity, database, theme, density
        /// The session's values (``CatsSessionValues``).
        case recentlyViewed, lastSearch
        /// One of the app's services (its name is the title) and its state.
        case service
    }

    /// What the row shows.
    public var kind: Kind
    /// The row's title ("Database").
    public var title: String
    /// The row's value, shown after the title ("/home/ada/.local/share/cats/cats.sqlite").
    public var value: String

    /// The kind, and for a service its name: one row per service.
    public var id: String { kind == .service ? "service: \(title)" : kind.rawValue }

    public init(_ kind: Kind, _ title: String, _ value: String = "") {
        self.kind = kind
        self.title = title
        self.value = value
    }
}

extension SettingsReactor.State {
    /// The footer under the data section.
    public static let dataFooter = "Favorites are kept in SQLite and sent to the server when it answers."
    /// The footer under the user's preferences.
    public static let preferencesFooter = "Kept for you across log out; the theme shows from the next sign-in."
    /// The footer under the session's values.
    public static let sessionFooter = "Forgotten when you log out."
    /// The footer under the services.
    public static let servicesFooter = "Started in dependency order, stopped in reverse; the session's stop on log out."

    /// The table the settings screen shows, built as Nimbus builds a table model from a
    /// sectioned array: a string starts a section, a footer ends one, anything else is a row
    /// (Drrrible's Settings and Version pages in one table).
    public var table: TableModel<SettingsRow> {
        TableModel {
            "Account"
            SettingsRow(.user, "Signed in as", user.map { "\($0.name) (\($0.id))" } ?? "nobody")
            SettingsRow(.logOut, isSigningOut ? "Logging out…" : "Log out")
            "Version"
            SettingsRow(.appVersion, "Cats", appVersion)
            SettingsRow(.serverVersion, "cats-server", serverVersion.text)
            "Data"
            SettingsRow(.serverURL, "Server", serverURL ?? "none")
            SettingsRow(.connectivity, "Connection", connectivity.description)
            SettingsRow(.database, "Database", database)
            SectionFooter(Self.dataFooter)
            "This session"
            SettingsRow(.recentlyViewed, "Viewed", recentlyViewedText)
            SettingsRow(.lastSearch, "Last search", lastSearch ?? "none")
            SectionFooter(Self.sessionFooter)
            "Preferences"
            SettingsRow(.density, "Grid", densityText)
            SettingsRow(.theme, "Theme", themeText)
            SectionFooter(Self.preferencesFooter)
            if !services.isEmpty {
                "Services"
                services.map { SettingsRow(.service, $0.name, $0.state.description) }
                SectionFooter(Self.servicesFooter)
            }
        }
    }
}

/// What is known of the server's version.
public enum ServerVersionState: Hashable, Sendable {
    /// Asked, not answered yet.
    case loading
    /// No server, or it did not answer.
    case unavailable
    /// The server's answer.
    case known(ServerVersion)

    /// `…` while loading, `—` without an answer, else "1.0.0 (API 1)".
    public var text: String {
        switch self {
        case .loading: "…"
        case .unavailable: "—"
        case .known(let version): "\(version.server) (API \(version.api))"
        }
    }
}
