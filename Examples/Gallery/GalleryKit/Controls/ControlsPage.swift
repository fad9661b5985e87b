import TrellisViews

/// The standard controls, one of each in a column: a ``Checkbox`` as a switch (UIKit's
/// `UISwitch`), a ``RadioGroup`` (AppKit's radio buttons), a ``Select`` (`NSPopUpButton`,
/// huh's select), a ``Stepper`` and a ``Slider`` (`UIStepper`, `UISlider`), two
/// ``ProgressView``s (`UIProgressView`, `UIActivityIndicatorView`), a ``Sparkline`` and a
/// ``BarChart`` (ratatui's). The status line under them says what the last user's change
/// was: every control reports through its `onChange`, never when the page sets it.
///
/// Tab and Shift-Tab move between the controls; each takes its own keys (Space toggles
/// the switch, ↑/↓ choose a colour mode, Enter opens the theme's list, ←/→ step) and clicks.
@MainActor
public final class ControlsPage: View, GalleryPageView {
    /// Dark theme on or off.
    public let darkSwitch: Checkbox
    /// The colour mode.
    public let colourMode: RadioGroup<Int>
    /// The theme, from a pop-up list.
    public let themeSelect: Select<String>
    /// How many copies.
    public let copies: Stepper
    /// Minutes before data is stale; the determinate progress follows it.
    public let staleAfter: Slider
    /// A determinate bar showing the slider's position.
    public let progress: ProgressView
    /// An indeterminate bar (still in the accessible mode).
    public let busy: ProgressView
    /// Requests per minute.
    public let requests: Sparkline
    /// Lines of code per language.
    public let languages: BarChart
    /// What the last user's change was.
    public let statusLabel = Label("Change a control: its onChange shows here.")
    /// The prompts, one per row.
    let promptLabels: [Label]
    let context: GalleryContext

    /// The controls the page lays out, in order, each on its row(s).
    var rows: [(view: View, height: Double)] {
        [
            (darkSwitch, 1), (colourMode, 3), (themeSelect, 1), (copies, 1), (staleAfter, 1), (progress, 1), (busy, 1),
            (requests, 1), (languages, 3),
        ]
    }

    /// The page, in `context`'s theme.
    public init(context: GalleryContext) {
        self.context = context
        let theme = context.theme
        darkSwitch = theme.checkbox(title: "Dark theme", isOn: true, appearance: .switch)
        colourMode = theme.radioGroup(
            options: [ChoiceOption(1, "Mono"), ChoiceOption(256, "256 colours"), ChoiceOption(16_777_216, "True colour")],
            selection: 256)
        themeSelect = theme.select(
            options: [ChoiceOption("light", "Light"), ChoiceOption("dark", "Dark"), ChoiceOption("solar", "Solarized")],
            selection: "dark")
        copies = theme.stepper(range: 1...10, value: 2)
        staleAfter = theme.slider(range: 5...120, step: 5, value: 30)
        progress = theme.progressView(progress: 30.0 / 120)
        busy = theme.progressView()
        requests = theme.sparkline(values: [3, 5, 9, 12, 8, 14, 22, 40, 31, 18, 12, 15, 9, 12])
        languages = theme.barChart(bars: [("Swift", 40), ("Rust", 25), ("Go", 12)])
        promptLabels = ["Switch", "Radio group", "Select", "Stepper", "Slider", "Progress", "Indeterminate", "Sparkline", "Bar chart"]
            .map { Label($0) }
        super.init()
        key = "controls"
        darkSwitch.accessibilityLabel = "Dark theme"
        colourMode.accessibilityLabel = "Colour mode"
        themeSelect.accessibilityLabel = "Theme"
        copies.accessibilityLabel = "Copies"
        staleAfter.accessibilityLabel = "Stale after"
        staleAfter.format = { "\(Int($0)) minutes" }
        progress.accessibilityLabel = "Stale after, of two hours"
        busy.accessibilityLabel = "Loading"
        requests.accessibilityLabel = "Requests"
        languages.accessibilityLabel = "Languages"
        statusLabel.style = theme[.caption]
        for view in promptLabels + rows.map(\.view) + [statusLabel] { addSubview(view) }
        focusOrder = [darkSwitch, colourMode, themeSelect, copies, staleAfter]
        reportChanges()
    }

    /// The view keys go to first: the switch.
    public var preferredFocus: View? { darkSwitch }

    /// Each control's `onChange` writes the status line (and the slider moves the bar).
    private func reportChanges() {
        darkSwitch.onChange = { [weak self] isOn in self?.report("Dark theme: \(isOn ? "on" : "off")") }
        colourMode.onChange = { [weak self] mode in self?.report("Colour mode: \(mode) colours") }
        themeSelect.onChange = { [weak self] theme in self?.report("Theme: \(theme)") }
        copies.onChange = { [weak self] value in self?.report("Copies: \(Int(value))") }
        staleAfter.onChange = { [weak self] minutes in
            self?.progress.progress = minutes / 120
            self?.report("Stale after: \(Int(minutes)) minutes")
        }
    }

    private func report(_ change: String) {
        statusLabel.text = "Last change — \(change)"
    }

    /// A prompt column, each control on its row(s) after it, the status line under them.
    public override func layoutSubviews() {
        let promptWidth: Double = 15
        let controlWidth = max(0, min(40, bounds.width - promptWidth - 2))
        var y: Double = 1
        for (label, row) in zip(promptLabels, rows) {
            label.frame = Rect(x: 1, y: y, width: promptWidth - 1, height: 1)
            let intrinsic = row.view.intrinsicContentSize.width
            let width = intrinsic.isFinite && intrinsic > 0 ? min(controlWidth, intrinsic) : controlWidth
            row.view.frame = Rect(x: promptWidth, y: y, width: width, height: row.height)
            y += row.height + 1
        }
        statusLabel.frame = Rect(x: 1, y: y, width: max(0, bounds.width - 2), height: 1)
    }
}
