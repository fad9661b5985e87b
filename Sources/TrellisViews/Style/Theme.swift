/// Named styles and component metrics, with factories that build styled components,
/// so screens never hard-code a color.
///
/// Facebook's app gives `UIButton` class methods like `fb_buttonWithStyle:` and
/// `skipButton`: a component comes ready-styled by name. A theme does the same:
///
/// ```swift
/// let theme = Theme.standard
/// let title = theme.label(.title, text: "Cats")
/// let hint = theme.label(.caption, text: "Press ⏎ to open")
/// let dark = theme.with(.background, Style(background: .palette(234)))
/// ```
///
/// A missing name falls back to the role named in ``fallbacks`` (a control's style to
/// one of the standard roles), then to ``Style/plain``, so a theme that only overrides a
/// few names still works everywhere.
public struct Theme: Sendable, Hashable {
    /// A style's role in the interface; extend it with your own names.
    public struct StyleName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }

        /// Screen and section titles.
        public static let title: StyleName = "title"
        /// Ordinary text.
        public static let body: StyleName = "body"
        /// Secondary text under a title.
        public static let caption: StyleName = "caption"
        /// Text that draws the eye: a favorite mark, a link.
        public static let accent: StyleName = "accent"
        /// The selected element (a selected row, the selected segment).
        public static let selected: StyleName = "selected"
        /// The element with keyboard focus (the focused row of a list): tvOS's focused
        /// appearance, drawn over everything in the element, and unlike ``selected`` and a
        /// button's style, so the three never look alike.
        public static let focused: StyleName = "focused"
        /// Elements that cannot be used now.
        public static let disabled: StyleName = "disabled"
        /// Error titles and messages.
        public static let error: StyleName = "error"
        /// Lines between rows, columns and sections.
        public static let separator: StyleName = "separator"
        /// The background behind content.
        public static let background: StyleName = "background"
        /// The navigation bar across the top.
        public static let navigationBar: StyleName = "navigationBar"
        /// A message on a ``StatusBar``.
        public static let statusMessage: StyleName = "statusMessage"
        /// An error on a ``StatusBar``.
        public static let statusError: StyleName = "statusError"
        /// The key hints a ``StatusBar`` shows when it has no message.
        public static let statusHint: StyleName = "statusHint"
        /// The text at a ``StatusBar``'s right end ("offline · 2 waiting").
        public static let statusAccessory: StyleName = "statusAccessory"
    }

    /// The styles by name.
    public var styles: [StyleName: Style]
    /// Metrics for the components the theme builds.
    public var metrics: ComponentMetricsSet

    /// Makes a theme from its styles and component metrics.
    public init(styles: [StyleName: Style] = [:], metrics: ComponentMetricsSet = ComponentMetricsSet()) {
        self.styles = styles
        self.metrics = metrics
    }

    /// The style named `name`; for a name the theme leaves out, the style of the role it
    /// falls back to (``fallbacks``: a scroll bar's thumb is drawn as ``StyleName/accent``),
    /// else ``Style/plain``.
    public subscript(name: StyleName) -> Style {
        if let style = styles[name] { return style }
        guard let fallback = Theme.fallbacks[name] else { return .plain }
        return self[fallback]
    }

    /// A copy with `name` set to `style`.
    public func with(_ name: StyleName, _ style: Style) -> Theme {
        var copy = self
        copy.styles[name] = style
        return copy
    }

    /// A readable 16-color theme that works on any terminal.
    public static let standard = Theme(styles: standardControlStyles.merging(standardRoleStyles) { control, _ in control })

    private static let standardRoleStyles: [StyleName: Style] = [
        .title: Style(bold: true),
        .body: Style(),
        .caption: Style(dim: true),
        .accent: Style(foreground: .cyan),
        .selected: Style(reverse: true),
        .focused: Style(foreground: .black, background: .cyan),
        .disabled: Style(foreground: .gray),
        .error: Style(foreground: .red, bold: true),
        .separator: Style(foreground: .gray),
        .background: Style(),
        .navigationBar: Style(bold: true, underline: true),
        .statusMessage: Style(),
        .statusError: Style(foreground: .red, bold: true),
        .statusHint: Style(dim: true),
        .statusAccessory: Style(foreground: .yellow),
    ]

    // MARK: - Factories

    /// A label with the style named `name`.
    @MainActor
    public func label(_ name: StyleName, text: String = "") -> Label {
        let label = Label(text)
        label.style = self[name]
        return label
    }

    /// A plain view with the style named `name` (a background panel, a separator).
    @MainActor
    public func view(_ name: StyleName) -> View {
        let view = View()
        view.style = self[name]
        return view
    }

    /// A navigation bar with the theme's bar style and metrics.
    @MainActor
    public func navigationBar(title: String) -> NavigationBar {
        let bar = NavigationBar(title: title, metrics: metrics.navigationBar)
        bar.style = self[.navigationBar]
        bar.titleLabel.style = self[.title]
        bar.backButton.style = self[.accent]
        bar.backButton.focusedStyle = self[.focused]
        return bar
    }

    /// A segmented control with the theme's selected and body styles and metrics.
    @MainActor
    public func segmentedControl(titles: [String], selectedIndex: Int = 0) -> SegmentedControl {
        let control = SegmentedControl(titles: titles, selectedIndex: selectedIndex, metrics: metrics.segmentedControl)
        control.normalStyle = self[.body]
        control.selectedStyle = self[.selected]
        control.focusedStyle = self[.focused]
        return control
    }
}
