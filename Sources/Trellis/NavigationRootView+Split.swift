// A split navigator in a terminal's root: it is the split's host, and the root's width,
// which only the root knows, expands or collapses it.

import TrellisShell
import TrellisViews

extension NavigationRootView {
    /// Shows `split`'s screens and keeps it adapted to the root's width
    /// (`SplitNavigator.adapt(toWidth:)`, now and after each resize), as a
    /// `UISplitViewController` follows its window's size class. The app still routes Esc
    /// to `SplitNavigator.back()` (`AppHost.onBack`).
    ///
    /// ```swift
    /// let split = SplitNavigator(primary: MailboxScreen(), placeholder: "No message selected")
    /// root.show(split)
    /// app.onBack = { split.back() }
    /// ```
    public func show(_ split: SplitNavigator) {
        split.host = self
        onWidthChange = { [weak split] width in split?.adapt(toWidth: width) }
        split.adapt(toWidth: bounds.width)
    }
}
