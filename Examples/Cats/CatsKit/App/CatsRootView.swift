import Trellis
import TrellisViews

/// The whole terminal: the navigator's screen above, the status line at the bottom.
///
/// Trellis's `NavigationRootView` is all of it: the navigator's host, a pushed
/// screen replacing the content with focus handed over by the app's focus engine, a modal
/// one (a link's error, the help) in the terminal app's overlay, or, without an app (a
/// snapshot, a test), kept and drawn over the content. The shell sets the back button's
/// focused look from the theme.
@MainActor
public final class CatsRootView: NavigationRootView<View> {}
