import TrellisViews

/// The Cats app's look, in one place (Facebook's iOS app: styles come from named factories and
/// component metrics, never from literals in screens). Screens ask the theme for a style by
/// name (`theme[.favoriteStar]`) or for a styled view (`theme.label(.caption)`).
extension Theme.StyleName {
    /// The ★ of a favorite.
    public static let favoriteStar: Self = "cats.favoriteStar"
    /// A secondary word beside a name (the coat in a row).
    public static let secondary: Self = "cats.secondary"
    /// A section header (an origin, "Details").
    public static let sectionHeader: Self = "cats.sectionHeader"
    /// The key of a key-value row ("Origin").
    public static let key: Self = "cats.key"
    /// The value of a key-value row.
    public static let value: Self = "cats.value"
    /// A key in the help overlay or the key line (`/`).
    public static let helpKey: Self = "cats.helpKey"
    /// A search field while typing.
    public static let searchField: Self = "cats.searchField"
    /// A button ("☆ Favorite"): coloured, never reverse video, which is how the standard
    /// theme shows a selection (and focus shows as `.focused`).
    public static let button: Self = "cats.button"
    /// The favorite button while its breed is a favorite ("★ Favorited").
    public static let favoriteButton: Self = "cats.favoriteButton"
}

extension Theme {
    /// The Cats theme: ``CatsTheme/dark``, the default (`cats --theme` and the stored
    /// preference choose another; see ``CatsTheme``).
    public static let cats = CatsTheme.dark.theme
}
