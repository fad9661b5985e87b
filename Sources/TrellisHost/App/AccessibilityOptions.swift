/// How an ``AppHost`` serves people who use a screen reader, a magnifier, or who are
/// troubled by motion: its accessible mode, off by default.
///
/// In the accessible mode (``accessible``) the app
/// - shows the cursor (a terminal's, a browser's caret) on the focused element (``cursorFollowsFocus``), at the
///   key target's `View.accessibilityCursorPoint`: a text field's
///   insertion point, a list's focused cell, a button's first column; screen readers and
///   magnifiers follow the cursor;
/// - draws nothing that moves (``reducesMotion``): a loading placeholder shows its
///   "Loading…" without a spinner, and no frame is drawn on a timer;
/// - says what changed in words (``announcesChanges``): views'
///   `View.announce(_:)` calls and ``AppHost/announce(_:)`` reach
///   ``AppHost/onAnnouncement``, which an app shows on its status line.
///
/// A value the app is made with, never process-wide state; made from the command line and
/// the environment by ``init(environment:flag:)`` (`ACCESSIBLE`, as Charm's `huh` reads it).
///
/// ```swift
/// let accessibility = AccessibilityOptions(environment: ProcessInfo.processInfo.environment, flag: accessibleFlag)
/// let app = TerminalApp(root: root, backend: POSIXTerminal(), accessibility: accessibility)
/// ```
public struct AccessibilityOptions: Hashable, Sendable, CustomStringConvertible {
    /// Whether the cursor shows on the focused element, not only in a text field.
    public var cursorFollowsFocus: Bool
    /// Whether spinners and other animation are left out.
    public var reducesMotion: Bool
    /// Whether announcements reach ``AppHost/onAnnouncement``.
    public var announcesChanges: Bool

    /// Options with each part of the accessible mode on or off.
    public init(cursorFollowsFocus: Bool = false, reducesMotion: Bool = false, announcesChanges: Bool = false) {
        self.cursorFollowsFocus = cursorFollowsFocus
        self.reducesMotion = reducesMotion
        self.announcesChanges = announcesChanges
    }

    /// The usual app: the cursor only in a text field, spinners, no announcements.
    public static let standard = AccessibilityOptions()

    /// The accessible mode: every part on.
    public static let accessible = AccessibilityOptions(cursorFollowsFocus: true, reducesMotion: true, announcesChanges: true)

    /// Whether any part of the accessible mode is on.
    public var isAccessible: Bool { cursorFollowsFocus || reducesMotion || announcesChanges }

    /// `standard`, `accessible`, or the parts that are on (`reduced-motion`).
    public var description: String {
        if self == .standard { return "standard" }
        if self == .accessible { return "accessible" }
        let parts = [(cursorFollowsFocus, "cursor-follows-focus"), (reducesMotion, "reduced-motion"), (announcesChanges, "announcements")]
        return parts.filter(\.0).map(\.1).joined(separator: " ")
    }
}
