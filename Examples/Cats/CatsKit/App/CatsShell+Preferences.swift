import CatsAPI
import TrellisShell
import TrellisViews

extension CatsShell {
    /// What a user's session looks like: their theme (the `--theme` flag wins; none stored
    /// keeps the shell's), their preferences, their grid density, colour mode, stale-after
    /// time, and how the list and the detail share a wide terminal.
    struct UserLook {
        var theme: Theme
        var preferences: any PreferenceStore
        var density: CatsGridDensity
        var colorMode = CatsColorMode.automatic
        var staleAfter = CatsStaleAfter.standard
        var split = CatsShell.splitPreference.defaultValue
    }

    /// Opens `user`'s preferences and reads their look. Bad input from disk is said on the
    /// status line with its typed error (``TrellisShell/PreferenceError``) and the default
    /// used; the file is left as it is.
    func userLook(for user: CatsUser) -> UserLook {
        let preferences: any PreferenceStore
        do { preferences = try userPreferences.store(for: user.id) } catch {
            status.show("\(error); using the default preferences, and changes are not saved")
            return UserLook(theme: theme, preferences: InMemoryPreferenceStore(), density: .comfortable)
        }
        var look = UserLook(theme: theme, preferences: preferences, density: .comfortable)
        if themeFlag == nil, preferences.value(forKey: CatsTheme.preference.name) != nil {
            do { look.theme = try preferences.value(for: CatsTheme.preference).theme } catch {
                status.show("\(error); showing the \(CatsTheme.allCases.first { $0.theme == theme }?.rawValue ?? "default") theme")
            }
        }
        do { look.density = try preferences.value(for: CatsGridDensity.preference) } catch {
            status.show("\(error); showing the comfortable grid")
        }
        do { look.colorMode = try preferences.value(for: CatsColorMode.preference) } catch {
            status.show("\(error); colours as the terminal says")
        }
        do { look.staleAfter = try preferences.value(for: CatsStaleAfter.preference) } catch {
            status.show("\(error); lists are stale after the default time")
        }
        do { look.split = try preferences.value(for: Self.splitPreference) } catch {
            status.show("\(error); showing the list and the breed side by side at \(look.split)")
        }
        return look
    }
}
