import TrellisViews

/// The two designed Cats themes (`cats --theme dark|light`), each built from a small
/// palette of 24-bit colours: Solarized's habit of one palette per background, every text
/// colour chosen to read at WCAG AA (a contrast ratio of at least 4.5:1) on its canvas.
///
/// The ★ and the favorite button are a warm amber, section headers a cool blue, buttons
/// and help keys a teal; a selection is a quiet lavender band and focus a strong rose one,
/// so selection, focus and buttons never look alike. Secondary text is a muted colour, not
/// the terminal's dim (whose contrast nobody can promise). On a terminal with fewer colours
/// the renderer degrades each colour to the nearest of 256 or 16, or drops it.
///
/// ```swift
/// let theme = CatsTheme.light.theme
/// label.style = theme[.favoriteStar]
/// ```
public enum CatsTheme: String, CaseIterable, Sendable {
    /// Light text on a near-black canvas (the default).
    case dark
    /// Dark text on a warm off-white canvas.
    case light

    /// The colours one theme is made of.
    public struct Palette: Sendable, Hashable {
        /// The background the text colours are chosen for (the theme's `.background`).
        public var canvas: Color
        /// Ordinary text and values.
        public var text: Color
        /// Titles.
        public var title: Color
        /// Secondary words, keys, hints.
        public var muted: Color
        /// The ★, the favorite button, connectivity warnings.
        public var warm: Color
        /// Section headers and status messages.
        public var header: Color
        /// Buttons and help keys.
        public var action: Color
        /// Links and the back button.
        public var accent: Color
        /// Errors.
        public var error: Color
        /// Separators and disabled elements (not text to read).
        public var faint: Color
        /// The selection band, behind ``text``.
        public var selection: Color
        /// The focus band, and the text drawn on it.
        public var focus: Color, onFocus: Color
    }

    /// This theme's colours.
    public var palette: Palette {
        switch self {
        case .dark:
            Palette(
                canvas: Color(hex: 0x1C1B22), text: Color(hex: 0xE6E1DA), title: Color(hex: 0xF4EFE8),
                muted: Color(hex: 0xA7A29A), warm: Color(hex: 0xF5B83D), header: Color(hex: 0x7FC8F8),
                action: Color(hex: 0x5FD7AF), accent: Color(hex: 0xC3A6FF), error: Color(hex: 0xFF7A70),
                faint: Color(hex: 0x4A4655), selection: Color(hex: 0x3D3652), focus: Color(hex: 0xF2A0C8),
                onFocus: Color(hex: 0x1C1B22))
        case .light:
            Palette(
                canvas: Color(hex: 0xFAF7F2), text: Color(hex: 0x2B2A33), title: Color(hex: 0x17161C),
                muted: Color(hex: 0x5F5B66), warm: Color(hex: 0x9A5200), header: Color(hex: 0x1F5F99),
                action: Color(hex: 0x00756A), accent: Color(hex: 0x6A3FB5), error: Color(hex: 0xB3261E),
                faint: Color(hex: 0xC9C3BA), selection: Color(hex: 0xE4DAF5), focus: Color(hex: 0xA8326B),
                onFocus: Color(hex: 0xFFFFFF))
        }
    }

    /// The theme: every standard role and every Cats role, from ``palette``.
    public var theme: Theme {
        let p = palette
        return Theme(styles: [
            .title: Style(foreground: p.title, bold: true),
            .body: Style(foreground: p.text),
            .caption: Style(foreground: p.muted),
            .accent: Style(foreground: p.accent),
            .selected: Style(foreground: p.text, background: p.selection),
            .focused: Style(foreground: p.onFocus, background: p.focus, bold: true),
            .disabled: Style(foreground: p.faint),
            .error: Style(foreground: p.error, bold: true),
            .separator: Style(foreground: p.faint),
            .background: Style(foreground: p.text, background: p.canvas),
            .navigationBar: Style(foreground: p.title, bold: true, underline: true),
            .favoriteStar: Style(foreground: p.warm, bold: true),
            .secondary: Style(foreground: p.muted),
            .sectionHeader: Style(foreground: p.header, bold: true),
            .key: Style(foreground: p.muted),
            .value: Style(foreground: p.text),
            .statusMessage: Style(foreground: p.header),
            .statusError: Style(foreground: p.error, bold: true),
            .helpKey: Style(foreground: p.action, bold: true),
            .searchField: Style(foreground: p.text, underline: true),
            .button: Style(foreground: p.action, bold: true),
            .statusHint: Style(foreground: p.muted),
            .statusAccessory: Style(foreground: p.warm),
            .favoriteButton: Style(foreground: p.warm, bold: true),
        ])
    }
}
