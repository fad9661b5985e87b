import TrellisShell
import TrellisViews

// Master–detail (issue 40): from 140 columns the list and the breed it opened share the
// terminal in TrellisShell's `SplitNavigator`, as Mail does on an iPad; narrower, the stack.

extension CatsShell {
    /// The split's layout in a user's preferences (TrellisShell's `SplitLayout` as a
    /// preference: `["0.4", "0.6"]`, a pane `collapsed` after Ctrl-B): the list 40% and the
    /// breed 60% when none is stored. Kept across log out, as the theme and the density are.
    public nonisolated static let splitPreference = PreferenceKey("cats.split", default: SplitLayout(fractions: [0.4, 0.6]))

    /// The terminal width, in columns, from which the list and the breed sit side by side.
    public nonisolated static let splitWidth: Double = 140

    /// What the right pane says before a breed is opened.
    ///
    /// The pane waits for Enter rather than following the focused row, as Mail on an iPad
    /// says "No Message Selected" until a message is chosen: a breed's detail loads it and
    /// asks the server for its counts, which every arrow key would set off, and `n` or `f`
    /// in the pane would act on whichever breed the cursor last crossed. Enter opens the
    /// row, as it does in a narrow terminal, so the keys mean the same at every width.
    public nonisolated static let splitPlaceholder = "No breed opened: Enter on a breed shows it here"

    /// The session's split of `primary` (the list), laid out as the user left it; each
    /// change the user makes (a divider moved, the list collapsed) goes to their
    /// preferences, and a store that cannot be written says why on the status line.
    func makeSplit(primary: Screen, look: UserLook) -> SplitNavigator {
        let split = SplitNavigator(
            primary: primary, minimumExpandedWidth: Self.splitWidth, layout: look.split, placeholder: Self.splitPlaceholder,
            theme: look.theme)
        split.paneNames = ["breeds", "breed"]
        split.minimumPaneWidths = [30, 50]
        split.onLayoutChange = { [status, preferences = look.preferences] layout in
            do { try preferences.set(layout, for: Self.splitPreference) } catch { status.show(error) }
        }
        return split
    }
}
