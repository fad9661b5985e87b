// The style names of the standard controls, each with the role it falls back to: a theme
// that never heard of a control (an app's own palette, written before the control existed)
// still draws it in its own colours, the way a `UIView` takes its `tintColor` from its
// window until someone sets one.

extension Theme.StyleName {
    /// Selected text in a ``TextArea`` or a selectable ``Label`` (falls back to ``selected``).
    public static let textSelection: Self = "textSelection"
    /// The placeholder of an empty text control (falls back to ``caption``).
    public static let textPlaceholder: Self = "textPlaceholder"
    /// A scroll bar's track (falls back to ``separator``).
    public static let scrollTrack: Self = "scrollTrack"
    /// A scroll bar's thumb (falls back to ``accent``).
    public static let scrollThumb: Self = "scrollThumb"
    /// The line between a split view's panes (falls back to ``separator``).
    public static let splitDivider: Self = "splitDivider"
    /// A tab's title in a tab bar (falls back to ``body``).
    public static let tab: Self = "tab"
    /// The selected tab's title (falls back to ``selected``).
    public static let tabSelected: Self = "tabSelected"
    /// A table's header row (falls back to ``title``).
    public static let tableHeader: Self = "tableHeader"
    /// The arrow beside the column a table is sorted by (falls back to ``accent``).
    public static let tableSortIndicator: Self = "tableSortIndicator"
    /// The header of the column the keyboard acts on (falls back to ``focused``).
    public static let tableFocusedColumn: Self = "tableFocusedColumn"
    /// A tree's ▸ and ▾ (falls back to ``accent``).
    public static let treeDisclosure: Self = "treeDisclosure"
    /// An on switch, a checked box, the chosen radio button (falls back to ``accent``).
    public static let controlOn: Self = "controlOn"
    /// An off switch, an empty box, the other radio buttons (falls back to ``caption``).
    public static let controlOff: Self = "controlOff"
    /// The filled part of a progress bar or slider (falls back to ``accent``).
    public static let progressFill: Self = "progressFill"
    /// The rest of a progress bar or slider (falls back to ``separator``).
    public static let progressTrack: Self = "progressTrack"
    /// A chart's bars and lines (falls back to ``accent``).
    public static let chart: Self = "chart"
    /// The panel behind an alert (falls back to ``background``).
    public static let alert: Self = "alert"
    /// An alert's title (falls back to ``title``).
    public static let alertTitle: Self = "alertTitle"
    /// A toast's panel (falls back to ``statusMessage``).
    public static let toast: Self = "toast"
    /// A toast that reports an error (falls back to ``error``).
    public static let toastError: Self = "toastError"
    /// A first-level heading in rich text (falls back to ``title``).
    public static let heading1: Self = "heading1"
    /// A second-level heading (falls back to ``title``).
    public static let heading2: Self = "heading2"
    /// A third-level heading (falls back to ``title``).
    public static let heading3: Self = "heading3"
    /// Code spans and blocks (falls back to ``caption``).
    public static let code: Self = "code"
    /// A link in rich text (falls back to ``accent``).
    public static let link: Self = "link"
}

extension Theme {
    /// The role each control's style falls back to when a theme does not name it.
    public static let fallbacks: [StyleName: StyleName] = [
        .textSelection: .selected, .textPlaceholder: .caption,
        .scrollTrack: .separator, .scrollThumb: .accent, .splitDivider: .separator,
        .tab: .body, .tabSelected: .selected,
        .tableHeader: .title, .tableSortIndicator: .accent, .tableFocusedColumn: .focused,
        .treeDisclosure: .accent,
        .controlOn: .accent, .controlOff: .caption, .progressFill: .accent, .progressTrack: .separator,
        .chart: .accent,
        .alert: .background, .alertTitle: .title, .toast: .statusMessage, .toastError: .error,
        .heading1: .title, .heading2: .title, .heading3: .title, .code: .caption, .link: .accent,
    ]

    /// The standard theme's own choices for the controls, where its fallbacks would not do.
    static let standardControlStyles: [StyleName: Style] = [
        .tableHeader: Style(bold: true, underline: true),
        .controlOn: Style(foreground: .green, bold: true),
        .progressFill: Style(foreground: .cyan),
        .alert: Style(foreground: .white, background: .blue),
        .alertTitle: Style(foreground: .white, background: .blue, bold: true),
        .toast: Style(foreground: .black, background: .white),
        .toastError: Style(foreground: .white, background: .red, bold: true),
        .heading1: Style(bold: true, underline: true),
        .code: Style(foreground: .yellow),
        .link: Style(foreground: .cyan, underline: true),
    ]
}
